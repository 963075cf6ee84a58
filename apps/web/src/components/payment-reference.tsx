import { toast } from '../lib/toast';
import { Button } from './ui/button';
import { Barcode } from './barcode';

/** The text sent by WhatsApp: the reference, the amount and where it is paid (docs/decisions/0606). */
const whatsAppShareUrl = (p: { reference: string; amount: string; where: string; until?: string }) =>
  `https://wa.me/?text=${encodeURIComponent(
    `Referencia de pago: ${p.reference}\nImporte: ${p.amount}\nPágala en: ${p.where}${p.until ? `\n${p.until}` : ''}`,
  )}`;

/**
 * A payment reference as a cashier and a customer need it (issue 15 point 7): the number in large type, a
 * copy button that confirms, a Code 128 barcode to scan and a WhatsApp share with the reference and amount.
 */
export function PaymentReference({
  reference,
  amount,
  where,
  until,
  barcode = true,
}: {
  reference: string;
  /** Already formatted ($1,234.56). */
  amount: string;
  /** Where it is paid ('Tiendas Price Shoes'), for the shared message and the labels. */
  where: string;
  until?: string;
  barcode?: boolean;
}) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(reference);
      toast.success('Referencia copiada');
    } catch {
      toast.error('No pudimos copiar la referencia. Cópiala a mano, por favor.');
    }
  }
  return (
    <div className="grid gap-3" data-reference={reference}>
      <p className="text-sm">
        Referencia: <span className="block font-mono text-xl font-bold tracking-wider break-all">{reference}</span>
      </p>
      {barcode && (
        <div className="w-fit rounded-md border border-neutral-200 bg-white p-1">
          <Barcode value={reference} label={`Código de barras de la referencia ${reference}`} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()} aria-label={`Copiar referencia ${where}`}>
          Copiar
        </Button>
        <a
          href={whatsAppShareUrl({ reference, amount, where, ...(until ? { until } : {}) })}
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
