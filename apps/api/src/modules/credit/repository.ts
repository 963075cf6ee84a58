import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { creditApplications, creditLines, creditPayments, creditPromiseItems, creditPromises, credits } from '@shop/db/schema/index';
import type { CreditPayment, CreditTerms } from '@shop/domain/credit';

export interface StoredCredit {
  terms: CreditTerms;
  description: string;
  payments: CreditPayment[];
}

/** Every credit of one customer with its payments: two indexed reads, whatever the number of credits. */
export async function findCredits(db: DbOrTx, customerId: number): Promise<StoredCredit[]> {
  const [rows, payments] = await Promise.all([
    db.select().from(credits).where(eq(credits.customerId, customerId)).orderBy(asc(credits.id)),
    db
      .select({ creditId: creditPayments.creditId, paidOn: creditPayments.paidOn, amountCents: creditPayments.amountCents, kind: creditPayments.kind })
      .from(creditPayments)
      .where(eq(creditPayments.customerId, customerId)),
  ]);
  const byCredit = new Map<number, CreditPayment[]>();
  for (const p of payments) {
    const list = byCredit.get(p.creditId) ?? [];
    list.push({ date: p.paidOn, amount: p.amountCents, kind: p.kind });
    byCredit.set(p.creditId, list);
  }
  return rows.map((c) => ({
    terms: {
      id: String(c.id),
      startDate: c.startDate,
      periodo: c.periodo,
      installments: c.installments,
      principal: c.principalCents,
      interest: c.interestCents,
      lateRateBps: c.lateRateBps,
    },
    description: c.description,
    payments: byCredit.get(c.id) ?? [],
  }));
}

export async function findLine(db: DbOrTx, customerId: number) {
  const [line] = await db.select().from(creditLines).where(eq(creditLines.customerId, customerId));
  return line ?? null;
}

export interface NewPromise {
  customerId: number;
  totalCents: number;
  references: { datalogic: string; bbva: string; tienda: string };
  createdAt: Date;
  validUntil: Date;
  items: { creditId: number; amountCents: number }[];
}

export async function insertPromise(db: DbOrTx, p: NewPromise) {
  const [row] = await db
    .insert(creditPromises)
    .values({
      customerId: p.customerId,
      totalCents: p.totalCents,
      datalogicReference: p.references.datalogic,
      bbvaReference: p.references.bbva,
      storeReference: p.references.tienda,
      createdAt: p.createdAt,
      validUntil: p.validUntil,
    })
    .returning();
  await db.insert(creditPromiseItems).values(p.items.map((i) => ({ promiseId: row!.id, ...i })));
  return row!;
}

/** The latest promise of the customer that can still be paid at `now`. */
export async function findValidPromise(db: DbOrTx, customerId: number, now: Date) {
  const [row] = await db
    .select()
    .from(creditPromises)
    .where(and(eq(creditPromises.customerId, customerId), gt(creditPromises.validUntil, now)))
    .orderBy(desc(creditPromises.createdAt), desc(creditPromises.id))
    .limit(1);
  return row ?? null;
}

export async function findApplication(db: DbOrTx, customerId: number) {
  const [row] = await db.select().from(creditApplications).where(eq(creditApplications.customerId, customerId)).orderBy(desc(creditApplications.id)).limit(1);
  return row ?? null;
}
