/**
 * Demo data of issue 6: socia@demo.mx's CrediPrice line with a credit in every list (payments made,
 * upcoming, future, active, settled; one overdue), her balance parts and coupons; nueva@demo.mx is
 * pre-authorized; cliente@demo.mx has no line. Dates are relative to the day the seed runs.
 */
import { inArray } from 'drizzle-orm';
import type { Clock } from '@shop/domain/clock';
import { periodDate } from '@shop/domain/credit';
import { addDays, mexicoDate, mexicoInstant } from '@shop/domain/mexico-dates';
import type { DbOrTx } from '../client';
import { createCoupon } from '../factories-coupons';
import { createPartialBalance } from '../factories-balance';
import { createCredit, createCreditLine, installmentsOf } from '../factories-credit';
import { customers } from '../schema/index';

export async function seedCredit(tx: DbOrTx, clock: Clock, accounts: { socia: string; nueva: string }) {
  const rows = await tx
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(inArray(customers.email, [accounts.socia, accounts.nueva]));
  const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
  const socia = idOf(accounts.socia);
  const today = mexicoDate(clock.now());
  const day = (n: number) => addDays(today, n);

  await seedActiveCreditLine(tx, clock, socia);
  await seedPreapprovedCreditLine(tx, idOf(accounts.nueva));

  await createPartialBalance(tx, {
    customerId: socia,
    type: 'SALDOS',
    storeId: '101',
    balanceCents: 35_000,
    expirationDate: day(180),
  });
  await createPartialBalance(tx, {
    customerId: socia,
    type: 'VALES',
    storeId: '102',
    balanceCents: 20_000,
    expirationDate: day(30),
  });
  await createPartialBalance(tx, {
    customerId: socia,
    type: 'NOTAS CREDITO',
    storeId: '101',
    balanceCents: 48_950,
    expirationDate: day(90),
  });
  await createPartialBalance(tx, {
    customerId: socia,
    type: 'VALES',
    storeId: '103',
    balanceCents: 15_000,
    expirationDate: day(-5),
  });

  const endOf = (date: string) => mexicoInstant(date, 23, 59);
  await createCoupon(tx, {
    customerId: socia,
    code: 'ENVIOGRATIS',
    ruleName: 'Envío gratis',
    ruleDescription: 'Envío a domicilio sin costo en tu siguiente pedido en línea.',
    discountType: 'free_shipping',
    discountValue: 0,
    minSubtotalCents: 0,
    expiresAt: endOf(day(7)),
  });
  await createCoupon(tx, {
    customerId: socia,
    code: 'TEMPORADA15',
    ruleName: '15% en calzado de temporada',
    ruleDescription: '15% de descuento en todo el calzado de la tienda en línea.',
    discountType: 'percent',
    discountValue: 15,
    minSubtotalCents: 0,
    category: 'calzado',
    expiresAt: mexicoInstant(day(20), 18, 30),
  });
  await createCoupon(tx, { customerId: socia, code: 'SOCIA100', expiresAt: endOf(day(45)) });
  await createCoupon(tx, {
    customerId: socia,
    code: 'BUENFIN20',
    ruleName: '20% de Buen Fin',
    ruleDescription: '20% de descuento en toda la tienda en línea.',
    discountType: 'percent',
    discountValue: 20,
    minSubtotalCents: 0,
    expiresAt: endOf(day(-3)),
  });
}

/** A pre-authorized CrediPrice line with nothing used yet (nueva@demo.mx's; the dev fixtures reuse it). */
export async function seedPreapprovedCreditLine(tx: DbOrTx, customerId: number) {
  await createCreditLine(tx, { customerId, statusCode: 1, limitCents: 0, preapprovedCents: 300_000 });
}

/** An active CrediPrice line with a credit in every list, one overdue (socia@demo.mx's; the dev fixtures reuse it). */
export async function seedActiveCreditLine(tx: DbOrTx, clock: Clock, customerId: number) {
  const day = (n: number) => addDays(mexicoDate(clock.now()), n);
  await createCreditLine(tx, { customerId, statusCode: 3, limitCents: 1_500_000 });
  // Overdue: weekly, paid the first installment only; three due dates have passed since.
  const overdue = { principalCents: 184_900, interestCents: 27_735, installments: 8 };
  await createCredit(tx, {
    customerId,
    description: 'Tenis blancos y bolsa de mano, Price Shoes Insurgentes',
    storeId: '101',
    startDate: day(-30),
    ...overdue,
    payments: [{ paidOn: day(-23), amountCents: installmentsOf(overdue)[0]! }],
  });
  // Up to date, next payment in two days (upcoming).
  const upcoming = { principalCents: 95_900, interestCents: 14_385, installments: 8 };
  await createCredit(tx, {
    customerId,
    description: 'Sandalias de plataforma, Price Shoes Guadalajara Centro',
    storeId: '102',
    startDate: day(-12),
    ...upcoming,
    payments: [{ paidOn: day(-5), amountCents: installmentsOf(upcoming)[0]! }],
  });
  // Monthly, first payment in about four weeks (future).
  await createCredit(tx, {
    customerId,
    description: 'Chamarra de piel y botas, Price Shoes Monterrey',
    storeId: '103',
    startDate: day(-3),
    periodo: 'Mensual',
    installments: 2,
    principalCents: 349_900,
    interestCents: 52_485,
  });
  // Settled inside the 28 interest-free days: two installments, then the rest of the capital.
  const early = { principalCents: 79_900, interestCents: 11_985, installments: 8 };
  const [e1, e2] = installmentsOf(early) as [number, number];
  await createCredit(tx, {
    customerId,
    description: 'Zapatos escolares, Price Shoes Puebla',
    storeId: '104',
    startDate: day(-60),
    ...early,
    payments: [
      { paidOn: day(-53), amountCents: e1 },
      { paidOn: day(-46), amountCents: e2 },
      { paidOn: day(-40), amountCents: early.principalCents - e1 - e2 },
    ],
  });
  // Settled by paying every fortnightly installment on its date.
  const fortnightly = { principalCents: 150_000, interestCents: 22_500, installments: 4 };
  await createCredit(tx, {
    customerId,
    description: 'Vestido y zapatillas de fiesta, Price Shoes León',
    storeId: '105',
    startDate: day(-100),
    periodo: 'Quincenal',
    ...fortnightly,
    payments: installmentsOf(fortnightly).map((amountCents, i) => ({
      paidOn: periodDate(day(-100), 'Quincenal', i + 1),
      amountCents,
    })),
  });
}
