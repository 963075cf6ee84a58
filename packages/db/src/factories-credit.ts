/** Factories of the CrediPrice tables, shared by the demo seed and the tests. Money in centavos. */
import { INSTALLMENTS_BY_PERIODO, installmentAmounts, type Periodo } from '@shop/domain/credit';
import type { DbOrTx } from './client';
import { creditLines, creditPayments, credits } from './schema/index';

export type NewCreditLine = Partial<typeof creditLines.$inferInsert> & { customerId: number };
export async function createCreditLine(db: DbOrTx, values: NewCreditLine) {
  const [row] = await db
    .insert(creditLines)
    .values({ statusCode: 3, limitCents: 1_500_000, ...values })
    .returning();
  return row!;
}

export type CreditRow = typeof credits.$inferSelect;
export type NewCredit = Partial<Omit<typeof credits.$inferInsert, 'id'>> & {
  customerId: number;
  startDate: string;
  /** Payments to record; `installmentsPaid` adds one on each of the first n due dates instead. */
  payments?: { paidOn: string; amountCents: number; kind?: 'pago' | 'bonificacion' }[];
};

/** A credit: weekly over 8 installments, a $1,299.00 purchase with 15% financing and 10% moratorio by default. */
export async function createCredit(db: DbOrTx, values: NewCredit): Promise<CreditRow> {
  const { payments = [], ...rest } = values;
  const periodo: Periodo = rest.periodo ?? 'Semanal';
  const principalCents = rest.principalCents ?? 129_900;
  const [row] = await db
    .insert(credits)
    .values({
      description: 'Botines de piel para dama, Price Shoes Insurgentes',
      periodo,
      installments: INSTALLMENTS_BY_PERIODO[periodo],
      principalCents,
      interestCents: Math.round((principalCents * 15) / 100),
      lateRateBps: 1000,
      ...rest,
    })
    .returning();
  if (payments.length > 0) {
    await db.insert(creditPayments).values(
      payments.map((p) => ({
        creditId: row!.id,
        customerId: row!.customerId,
        paidOn: p.paidOn,
        amountCents: p.amountCents,
        kind: p.kind ?? 'pago',
      })),
    );
  }
  return row!;
}

/** The installment amounts of a credit row (for tests and seeds that pay "one installment"). */
export function installmentsOf(credit: Pick<CreditRow, 'principalCents' | 'interestCents' | 'installments'>): number[] {
  return installmentAmounts(credit.principalCents + credit.interestCents, credit.installments);
}
