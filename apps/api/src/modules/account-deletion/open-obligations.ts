import type { DbOrTx } from '@shop/db/client';
import { deletionMessages, type DeletionCheck } from '@shop/contracts/account-deletion';
import { evaluateCredit } from '@shop/domain/credit';
import { mexicoDate } from '@shop/domain/mexico-dates';
import { findCreditData } from '../credit/public';
import { formatMoney } from '@shop/domain/money';
import { findUsableBalances } from '../balance/public';
import { findValidCoupons } from '../coupons/public';
import { countOrdersInProgress, countPayableOrderPayments, hasOpenCustomerPayments } from './repository';

/**
 * What the customer still owes or is owed, which must be shown before the account is deleted
 * (docs/decisions/0105-account-deletion.md).
 * - A CrediPrice credit that is not settled (the credit model of packages/domain/src/credit.ts decides).
 * - An order of hers waiting for a payment that can still be made (a transfer or cash reference not yet
 *   expired, a card payment waiting for 3-D Secure): once the account is gone she can no longer see it.
 * - Orders on their way or waiting to be collected: she could no longer follow them.
 * - What she would lose (issue 15, decision 0614): her store balance (with its amount) and her unused coupons.
 * - Customer payments still open on her customer orders (custom carts, e.g. installments of an order
 *   registered for a client): her clients still owe her, and she could no longer record what they pay.
 */
export async function openObligations(db: DbOrTx, customerId: number, now: Date): Promise<DeletionCheck['open_items']> {
  const today = mexicoDate(now);
  const { credits } = await findCreditData(db, customerId);
  const items: DeletionCheck['open_items'] = [];
  if (credits.some((c) => !evaluateCredit(c.terms, c.payments, today).liquidado))
    items.push({ kind: 'credit', message: deletionMessages.openCredit });
  const waiting = await countPayableOrderPayments(db, customerId, now);
  if (waiting > 0) items.push({ kind: 'order_payments', message: deletionMessages.openOrderPayments });
  const inProgress = await countOrdersInProgress(db, customerId);
  if (inProgress > 0)
    items.push({ kind: 'orders_in_progress', message: deletionMessages.ordersInProgress(inProgress) });
  const balance = (await findUsableBalances(db, customerId, today)).reduce((sum, p) => sum + p.balanceCents, 0);
  if (balance > 0) items.push({ kind: 'balance', message: deletionMessages.balanceLost(formatMoney(balance)) });
  const coupons = (await findValidCoupons(db, customerId, now)).length;
  if (coupons > 0) items.push({ kind: 'coupons', message: deletionMessages.couponsLost(coupons) });
  if (await hasOpenCustomerPayments(db, customerId)) {
    items.push({ kind: 'customer_payments', message: deletionMessages.openCustomerPayments });
  }
  return items;
}
