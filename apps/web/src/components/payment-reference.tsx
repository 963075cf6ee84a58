import { toast } from '../lib/toast';
import { Button } from './ui/button';
import { Barcode } from './barcode';

/** A line the payer also needs besides the reference (the bank, the CLABE), shown, shared and copied if asked. */
export interface ReferenceDetail {
  label: string;
  value: string;
  /** A 'Copiar' button of its own (a CLABE is pasted into the banking app). */
  copy?: boolean;
}

/** The text sent by WhatsApp: the reference, the amount and where it is paid (docs/decisions/0606, 0615). */
const whatsAppShareUrl = (p: {
  reference: string;
  amount: string;
  where: string;
  until?: string;
  details: ReferenceDetail[];
}) =>
  `https://wa.me/?text=${encodeURIComponent(
    [
      `Referencia de pago: ${p.reference}`,
      `Importe: ${p.amount}`,
      `Págala en: ${p.where}`,
      ...p.details.map((d) => `${d.label}: ${d.value}`),
      ...(p.until ? [p.until] : []),
    ].join('\n'),
  )}`;

/** Copies and confirms; a refused clipboard says so. `what` is feminine: 'la referencia', 'la CLABE'. */
async function copyText(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what[0]!.toUpperCase()}${what.slice(1)} copiada`);
  } catch {
    toast.error(`No pudimos copiar la ${what}. Cópiala a mano, por favor.`);
  }
}

/**
 * A payment reference as a cashier and a customer need it (issue 15 point 7): the number in large type, a
 * copy button that confirms, a Code 128 barcode to scan and a WhatsApp share with the reference and amount.
 * Used by the CrediPrice references and by the shop's cash voucher and bank transfer (decision 0615).
 */
export function PaymentReference({
  reference,
  amount,
  where,
  until,
  barcode = true,
  details = [],
}: {
  reference: string;
  /** Already formatted ($1,234.56). */
  amount: string;
  /** Where it is paid ('Tiendas Price Shoes'), for the shared message and the labels. */
  where: string;
  until?: string;
  barcode?: boolean;
  details?: ReferenceDetail[];
}) {
  return (
    <div className="grid gap-3" data-reference={reference}>
      {details.length > 0 && (
        <dl className="grid gap-2 text-sm">
          {details.map((d) => (
            <div key={d.label} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <dt>{d.label}:</dt>
              <dd className={d.copy ? 'font-mono text-base font-bold tracking-wider break-all' : 'font-semibold'}>
                {d.value}
              </dd>
              {d.copy && (
                <dd>
                  <Button
                    variant="secondary"
                    onClick={() => void copyText(d.value, d.label)}
                    aria-label={`Copiar ${d.label}`}
                  >
                    Copiar
                  </Button>
                </dd>
              )}
            </div>
          ))}
        </dl>
      )}
      <p className="text-sm">
        Referencia: <span className="block font-mono text-xl font-bold tracking-wider break-all">{reference}</span>
      </p>
      {barcode && (
        <div className="w-fit rounded-md border border-neutral-200 bg-white p-1">
          <Barcode value={reference} label={`Código de barras de la referencia ${reference}`} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => void copyText(reference, 'referencia')}
          aria-label={`Copiar referencia ${where}`}
        >
          Copiar
        </Button>
        <a
          href={whatsAppShareUrl({ reference, amount, where, details, ...(until ? { until } : {}) })}
          target="_blank"
          rel="noreferrer"
          aria-label={`Enviar por WhatsApp la referencia ${where}`}
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-emerald-800 bg-white px-4 text-sm font-semibold text-emerald-800 hover:bg-emerald-50"
        >
          Enviar por WhatsApp
        </a>
      </div>
    </div>
  );
}
