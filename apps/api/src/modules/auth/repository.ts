import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@shop/db/client';
import { authThrottle, customers, knownDevices, sessions } from '@shop/db/schema/index';
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

/**
 * Locks the throttle rows of these keys (made first when missing, so a lock always has a row to hold), in key
 * order so that two attempts never wait on each other crosswise. Call inside a transaction.
 */
export async function lockThrottleRows(tx: DbOrTx, keys: string[], epoch: Date) {
  const sorted = [...new Set(keys)].sort();
  await tx
    .insert(authThrottle)
    .values(sorted.map((key) => ({ key, failures: 0, lastFailureAt: epoch })))
    .onConflictDoNothing();
  return tx
    .select()
    .from(authThrottle)
    .where(inArray(authThrottle.key, sorted))
    .orderBy(authThrottle.key)
    .for('update');
}

export async function updateThrottleRow(
  tx: DbOrTx,
  key: string,
  values: { failures: number; lastFailureAt: Date; blockedUntil: Date | null },
): Promise<void> {
  await tx.update(authThrottle).set(values).where(eq(authThrottle.key, key));
}

/**
 * Takes back one counted attempt that turned out to be a success; the wait it started (the count reached the
 * free attempts with it) ends too. Waits started by earlier failures stay.
 */
export async function releaseThrottleAttempt(db: DbOrTx, key: string, free: number): Promise<void> {
  await db
    .update(authThrottle)
    .set({
      failures: sql`greatest(${authThrottle.failures} - 1, 0)`,
      blockedUntil: sql`case when ${authThrottle.failures} - 1 < ${free} then null else ${authThrottle.blockedUntil} end`,
    })
    .where(eq(authThrottle.key, key));
}

export async function deleteThrottleKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** The customer of a known device (by the digest of its cookie), if the device is known to that account. */
export async function knownDeviceOf(db: DbOrTx, deviceId: string, email: string): Promise<number | null> {
  const [row] = await db
    .select({ customerId: knownDevices.customerId })
    .from(knownDevices)
    .innerJoin(customers, eq(customers.id, knownDevices.customerId))
    .where(and(eq(knownDevices.id, deviceId), sql`lower(${customers.email}) = ${email}`, isNull(customers.deletedAt)))
    .limit(1);
  return row?.customerId ?? null;
}

/** Records (or refreshes) a device that has just signed in to this customer's account. */
export async function rememberDevice(db: DbOrTx, deviceId: string, customerId: number, now: Date): Promise<void> {
  await db
    .insert(knownDevices)
    .values({ id: deviceId, customerId, createdAt: now, lastSignInAt: now })
    .onConflictDoUpdate({ target: knownDevices.id, set: { customerId, lastSignInAt: now } });
}

/** Forgets devices that have not signed in since `before`. */
export async function forgetDevicesIdleSince(db: DbOrTx, customerId: number, before: Date): Promise<void> {
  await db
    .delete(knownDevices)
    .where(and(eq(knownDevices.customerId, customerId), lt(knownDevices.lastSignInAt, before)));
}
