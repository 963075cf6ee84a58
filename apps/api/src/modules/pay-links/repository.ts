import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { contacts, paymentReports, statementPayments } from '@shop/db/schema/index';

/**
 * Payments from a statement link and reports of payments made elsewhere (decisions 0771, 0772). Reads of the
 * client's side carry the link's member and contact in the WHERE; the socia's carry her member id.
 */

export async function insertStatementPayment(db: DbOrTx, values: typeof statementPayments.$inferInsert) {
  const [row] = await db.insert(statementPayments).values(values).returning();
  return row!;
}

export async function setProviderId(db: DbOrTx, paymentId: string, providerId: string) {
  await db.update(statementPayments).set({ providerId }).where(eq(statementPayments.paymentId, paymentId));
}

export async function setPaymentStatus(db: DbOrTx, paymentId: string, status: 'expired' | 'failed') {
  await db
    .update(statementPayments)
    .set({ status })
    .where(and(eq(statementPayments.paymentId, paymentId), eq(statementPayments.status, 'pending')));
}

/** Marks the payment confirmed unless it already was: the row when this call made it so (exactly one caller wins). */
export async function markConfirmed(db: DbOrTx, paymentId: string, at: Date) {
  const [row] = await db
    .update(statementPayments)
    .set({ status: 'succeeded', confirmedAt: at })
    .where(and(eq(statementPayments.paymentId, paymentId), sql`${statementPayments.status} <> 'succeeded'`))
    .returning();
  return row;
}

export async function setSplit(db: DbOrTx, paymentId: string, applied: number, surplus: number) {
  await db
    .update(statementPayments)
    .set({ appliedCents: applied, surplusCents: surplus })
    .where(eq(statementPayments.paymentId, paymentId));
}

export async function findByProviderId(db: DbOrTx, providerId: string) {
  const [row] = await db.select().from(statementPayments).where(eq(statementPayments.providerId, providerId));
  return row;
}

/** One payment of the client a link names. */
export async function findClientPayment(db: DbOrTx, memberId: number, contactId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(statementPayments)
    .where(
      and(
        eq(statementPayments.paymentId, paymentId),
        eq(statementPayments.memberId, memberId),
        eq(statementPayments.contactId, contactId),
      ),
    );
  return row;
}

/** The client's latest payments through her links (open or done, not the abandoned card forms). */
export function latestClientPayments(db: DbOrTx, memberId: number, contactId: string, limit: number) {
  return db
    .select()
    .from(statementPayments)
    .where(and(eq(statementPayments.memberId, memberId), eq(statementPayments.contactId, contactId)))
    .orderBy(desc(statementPayments.createdAt))
    .limit(limit);
}

export async function insertReport(db: DbOrTx, values: typeof paymentReports.$inferInsert) {
  const [row] = await db.insert(paymentReports).values(values).returning({ reportId: paymentReports.reportId });
  return row!;
}

/** Sets the photo of a pending report of the client that has none yet; false otherwise. */
export async function setReportPhoto(
  db: DbOrTx,
  where: { memberId: number; contactId: string; reportId: string },
  photo: Uint8Array,
) {
  const rows = await db
    .update(paymentReports)
    .set({ photo })
    .where(
      and(
        eq(paymentReports.reportId, where.reportId),
        eq(paymentReports.memberId, where.memberId),
        eq(paymentReports.contactId, where.contactId),
        eq(paymentReports.status, 'pending'),
        sql`${paymentReports.photo} is null`,
      ),
    )
    .returning({ id: paymentReports.reportId });
  return rows.length > 0;
}

export function latestClientReports(db: DbOrTx, memberId: number, contactId: string, limit: number) {
  return db
    .select({
      reportId: paymentReports.reportId,
      amountCents: paymentReports.amountCents,
      paidDate: paymentReports.paidDate,
      status: paymentReports.status,
    })
    .from(paymentReports)
    .where(and(eq(paymentReports.memberId, memberId), eq(paymentReports.contactId, contactId)))
    .orderBy(desc(paymentReports.createdAt))
    .limit(limit);
}

/** Her pending reports, oldest first, with the client's name. */
export function pendingReportsOf(db: DbOrTx, memberId: number, limit: number) {
  return db
    .select({
      reportId: paymentReports.reportId,
      contactId: paymentReports.contactId,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      amountCents: paymentReports.amountCents,
      paidDate: paymentReports.paidDate,
      trackingKey: paymentReports.trackingKey,
      hasPhoto: sql<boolean>`${paymentReports.photo} is not null`,
      createdAt: paymentReports.createdAt,
    })
    .from(paymentReports)
    .innerJoin(contacts, eq(contacts.contactId, paymentReports.contactId))
    .where(and(eq(paymentReports.memberId, memberId), eq(paymentReports.status, 'pending')))
    .orderBy(paymentReports.createdAt)
    .limit(limit);
}

/** Locks one of her pending reports for a decision. */
export async function lockPendingReport(db: DbOrTx, memberId: number, reportId: string) {
  const [row] = await db
    .select()
    .from(paymentReports)
    .where(
      and(
        eq(paymentReports.reportId, reportId),
        eq(paymentReports.memberId, memberId),
        inArray(paymentReports.status, ['pending']),
      ),
    )
    .for('update');
  return row;
}

export async function decideReport(
  db: DbOrTx,
  reportId: string,
  values: { status: 'confirmed' | 'rejected'; appliedCents: number; decidedAt: Date },
) {
  await db.update(paymentReports).set(values).where(eq(paymentReports.reportId, reportId));
}

export async function reportPhoto(db: DbOrTx, memberId: number, reportId: string) {
  const [row] = await db
    .select({ photo: paymentReports.photo })
    .from(paymentReports)
    .where(and(eq(paymentReports.reportId, reportId), eq(paymentReports.memberId, memberId)));
  return row?.photo ?? null;
}

/** The client's name as the socia keeps it (for her notice and her movement). */
export async function contactName(db: DbOrTx, contactId: string) {
  const [c] = await db
    .select({ firstName: contacts.firstName, lastName: contacts.lastName })
    .from(contacts)
    .where(eq(contacts.contactId, contactId));
  return c ? `${c.firstName} ${c.lastName}`.trim() : null;
}
