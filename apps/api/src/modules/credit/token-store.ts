import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Clock } from '@shop/domain/clock';
import type { DbOrTx } from '@shop/db/client';
import { creditTokens, customers } from '@shop/db/schema/index';

/** Credit tokens live 15 minutes; the web app caches one until `expire_in` runs out (spec §7). */
export const CREDIT_TOKEN_TTL_SECONDS = 15 * 60;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Bearer tokens of the credit service, bound to one customer; only their hash is stored. */
export function createCreditTokenStore(db: DbOrTx, clock: Clock) {
  return {
    async issue(customerId: number): Promise<{ token: string; expire_in: number }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.delete(creditTokens).where(and(eq(creditTokens.customerId, customerId), lt(creditTokens.expiresAt, now)));
      await db.insert(creditTokens).values({ id: digest(token), customerId, expiresAt: new Date(now.getTime() + CREDIT_TOKEN_TTL_SECONDS * 1000) });
      return { token, expire_in: CREDIT_TOKEN_TTL_SECONDS };
    },
    /** The customer a live token belongs to, or null (unknown, expired, or the account was deleted). */
    async customerFor(token: string) {
      const [row] = await db
        .select({ customer: customers })
        .from(creditTokens)
        .innerJoin(customers, eq(customers.id, creditTokens.customerId))
        .where(and(eq(creditTokens.id, digest(token)), gt(creditTokens.expiresAt, clock.now()), isNull(customers.deletedAt)))
        .limit(1);
      return row?.customer ?? null;
    },
  };
}
export type CreditTokenStore = ReturnType<typeof createCreditTokenStore>;
