import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@shop/db/client';
import {
  accountDeletions,
  authThrottle,
  customerAddresses,
  customers,
  customCartPayments,
  customCarts,
  customStores,
  oneTimeCodes,
  orders,
  passwordResets,
  payments,
  sessions,
  stockAlertPreferences,
  stockAlertSubscriptions,
} from '@shop/db/schema/index';

/** The address an anonymised account keeps: unique, and never deliverable (.invalid is reserved). */
export const anonymisedEmail = (id: number) => `cuenta-eliminada-${id}@anonimo.invalid`;

/**
 * How many payments of the customer's open orders can still be made: a transfer or cash reference not yet
 * expired, a card payment waiting for 3-D Secure.
 */
export async function countPayableOrderPayments(db: DbOrTx, customerId: number, now: Date): Promise<number> {
  const [waiting] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${payments} join ${orders} on ${orders.id} = ${payments.orderId}
         where ${and(
           eq(orders.customerId, customerId),
           inArray(orders.status, ['created', 'pending']),
           inArray(payments.status, ['pending', 'requires_action']),
           or(isNull(payments.expiresAt), gt(payments.expiresAt, now)),
         )}`,
  );
  return waiting?.n ?? 0;
}

/** How many of her orders are on their way or waiting to be collected (or refunded): she could no longer follow them. */
export async function countOrdersInProgress(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${orders}
         where ${and(
           eq(orders.customerId, customerId),
           inArray(orders.status, ['confirmed', 'shipped', 'ready', 'scheduled', 'canceled_refund_pending']),
         )}`,
  );
  return row?.n ?? 0;
}

export async function insertAccountDeletion(db: DbOrTx, values: typeof accountDeletions.$inferInsert) {
  await db.insert(accountDeletions).values(values);
}

/**
 * Removes or overwrites everything personal of the customer: her sessions, her throttling counters (keyed by
 * her e-mail, given as `throttleKeys`), addresses, codes, stock alerts, personalised store, and her own row.
 */
export async function anonymiseCustomer(db: DbOrTx, customerId: number, throttleKeys: string[], now: Date) {
  await db.delete(sessions).where(eq(sessions.customerId, customerId));
  await db.delete(authThrottle).where(inArray(authThrottle.key, throttleKeys));
  await db.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.customerId, customerId));
  await db.delete(passwordResets).where(eq(passwordResets.customerId, customerId));
  await db.delete(stockAlertSubscriptions).where(eq(stockAlertSubscriptions.customerId, customerId));
  await db.delete(stockAlertPreferences).where(eq(stockAlertPreferences.customerId, customerId));
  // The public personalised store shows the member's name, phone, e-mail and photo.
  await db.delete(customStores).where(eq(customStores.customerId, customerId));
  await db
    .update(customers)
    .set({
      email: anonymisedEmail(customerId),
      // Not an argon2 hash: no password can ever match it.
      passwordHash: `!deleted:${randomBytes(16).toString('hex')}`,
      firstname: 'Cuenta',
      lastname: 'eliminada',
      motherLastName: null,
      mobileTelephone: null,
      dob: null,
      favoriteStoreId: null,
      deliverHome: true,
      pickupInStore: false,
      clientMode: false,
      earningsMargin: null,
      deletedInApp: '1',
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(customers.id, customerId));
}

/**
 * Whether a payment of her customer orders is still open (index custom_cart_payments_member_open_idx); the planned
 * payments of an order still being registered (a draft, decision 0532) do not count.
 */
export async function hasOpenCustomerPayments(db: DbOrTx, memberId: number): Promise<boolean> {
  const [owed] = await db
    .select({ id: customCartPayments.paymentId })
    .from(customCartPayments)
    .innerJoin(
      customCarts,
      and(
        eq(customCarts.cartId, customCartPayments.cartId),
        eq(customCarts.memberId, memberId),
        eq(customCarts.draft, false),
      ),
    )
    .where(and(eq(customCartPayments.memberId, memberId), eq(customCartPayments.status, 'open')))
    .limit(1);
  return owed !== undefined;
}
