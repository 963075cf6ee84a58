import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OrderPayment } from '@shop/contracts/account-orders';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '@shop/domain/money';
import { cardIntentQueryOptions, fetchPayment } from '../../../lib/payments';
import { readsCardIntent, type MoneyState } from '@shop/domain/order-next-step';
import { MONEY_STATE_LABELS, PAYMENT_DETAIL_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../labels';
import { errorMessage } from '../../../lib/error-message';

const OPEN = new Set(['pending', 'requires_action']);

/** The payment section: each payment, its reference page while open, and the card status. */
export function PaymentSection({ payments, money }: { payments: OrderPayment[]; money: MoneyState }) {
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="payment-title" className="rounded-lg border border-neutral-200 bg-white p-4">
      <h2 id="payment-title" className="mb-3 text-lg font-bold">
        Pago
      </h2>
      <ul className="grid gap-3">
        {payments.map((p) => (
          <PaymentRow key={p.reference} p={p} money={money} />
        ))}
      </ul>
    </section>
  );
}

function PaymentRow({ p, money }: { p: OrderPayment; money: MoneyState }) {
  const awaitingPayment = money === 'unpaid';
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const readsIntent = readsCardIntent(p.payment_method, money);
  const intent = useQuery({
    ...cardIntentQueryOptions(p.reference),
    enabled: readsIntent,
    retry: false,
  });
  // The intent's status only while it is read: one the payment page cached before paying is not the payment's now
  // (issue 28: after switching a transfer to card and paying, the order still said it was unpaid).
  const intentStatus = readsIntent ? intent.data?.status : undefined;

  async function openReference() {
    setOpening(true);
    setError(null);
    // Open the tab in the click itself (pop-up blockers), then point it at the reference page.
    const tab = window.open('', '_blank');
    try {
      const r = await fetchPayment(p.reference);
      if (r.external_resource_url && tab) tab.location.href = r.external_resource_url;
      else {
        tab?.close();
        setError('Tu referencia de pago aún no está disponible.');
      }
    } catch (err) {
      tab?.close();
      setError(errorMessage(err));
    } finally {
      setOpening(false);
    }
  }

  return (
    <li className="grid gap-1 text-sm">
      <div className="flex flex-wrap justify-between gap-2">
        <span className="font-semibold">{PAYMENT_METHOD_LABELS[p.method_type] ?? p.payment_method}</span>
        <span>{formatMoney(p.amount)}</span>
      </div>
      <span className="text-muted" data-testid="payment-state">
        {money === 'unpaid' || money === 'paid'
          ? (PAYMENT_STATUS_LABELS[intentStatus ?? p.status] ?? p.status)
          : MONEY_STATE_LABELS[money]}
      </span>
      {p.details.length > 0 && (
        <ul className="ml-4 list-disc text-muted">
          {p.details.map((d) => (
            // The part's label and amount: its id is the shop's record, not something she knows it by (issue 28).
            <li key={d.id}>
              {PAYMENT_DETAIL_LABELS[d.type]}: {formatMoney(d.amount)}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        {awaitingPayment && OPEN.has(p.status) && p.method_type !== 'card' && (
          <Button variant="secondary" className="min-h-9" busy={opening} onClick={openReference}>
            Ver referencia de pago
          </Button>
        )}
        {awaitingPayment && intentStatus === 'requires_payment_method' && (
          <Link
            to={`/pago/${encodeURIComponent(p.reference)}`}
            className="inline-flex min-h-9 items-center rounded-md bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Cambiar método de pago
          </Link>
        )}
      </div>
      {error && <p className="text-red-700">{error}</p>}
    </li>
  );
}
