import type { Clock } from '@shop/domain/clock';
import type { OrderStatus } from '@shop/domain/orders';
import type { Db } from '@shop/db/client';
import type { OrderService } from './service';
import {
  claimDueOrders,
  type OrderDeadline,
  countOpenPaymentsOfOrder,
  dueReferences,
  expireReference,
  lockOrderStatus,
} from './repository';
import type { PaymentService } from '../payments/service';

const BATCH = 50;

/**
 * The spec's timers (docs/decisions/0205-timers.md), as sweeps over due rows. Each due row is claimed
 * with FOR UPDATE SKIP LOCKED and moved in its own short transaction through the state machine, so any
 * number of API processes may sweep at once: a row is handled by exactly one of them, and a row another
 * process already moved no longer matches.
 */
export function createSweeper(deps: {
  db: Db;
  clock: Clock;
  orders: OrderService;
  payments: PaymentService;
  /** Customer orders abandoned while being registered (decision 0532). */
  drafts?: { sweepAbandonedDrafts(): Promise<number> } | undefined;
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
  /** Told every run's changes (null: the run failed), for the operator's metrics. */
  onSwept?: ((changes: SweepChanges | null) => void) | undefined;
}) {
  async function sweepOrders(deadline: OrderDeadline, statuses: OrderStatus[], to: OrderStatus, note: string) {
    let moved = 0;
    for (;;) {
      const now = deps.clock.now();
      const closed: { provider: string; providerId: string | null }[] = [];
      const batch = await deps.db.transaction(async (tx) => {
        const due = await claimDueOrders(tx, deadline, statuses, now, BATCH);
        for (const { id } of due) {
          const result = await deps.orders.transitionIn(tx, id, to, 'system', note);
          if (result.changed) moved += 1;
          closed.push(...result.closedPayments);
        }
        return due.length;
      });
      await deps.payments.cancelAtProviders(closed);
      if (batch < BATCH) return moved;
    }
  }

  /**
   * Voucher and transfer references that passed 22:00: the payment expires and the order goes back to
   * choosing a payment method. Lock order: the order row, then the payment (as everywhere); the payment's
   * conditional UPDATE decides which process expires it.
   */
  async function sweepReferences() {
    let expired = 0;
    for (;;) {
      const now = deps.clock.now();
      const due = await dueReferences(deps.db, now, BATCH);
      for (const p of due) {
        const closed = await deps.db.transaction(async (tx) => {
          const order = await lockOrderStatus(tx, p.orderId);
          const gone = await expireReference(tx, p.id, now);
          if (!gone) return [];
          const open = await countOpenPaymentsOfOrder(tx, p.orderId);
          if (order?.status === 'pending' && (open ?? 0) === 0)
            await deps.orders.transitionIn(tx, p.orderId, 'created', 'system', 'Referencia de pago vencida');
          return [gone];
        });
        await deps.payments.cancelAtProviders(closed);
        expired += closed.length;
      }
      if (due.length < BATCH) return expired;
    }
  }

  async function sweep(): Promise<SweepChanges> {
    try {
      const changes = await sweepAll();
      deps.onSwept?.(changes);
      return changes;
    } catch (err) {
      deps.onSwept?.(null);
      throw err;
    }
  }

  async function sweepAll() {
    const references = await sweepReferences();
    const unpaid = await sweepOrders('payBy', ['created', 'pending'], 'canceled', 'Sin pago en 5 días');
    const unscheduled = await sweepOrders('scheduleBy', ['ready'], 'canceled', 'Sin cita en 3 días');
    const uncollected = await sweepOrders('collectBy', ['scheduled'], 'expired', 'No se recogió el día de la cita');
    const drafts = (await deps.drafts?.sweepAbandonedDrafts()) ?? 0;
    return { references, unpaid, unscheduled, uncollected, drafts };
  }

  return {
    sweep,
    /** Runs the sweep every `intervalMs` until stopped (each process may run one), skipping ticks while `paused`. */
    start(intervalMs: number, paused: () => boolean = () => false) {
      let running = false;
      const timer = setInterval(() => {
        if (running || paused()) return;
        running = true;
        sweep()
          .then((r) => {
            if (r.references + r.unpaid + r.unscheduled + r.uncollected + r.drafts > 0)
              deps.log.info(r, 'timers swept');
          })
          .catch((err: unknown) => deps.log.error({ err }, 'timer sweep failed'))
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
export type Sweeper = ReturnType<typeof createSweeper>;
/** How many references and orders one sweep changed, per timer. */
export interface SweepChanges {
  references: number;
  unpaid: number;
  unscheduled: number;
  uncollected: number;
  /** Customer orders abandoned while being registered (decision 0532). */
  drafts: number;
}
