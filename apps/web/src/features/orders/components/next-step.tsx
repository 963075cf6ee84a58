import { useState } from 'react';
import { Link } from 'react-router';
import type { OrderDetail } from '@shop/contracts/account-orders';
import { orderNextStep } from '@shop/domain/order-next-step';
import { formatMoney } from '@shop/domain/money';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { createWalletPreference, fetchWalletPreference } from '../../../lib/payments';
import { NEXT_STEP_LABELS } from '../labels';

const OPEN = ['requires_payment_method', 'requires_action', 'pending'];

/** The section each in-page action leads to (ids of the detail's sections). */
export const SECTION_IDS = { track: 'rastreo', return: 'devolucion' } as const;

const primary =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800';

function goTo(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  el.focus({ preventScroll: true });
}

/**
 * The order's one main action, shown under its title (docs/decisions/0601): pay, schedule the pickup, follow
 * the shipment, return it in a store or buy it again. Orders that only wait on the shop show none.
 */
export function NextStep({ o, hasTracking }: { o: OrderDetail; hasTracking: boolean }) {
  const step = orderNextStep({ platform: o.platform, status: o.status, delivery: o.delivery_type });
  if (step === 'pay') return <PayNow o={o} />;
  // 'Programar cita' is the pickup block's own button (the spec's), right under the tracker: a second one here
  // named the same would be two controls for one step (0601).
  if (step === 'schedule') return null;
  if (step === 'track' && hasTracking)
    return (
      <div>
        <Button onClick={() => goTo(SECTION_IDS.track)}>{NEXT_STEP_LABELS.track}</Button>
      </div>
    );
  if (step === 'return')
    return (
      <div>
        <Button variant="secondary" onClick={() => goTo(SECTION_IDS.return)}>
          {NEXT_STEP_LABELS.return}
        </Button>
      </div>
    );
  const first = o.products.find((p) => p.image);
  if (step === 'buy-again' && first)
    return (
      <div>
        <Link to={paths.product(first.id_art)} className={primary}>
          {NEXT_STEP_LABELS['buy-again']}
        </Link>
      </div>
    );
  return null;
}

/**
 * 'Pagar ahora' of an unpaid order. A wallet order initialises its payment from its mercado_pago_preference_id
 * (customer-account.md §7; a new preference only when it has none or the provider lost it) and goes to the
 * wallet's checkout; any other goes to the payment page of its open reference.
 */
function PayNow({ o }: { o: OrderDetail }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = o.payment.find((p) => OPEN.includes(p.status)) ?? o.payment[0];
  const wallet = o.payment_type === 'wallet' || open?.payment_method === 'mercadopago';

  async function payWithWallet() {
    setBusy(true);
    setError(null);
    try {
      let initPoint: string | null = null;
      if (o.mercado_pago_preference_id) {
        try {
          initPoint = (await fetchWalletPreference(o.mercado_pago_preference_id)).init_point;
        } catch (err) {
          if (!(err instanceof ApiError && err.status === 404)) throw err;
        }
      }
      initPoint ??= (await createWalletPreference(o.magento_order_id ?? String(o.entity_id))).init_point;
      window.location.assign(initPoint);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="grow text-sm">
        Tu pedido espera tu pago de <strong className="whitespace-nowrap">{formatMoney(o.total_price)}</strong>.
      </p>
      {wallet ? (
        <Button busy={busy} onClick={() => void payWithWallet()}>
          {NEXT_STEP_LABELS.pay}
        </Button>
      ) : open ? (
        <Link to={`/pago/${encodeURIComponent(open.reference)}`} className={primary}>
          {NEXT_STEP_LABELS.pay}
        </Link>
      ) : null}
      {error && (
        <p role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
