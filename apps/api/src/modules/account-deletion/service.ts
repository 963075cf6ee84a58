import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { deletionMessages, type AccountDeletionBody } from '@shop/contracts/account-deletion';
import type { Clock } from '@shop/domain/clock';
import type { Db, DbOrTx } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import {
  accountDeletions,
  authThrottle,
  customerAddresses,
  customers,
  customStores,
  oneTimeCodes,
  sessions,
  stockAlertPreferences,
  stockAlertSubscriptions,
} from '@shop/db/schema/index';
import { HttpError } from '../../lib/http-errors';
import { lockCustomer } from '../customers/repository';
import { accountKey } from '../auth/throttle';
import { openObligations } from './open-obligations';

/** The address an anonymised account keeps: unique, and never deliverable (.invalid is reserved). */
export const anonymisedEmail = (id: number) => `cuenta-eliminada-${id}@anonimo.invalid`;

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
        await anonymise(tx, customer, now);
        await tx.insert(accountDeletions).values({
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

async function anonymise(tx: DbOrTx, customer: CustomerRow, now: Date) {
  const customerId = customer.id;
  await tx.delete(sessions).where(eq(sessions.customerId, customerId));
  // Throttling counters are keyed by the e-mail: they go too.
  await tx
    .delete(authThrottle)
    .where(inArray(authThrottle.key, [accountKey(customer.email), `password-change:${customerId}`]));
  await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.customerId, customerId));
  await tx.delete(stockAlertSubscriptions).where(eq(stockAlertSubscriptions.customerId, customerId));
  await tx.delete(stockAlertPreferences).where(eq(stockAlertPreferences.customerId, customerId));
  // The public personalised store shows the member's name, phone, e-mail and photo.
  await tx.delete(customStores).where(eq(customStores.customerId, customerId));
  await tx
    .update(customers)
    .set({
      email: anonymisedEmail(customerId),
      // Not an argon2 hash: no password can ever match it.
      passwordHash: `!deleted:${randomBytes(16).toString('hex')}`,
      firstname: 'Cuenta',
      lastname: 'eliminada',
      motherLastName: null,
      mobileTelephone: null,
      dob: null,
      favoriteStoreId: null,
      deliverHome: true,
      pickupInStore: false,
      clientMode: false,
      earningsMargin: null,
      deletedInApp: '1',
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(customers.id, customerId));
}
