import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { cartItems, carts, products, skus } from '@shop/db/schema/index';
import { BAG_MAX_QTY } from '@shop/contracts/bag';
import { availabilityFor, priceFor, tierPrices } from '../catalog/public';

/** The customer's open bag (ownership in the WHERE clause). */
export async function openCart(db: DbOrTx, customerId: number) {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.customerId, customerId), eq(carts.status, 'open')))
    .limit(1);
  return cart;
}

/** The open bag, created when missing; two racing requests end with the same bag (partial unique index). */
export async function ensureOpenCart(db: DbOrTx, customerId: number, now: Date) {
  await db
    .insert(carts)
    .values({ customerId, status: 'open', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: carts.customerId, where: sql`${carts.status} = 'open'` });
  return (await openCart(db, customerId))!;
}

export async function cartLines(db: DbOrTx, cartId: string) {
  return db
    .select({
      sku: cartItems.sku,
      qty: cartItems.qty,
      size: skus.size,
      sizeLabel: skus.sizeLabel,
      product: products,
    })
    .from(cartItems)
    .innerJoin(skus, eq(skus.sku, cartItems.sku))
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.sku));
}

/**
 * The bag's lines with the unit price this customer pays (member tier prices for members): the one pricing
 * of a bag, shared by the bag view, the coupon quote and the checkout.
 */
export async function pricedCartLines(db: DbOrTx, cartId: string, isMember: boolean) {
  const lines = await cartLines(db, cartId);
  const tiers = lines.length ? await tierPrices(db, [...new Set(lines.map((l) => l.product.id))]) : [];
  return lines.map((line) => ({ line, price: priceFor(line.product, tiers, isMember) }));
}

export async function skuWithProduct(db: DbOrTx, sku: string) {
  const [row] = await db
    .select({ sku: skus.sku, size: skus.size, sizeLabel: skus.sizeLabel, product: products })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(skus.sku, sku))
    .limit(1);
  return row;
}

/** The most units of a sku one order can take: warehouse stock or the best pickup store's stock. */
export async function sellableUnits(db: DbOrTx, sku: string): Promise<number> {
  const row = await skuWithProduct(db, sku);
  if (!row || row.product.nextArrival) return 0;
  if (row.product.isDigital) return BAG_MAX_QTY;
  const stock = (await availabilityFor(db, [sku])).get(sku);
  return Math.max(stock?.online ?? 0, stock?.pickup ?? 0);
}

export async function lineQty(db: DbOrTx, cartId: string, sku: string) {
  const [row] = await db
    .select({ qty: cartItems.qty })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.sku, sku)));
  return row?.qty ?? 0;
}

export async function setLineQty(db: DbOrTx, cartId: string, sku: string, qty: number, now: Date) {
  await db
    .insert(cartItems)
    .values({ cartId, sku, qty, addedAt: now })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.sku], set: { qty } });
  await db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
}

export async function removeLine(db: DbOrTx, cartId: string, sku: string) {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.sku, sku)))
    .returning({ sku: cartItems.sku });
  return removed.length > 0;
}
