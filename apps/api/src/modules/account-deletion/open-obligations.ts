import type { DbOrTx } from '@shop/db/client';
import type { DeletionCheck } from '@shop/contracts/account-deletion';

/**
 * What the customer still owes or is owed, which must be shown before the account is deleted
 * (docs/decisions/0105-account-deletion.md).
 *
 * EXTENSION POINT. The tables these answers come from do not exist yet:
 * - TODO(issue 6, CrediPrice): a credit with a balance to settle → { kind: 'credit', message: deletionMessages.openCredit }.
 * - TODO(custom carts / customer orders of the reseller area, not yet assigned): an order with customer
 *   payments still open → { kind: 'customer_payments', message: deletionMessages.openCustomerPayments }.
 * Each check is one indexed query by the customer's id added here; the API, the 409 and the web warnings
 * already handle a non-empty answer.
 */
export async function openObligations(_db: DbOrTx, _customerId: number): Promise<DeletionCheck['open_items']> {
  return [];
}
