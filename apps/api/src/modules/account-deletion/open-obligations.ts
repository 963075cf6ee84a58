import type { DbOrTx } from '@shop/db/client';
import { deletionMessages, type DeletionCheck } from '@shop/contracts/account-deletion';
import { evaluateCredit } from '@shop/domain/credit';
import { mexicoDate } from '@shop/domain/mexico-dates';
import { findCreditData } from '../credit/repository';

/**
 * What the customer still owes or is owed, which must be shown before the account is deleted
 * (docs/decisions/0105-account-deletion.md).
 * - A CrediPrice credit that is not settled (the credit model of packages/domain/src/credit.ts decides).
 * - TODO(custom carts / customer orders of the reseller area, not yet assigned to an issue): an order with
 *   customer payments still open → { kind: 'customer_payments', message: deletionMessages.openCustomerPayments }.
 */
export async function openObligations(db: DbOrTx, customerId: number, now: Date): Promise<DeletionCheck['open_items']> {
  const today = mexicoDate(now);
  const { credits } = await findCreditData(db, customerId);
  const open = credits.some((c) => !evaluateCredit(c.terms, c.payments, today).liquidado);
  return open ? [{ kind: 'credit', message: deletionMessages.openCredit }] : [];
}
