import { formatPhone, telHref, whatsappHref } from '@shop/domain/phone';

/** A phone number in the shop's one format, as a `tel:` link (decision 0612). */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={className ?? 'font-semibold whitespace-nowrap text-brand-700 underline'}>
      {formatPhone(phone)}
    </a>
  );
}

/** 'Escríbenos por WhatsApp' to a support number, when it is a mobile number WhatsApp can reach. */
export function WhatsAppLink({ phone, text, label }: { phone: string; text?: string; label: string }) {
  const href = whatsappHref(phone, text);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      // On a line of its own: a 24 px target at least (issue 28).
      className="inline-flex min-h-6 items-center font-semibold whitespace-nowrap text-brand-700 underline"
      aria-label={`${label} (se abre en otra pestaña)`}
    >
      {label}
    </a>
  );
}
