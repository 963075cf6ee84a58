import { shopMessages } from '@shop/contracts/shop-messages';
import { mexicoDate } from '@shop/domain/mexico-dates';
import { formatMoney } from '@shop/domain/money';
import type { Tx } from '@shop/db/client';
import type { OrderRow, PaymentRow } from '@shop/db/schema/index';
import { HttpError } from '../../lib/http-errors';
import { countOrderPayments, insertPayment } from '../payments/public';
import { creditPart, debitPart, lockUsableParts, refundStoreBalancePayments } from './repository';

/** The spec's payment detail type of each balance part (customer-account §3 'Order detail'). */
export const DETAIL_TYPE = { SALDOS: 'S', VALES: 'V', 'NOTAS CREDITO': 'N' } as const;
export type BalanceDetail = { id: string; type: 'V' | 'S' | 'N'; amount: number };

export const STORE_BALANCE_METHOD = { provider: 'store', paymentMethod: 'saldo', methodType: 'store_balance' } as const;

type Part = { id: number; type: keyof typeof DETAIL_TYPE; expirationDate: string; balanceCents: number };

/**
 * Which parts pay `total` (docs/decisions/0207-store-balance-payment.md): the soonest to expire first
 * (then the oldest part), each emptied before the next is touched. Null when they do not cover it.
 */
export function allocate(parts: readonly Part[], total: number): BalanceDetail[] | null {
  const ordered = [...parts].sort((a, b) => a.expirationDate.localeCompare(b.expirationDate) || a.id - b.id);
  const details: BalanceDetail[] = [];
  let left = total;
  for (const p of ordered) {
    if (left === 0) break;
    if (p.balanceCents <= 0) continue;
    const amount = Math.min(p.balanceCents, left);
    details.push({ id: String(p.id), type: DETAIL_TYPE[p.type], amount });
    left -= amount;
  }
  return left === 0 ? details : null;
}

/**
 * Pays the order entirely with the customer's unexpired balance, in the caller's transaction (the one
 * that created the order and took its stock). The customer's usable parts are locked in id order (the
 * last step of the lock order of decision 0205), so two checkouts spending the same balance run one
 * after the other and the second sees what the first left. Each debit is also conditional
 * (`balance_cents >= amount`): a part never goes below zero. Throws 400 when the balance does not cover
 * the total; the caller's transaction then rolls back and nothing is written.
 */
export async function debitBalanceForOrder(tx: Tx, order: OrderRow, now: Date): Promise<PaymentRow> {
  const today = mexicoDate(now);
  const parts = await lockUsableParts(tx, order.customerId, today);
  const details = allocate(parts, order.grandTotalCents);
  if (!details) {
    const available = parts.reduce((s, p) => s + p.balanceCents, 0);
    const message = shopMessages.checkout.balanceInsufficient(
      formatMoney(available),
      formatMoney(order.grandTotalCents),
    );
    throw new HttpError(400, message, [{ path: 'payment.type', message }]);
  }
  for (const d of [...details].sort((a, b) => Number(a.id) - Number(b.id))) {
    const taken = await debitPart(tx, order.customerId, Number(d.id), d.amount);
    // Unreachable while the rows are locked above; kept so a part can never go below zero.
    if (!taken) throw new HttpError(409, shopMessages.checkout.failed);
  }
  const n = await countOrderPayments(tx, order.id);
  return insertPayment(tx, {
    orderId: order.id,
    reference: `${order.magentoOrderId ?? order.id}-${n + 1}`,
    ...STORE_BALANCE_METHOD,
    amountCents: order.grandTotalCents,
    status: 'succeeded',
    details,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Gives back the balance of the order's store-balance payments (cancel effects of the state machine):
 * each detail returns to the part it came from, only parts of the order's own customer, locked in id
 * order. The payment becomes 'refunded', so a second cancel effect gives nothing back twice.
 */
export async function refundBalanceOfOrder(tx: Tx, order: OrderRow, now: Date) {
  const refunded = await refundStoreBalancePayments(tx, order.id, STORE_BALANCE_METHOD.methodType, now);
  const back = new Map<number, number>();
  for (const p of refunded) for (const d of p.details) back.set(Number(d.id), (back.get(Number(d.id)) ?? 0) + d.amount);
  for (const [id, amount] of [...back].sort((a, b) => a[0] - b[0])) {
    await creditPart(tx, order.customerId, id, amount);
  }
  return [...back.values()].reduce((s, a) => s + a, 0);
}
