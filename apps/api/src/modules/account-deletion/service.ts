import { deletionMessages, type AccountDeletionBody } from '@shop/contracts/account-deletion';
import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { HttpError } from '../../lib/http-errors';
import { lockCustomer } from '../customers/public';
import { accountKey } from '../auth/throttle';
import { resetEmailKey } from '../password-reset/service';
import { openObligations } from './open-obligations';
import { anonymiseCustomer, insertAccountDeletion } from './repository';

/**
 * Account deletion (docs/decisions/0105-account-deletion.md). The customer row stays, anonymised, so that
 * orders (issue 4/5) keep their reference and the shop keeps the history it must; everything personal is
 * removed or overwritten in one transaction, and every session ends in it.
 */
export function createAccountDeletionService(deps: { db: Db; clock: Clock }) {
  const obligations = openObligations;
  return {
    async check(customer: CustomerRow) {
      return { open_items: await obligations(deps.db, customer.id, deps.clock.now()) };
    },

    async delete(customer: CustomerRow, body: AccountDeletionBody) {
      const now = deps.clock.now();
      const blocked = await deps.db.transaction(async (tx) => {
        await lockCustomer(tx, customer.id);
        const open = await obligations(tx, customer.id, deps.clock.now());
        if (open.length > 0 && !body.acknowledge_open_items) return open;
        await anonymiseCustomer(
          tx,
          customer.id,
          [accountKey(customer.email), `password-change:${customer.id}`, resetEmailKey(customer.email)],
          now,
        );
        await insertAccountDeletion(tx, {
          customerId: customer.id,
          reason: body.reason,
          detail: body.reason === 4 && body.detail ? body.detail : null,
          createdAt: now,
        });
        return null;
      });
      if (blocked) {
        throw new HttpError(
          409,
          deletionMessages.openItems,
          blocked.map((item) => ({ path: item.kind, message: item.message })),
        );
      }
    },
  };
}
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
