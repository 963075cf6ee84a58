import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { shopMessages } from '@shop/contracts/shop-messages';
import { mexicoDate } from '@shop/domain/mexico-dates';
import { formatMoney } from '@shop/domain/money';
import type { Tx } from '@shop/db/client';
import { queryRows } from '@shop/db/client';
import { partialBalances, payments, type OrderRow, type PaymentRow } from '@shop/db/schema/index';
import { HttpError } from '../../lib/http-errors';

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
  const parts = await tx
    .select({
      id: partialBalances.id,
      type: partialBalances.type,
      expirationDate: partialBalances.expirationDate,
      balanceCents: partialBalances.balanceCents,
    })
    .from(partialBalances)
    .where(
      and(
        eq(partialBalances.customerId, order.customerId),
        gte(partialBalances.expirationDate, today),
        sql`${partialBalances.balanceCents} > 0`,
      ),
    )
    .orderBy(asc(partialBalances.id))
    .for('update');
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
    const taken = await tx
      .update(partialBalances)
      .set({ balanceCents: sql`${partialBalances.balanceCents} - ${d.amount}` })
      .where(
        and(
          eq(partialBalances.id, Number(d.id)),
          eq(partialBalances.customerId, order.customerId),
          sql`${partialBalances.balanceCents} >= ${d.amount}`,
        ),
      )
      .returning({ id: partialBalances.id });
    // Unreachable while the rows are locked above; kept so a part can never go below zero.
    if (taken.length === 0) throw new HttpError(409, shopMessages.checkout.failed);
  }
  const [n] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from payments where order_id = ${order.id}`,
  );
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      reference: `${order.magentoOrderId ?? order.id}-${(n?.n ?? 0) + 1}`,
      ...STORE_BALANCE_METHOD,
      amountCents: order.grandTotalCents,
      status: 'succeeded',
      details,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/**
 * Gives back the balance of the order's store-balance payments (cancel effects of the state machine):
 * each detail returns to the part it came from, only parts of the order's own customer, locked in id
 * order. The payment becomes 'refunded', so a second cancel effect gives nothing back twice.
 */
export async function refundBalanceOfOrder(tx: Tx, order: OrderRow, now: Date) {
  const refunded = await tx
    .update(payments)
    .set({ status: 'refunded', updatedAt: now })
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.methodType, STORE_BALANCE_METHOD.methodType),
        inArray(payments.status, ['succeeded']),
      ),
    )
    .returning({ details: payments.details });
  const back = new Map<number, number>();
  for (const p of refunded) for (const d of p.details) back.set(Number(d.id), (back.get(Number(d.id)) ?? 0) + d.amount);
  for (const [id, amount] of [...back].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(partialBalances)
      .set({ balanceCents: sql`${partialBalances.balanceCents} + ${amount}` })
      .where(and(eq(partialBalances.id, id), eq(partialBalances.customerId, order.customerId)));
  }
  return [...back.values()].reduce((s, a) => s + a, 0);
}
