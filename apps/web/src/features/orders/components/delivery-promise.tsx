import type { OrderSummary } from '@shop/contracts/account-orders';
import { orderMessages } from '@shop/contracts/account-orders-messages';
import { cn } from '../../../lib/cn';

type Promised = NonNullable<OrderSummary['delivery_promise']>;

const TONES: Record<Promised['basis'], string> = {
  if_paid_today: 'text-neutral-900',
  estimate: 'text-sky-900',
  courier: 'text-sky-900',
  late: 'text-amber-900',
  ready: 'text-emerald-800',
  done: 'text-emerald-800',
};

/**
 * When the order arrives or is ready (decision 0730): one sentence, the same on the list cards, the detail and the
 * tracking block; a date the courier changed says so.
 */
export function DeliveryPromise({
  promise,
  className,
  withNote = false,
}: {
  promise: Promised | null;
  className?: string;
  withNote?: boolean;
}) {
  if (!promise) return null;
  return (
    <p data-delivery-promise className={cn('font-semibold', TONES[promise.basis], className)}>
      {promise.text}
      {withNote && promise.basis === 'courier' && (
        <span className="block text-xs font-normal text-muted">{orderMessages.promiseRevised}</span>
      )}
    </p>
  );
}
