import { eq } from 'drizzle-orm';
import type { Db } from '@shop/db/client';
import { customCartAbonos, customCartItems, customCartPayments, customCarts } from '@shop/db/schema/index';
import { createContact, createCustomCart, createCustomStore } from '@shop/db/factories-reseller';
import { createProduct } from '@shop/db/factories-shop';
import type { StatementLinkResponse } from '@shop/contracts/statements';
import { expect } from 'vitest';
import type { TestApp } from './helpers';

/** Every stored row of a customer order (cart, items, plan, abonos): tests compare it before and after a refusal. */
export const cartSnapshot = async (db: Db, cartId: string) => ({
  cart: await db.select().from(customCarts).where(eq(customCarts.cartId, cartId)),
  items: await db.select().from(customCartItems).where(eq(customCartItems.cartId, cartId)),
  payments: await db.select().from(customCartPayments).where(eq(customCartPayments.cartId, cartId)),
  abonos: await db.select().from(customCartAbonos).where(eq(customCartAbonos.cartId, cartId)),
});

/**
 * A member with her store, a client Pedro (with `lastName` if given) who owes her one cash order of `priceCents`,
 * and a statement link she made for him (POST /api/statement-links): `url` and `path` as she shares them.
 */
export async function memberWithStatementLink(
  t: TestApp,
  { priceCents, lastName }: { priceCents: number; lastName?: string },
) {
  const member = await t.customerWithSession({ member: true });
  const { storeId } = await createCustomStore(t.db, { customerId: member.customer.id });
  const { product, skus } = await createProduct(t.db, { stock: 10 });
  const { contactId } = await createContact(t.db, {
    memberId: member.customer.id,
    firstName: 'Pedro',
    ...(lastName ? { lastName } : {}),
  });
  await createCustomCart(t.db, {
    memberId: member.customer.id,
    storeId,
    contactId,
    items: [{ sku: skus[0]!.sku, productId: product.id, qty: 1, customerPriceCents: priceCents }],
    payment: { type: 'cash', paid: 0 },
  });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/statement-links',
    headers: { cookie: member.cookie },
    payload: { customer_id: member.customer.customerId, contact_id: contactId },
  });
  expect(made.statusCode).toBe(201);
  const { url } = made.json<StatementLinkResponse>();
  return { member, contactId, url, path: new URL(url).pathname };
}
