import { TRACKER_STEPS, trackerKind, trackerReplacement, type DeliveryType } from '@shop/domain/orders';
import { cn } from '../../../lib/cn';

/**
 * The progress tracker of the order's delivery type, filled up to statusIndex; expired and cancelled
 * orders show 'Pedido vencido' / 'Pedido cancelado' instead (the expired one explains the charge).
 */
export function OrderTracker({
  status,
  deliveryType,
  statusIndex,
}: {
  status: string;
  deliveryType: string;
  statusIndex: number | null;
}) {
  const replacement = trackerReplacement(status);
  if (replacement) {
    return (
      <section aria-label="Estado del pedido" className="rounded-lg border border-red-200 bg-red-50 p-4">
        <p className="font-bold text-red-900">{replacement}</p>
        {replacement === 'Pedido vencido' && (
          <p className="mt-1 text-sm text-red-950">
            No recogiste tu pedido en la fecha de tu cita. Se realizó un cargo sobre tu anticipo por gastos de operación
            y el resto se te devolverá.
          </p>
        )}
      </section>
    );
  }
  if (statusIndex === null) return null;
  const steps = TRACKER_STEPS[trackerKind(deliveryType as DeliveryType)];
  return (
    <section aria-label="Estado del pedido">
      <ol className="grid gap-2 sm:flex sm:gap-0">
        {steps.map((step, i) => {
          const done = i <= statusIndex;
          return (
            <li
              key={step}
              className="flex flex-1 items-center gap-2 sm:flex-col sm:text-center"
              aria-current={i === statusIndex ? 'step' : undefined}
              data-done={done}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                  done ? 'border-brand-700 bg-brand-700 text-white' : 'border-neutral-300 bg-white text-muted',
                )}
              >
                {done ? '✓' : i + 1}
              </span>
              <span className={cn('text-sm', done ? 'font-semibold text-ink' : 'text-muted')}>
                {step}
                <span className="sr-only">{done ? ' (completado)' : ' (pendiente)'}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
