import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@shop/db/client';
import { authThrottle, customers, sessions } from '@shop/db/schema/index';
import type { CustomerRow } from '@shop/db/schema/customers';

/** The live (not deleted) account with this e-mail, compared in lower case. */
export async function findCustomerByEmail(db: DbOrTx, email: string): Promise<CustomerRow | null> {
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(sql`lower(${customers.email}) = ${email}`, isNull(customers.deletedAt)))
    .limit(1);
  return customer ?? null;
}

/** A live account already holding this e-mail or this mobile phone, if any. */
export async function findContactTaken(db: DbOrTx, email: string, mobileTelephone: string) {
  const [taken] = await db
    .select({ email: customers.email, phone: customers.mobileTelephone })
    .from(customers)
    .where(
      and(
        isNull(customers.deletedAt),
        sql`(lower(${customers.email}) = ${email} or ${customers.mobileTelephone} = ${mobileTelephone})`,
      ),
    )
    .limit(1);
  return taken ?? null;
}

/**
 * A new customer account with exactly what the person gave: the next customer number is both its
 * customer_id and its username (not a member, so no role and no affiliation).
 */
export async function insertCustomer(
  db: DbOrTx,
  values: {
    email: string;
    passwordHash: string;
    firstname: string;
    lastname: string;
    motherLastName: string | null;
    mobileTelephone: string;
  },
): Promise<CustomerRow> {
  const [number] = await queryRows<{ customer_id: string }>(
    db,
    sql`select nextval('customer_number_seq')::text as customer_id`,
  );
  const customerId = number!.customer_id;
  const [row] = await db
    .insert(customers)
    .values({ ...values, customerId, username: customerId, dob: null, role: null })
    .returning();
  return row!;
}

/**
 * The live customer of an unexpired session, looked up by the session id's digest. Every guarded request runs
 * it, so it is built once per store and prepared (one named statement per pooled connection on PostgreSQL).
 */
export const prepareCustomerForSession = (db: DbOrTx) =>
  db
    .select({ customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(customers.deletedAt),
      ),
    )
    .limit(1)
    .prepare('session_customer');

export async function insertSession(
  db: DbOrTx,
  values: { id: string; customerId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function deleteSession(db: DbOrTx, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** The ids (digests) of every session of this customer. */
export const sessionIdsOfCustomer = (db: DbOrTx, customerId: number) =>
  db.select({ id: sessions.id }).from(sessions).where(eq(sessions.customerId, customerId));

/** Deletes one session of this customer. */
export async function deleteCustomerSession(db: DbOrTx, customerId: number, id: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.id, id), eq(sessions.customerId, customerId)));
}

export async function deleteSessionsExpiredBefore(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export const throttleRows = (db: DbOrTx, keys: string[]) =>
  db.select().from(authThrottle).where(inArray(authThrottle.key, keys));

/** Counts one more failure for this key (restarting at 1 after the window) and returns the count. */
export async function countThrottleFailure(db: DbOrTx, key: string, now: Date, windowStart: Date): Promise<number> {
  const [row] = await queryRows<{ failures: number }>(
    db,
    sql`insert into auth_throttle (key, failures, last_failure_at)
        values (${key}, 1, ${now.toISOString()}::timestamptz)
        on conflict (key) do update set
          failures = case when auth_throttle.last_failure_at < ${windowStart.toISOString()}::timestamptz
                          then 1 else auth_throttle.failures + 1 end,
          last_failure_at = excluded.last_failure_at
        returning failures`,
  );
  return row?.failures ?? 1;
}

export async function blockThrottleKeyUntil(db: DbOrTx, key: string, until: Date): Promise<void> {
  await db
    .update(authThrottle)
    .set({ blockedUntil: until })
    .where(sql`${authThrottle.key} = ${key}`);
}

export async function deleteThrottleKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(authThrottle).where(sql`${authThrottle.key} = ${key}`);
}
