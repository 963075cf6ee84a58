import { randomBytes } from 'node:crypto';
import type { Clock } from '@shop/domain/clock';
import type { DbOrTx } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { deleteExpiredCreditTokens, insertCreditToken, prepareCustomerForCreditToken } from './repository';
import { tokenDigest } from '../../lib/token-digest';

/** Credit tokens live 15 minutes; the web app caches one until `expire_in` runs out (spec §7). */
export const CREDIT_TOKEN_TTL_SECONDS = 15 * 60;

/** A looked-up token is trusted from memory for up to this long (never past its own expiry). */
export const TOKEN_CACHE_MS = 30_000;
const TOKEN_CACHE_MAX = 10_000;

/**
 * Bearer tokens of the credit service, bound to one customer; only their hash is stored. Every credit
 * call checks its token, so a found token is kept in memory for 30 s (bounded by its expiry): the credit
 * summary and list then need a single query. Tokens are never revoked before they expire, so the cache
 * only delays noticing a deleted account by those 30 s.
 */
export function createCreditTokenStore(db: DbOrTx, clock: Clock) {
  const cache = new Map<string, { customer: CustomerRow; until: number }>();
  // Built once and prepared, like the session lookup (docs/decisions/0008-request-overhead.md).
  const customerForToken = prepareCustomerForCreditToken(db);
  return {
    async issue(customerId: number): Promise<{ token: string; expire_in: number }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await deleteExpiredCreditTokens(db, customerId, now);
      await insertCreditToken(db, {
        id: tokenDigest(token),
        customerId,
        expiresAt: new Date(now.getTime() + CREDIT_TOKEN_TTL_SECONDS * 1000),
      });
      return { token, expire_in: CREDIT_TOKEN_TTL_SECONDS };
    },
    /** The customer a live token belongs to, or null (unknown, expired, or the account was deleted). */
    async customerFor(token: string): Promise<CustomerRow | null> {
      const id = tokenDigest(token);
      const now = clock.now();
      const hit = cache.get(id);
      if (hit && hit.until > now.getTime()) return hit.customer;
      cache.delete(id);
      const [row] = await customerForToken.execute({ id, now: now.toISOString() });
      if (!row) return null;
      if (cache.size >= TOKEN_CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(id, {
        customer: row.customer,
        until: Math.min(row.expiresAt.getTime(), now.getTime() + TOKEN_CACHE_MS),
      });
      return row.customer;
    },
  };
}
export type CreditTokenStore = ReturnType<typeof createCreditTokenStore>;
