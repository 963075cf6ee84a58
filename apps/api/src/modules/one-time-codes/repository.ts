import { and, desc, eq, gt, isNull, like, lt, ne, notLike, sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { customers, oneTimeCodes } from '@shop/db/schema/index';

export type Channel = 'sms' | 'email';

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

/**
 * Which codes a limit counts (decision 0533): her own profile codes, the codes she asked for her clients' phones
 * (destination `contact:<phone>`), or those of one client phone.
 */
export type CodeBucket = { kind: 'profile' } | { kind: 'contacts' } | { kind: 'contact'; destination: string };

const CONTACT_PREFIX = 'contact:%';

/** Codes of one bucket the customer asked for since `since`, newest first (index one_time_codes_customer_created_idx). */
export function codesSince(db: DbOrTx, customerId: number, since: Date, bucket: CodeBucket) {
  return db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.customerId, customerId),
        gt(oneTimeCodes.createdAt, since),
        bucket.kind === 'profile'
          ? notLike(oneTimeCodes.destination, CONTACT_PREFIX)
          : bucket.kind === 'contacts'
            ? like(oneTimeCodes.destination, CONTACT_PREFIX)
            : eq(oneTimeCodes.destination, bucket.destination),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt));
}

/** The customer's newest code: only it can be validated; a new code replaces the older ones. */
export async function latestCode(db: DbOrTx, customerId: number): Promise<OneTimeCodeRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.customerId, customerId))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row ?? null;
}

export async function expireOpenCodes(db: DbOrTx, customerId: number, now: Date) {
  await db
    .update(oneTimeCodes)
    .set({ expiresAt: now })
    .where(
      and(eq(oneTimeCodes.customerId, customerId), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, now)),
    );
}

export async function insertCode(db: DbOrTx, values: typeof oneTimeCodes.$inferInsert) {
  const [row] = await db.insert(oneTimeCodes).values(values).returning({ id: oneTimeCodes.id });
  return row!;
}

export async function recordFailedAttempt(db: DbOrTx, id: number) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(eq(oneTimeCodes.id, id))
    .returning({ failedAttempts: oneTimeCodes.failedAttempts });
  return row?.failedAttempts ?? 0;
}

export async function markValidated(db: DbOrTx, id: number, now: Date, tokenHash: string, tokenExpiresAt: Date) {
  await db.update(oneTimeCodes).set({ consumedAt: now, tokenHash, tokenExpiresAt }).where(eq(oneTimeCodes.id, id));
}

/** The live profile-update token of this customer, locked until the transaction ends. */
export async function findLiveToken(
  db: DbOrTx,
  customerId: number,
  tokenHash: string,
  now: Date,
): Promise<OneTimeCodeRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.tokenHash, tokenHash),
        eq(oneTimeCodes.customerId, customerId),
        isNull(oneTimeCodes.tokenUsedAt),
        gt(oneTimeCodes.tokenExpiresAt, now),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function markTokenUsed(db: DbOrTx, id: number, now: Date) {
  await db.update(oneTimeCodes).set({ tokenUsedAt: now }).where(eq(oneTimeCodes.id, id));
}

/** Codes older than a day serve no rule any more (the hourly limit looks back one hour): dropped. */
export async function purgeOldCodes(db: DbOrTx, customerId: number, before: Date) {
  await db.delete(oneTimeCodes).where(and(eq(oneTimeCodes.customerId, customerId), lt(oneTimeCodes.createdAt, before)));
}

/** Is this phone or e-mail already used by another (not deleted) customer than this one? */
export async function contactTakenByAnotherCustomer(
  db: DbOrTx,
  customerId: number,
  channel: Channel,
  destination: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        isNull(customers.deletedAt),
        ne(customers.id, customerId),
        channel === 'sms'
          ? sql`${customers.mobileTelephone} = ${destination}`
          : sql`lower(${customers.email}) = ${destination}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
