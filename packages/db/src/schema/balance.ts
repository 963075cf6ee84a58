import { bigint, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { stores } from './stores';

/** One part of a customer's balance (reseller-area §3): store balance, vouchers or credit notes, in centavos. */
export const partialBalances = pgTable(
  'partial_balances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['SALDOS', 'VALES', 'NOTAS CREDITO'] }).notNull(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    /** Last Mexico City day on which it can be used. */
    expirationDate: date('expiration_date').notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('partial_balances_customer_idx').on(t.customerId, t.expirationDate)],
);
