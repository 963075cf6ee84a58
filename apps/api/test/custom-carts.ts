import { eq } from 'drizzle-orm';
import type { Db } from '@shop/db/client';
import { customCartAbonos, customCartItems, customCartPayments, customCarts } from '@shop/db/schema/index';

/** Every stored row of a customer order (cart, items, plan, abonos): tests compare it before and after a refusal. */
export const cartSnapshot = async (db: Db, cartId: string) => ({
  cart: await db.select().from(customCarts).where(eq(customCarts.cartId, cartId)),
  items: await db.select().from(customCartItems).where(eq(customCartItems.cartId, cartId)),
  payments: await db.select().from(customCartPayments).where(eq(customCartPayments.cartId, cartId)),
  abonos: await db.select().from(customCartAbonos).where(eq(customCartAbonos.cartId, cartId)),
});
