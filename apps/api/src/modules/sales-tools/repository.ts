import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@shop/db/client';
import { productLocations } from '@shop/db/schema/product-locations';
import { products, skus } from '@shop/db/schema/catalog';
import { stores } from '@shop/db/schema/stores';

/** Shop data (not owned by a customer): the stores a member can pick (the online warehouse excluded). */
export function physicalStores(db: Db) {
  return db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(eq(stores.isDefault, false))
    .orderBy(asc(stores.name));
}

/** Locations exist for every store, the online warehouse included (decision 0501). */
export async function storeExists(db: Db, storeId: string) {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return Boolean(row);
}

/** Locations of the given products in one store, with what the result rows show. */
export function locationsOf(db: Db, storeId: string, productIds: string[]) {
  if (!productIds.length) return Promise.resolve([]);
  return db
    .select({
      productId: products.id,
      name: products.name,
      imageUrls: products.imageUrls,
      building: productLocations.building,
      tramo: productLocations.tramo,
      aisle: productLocations.aisle,
      level: productLocations.level,
      sizes: sql<string[]>`(select coalesce(array_agg(${skus.size} order by ${skus.position}), '{}')
                             from ${skus} where ${skus.productId} = ${products.id})`,
    })
    .from(productLocations)
    .innerJoin(products, eq(products.id, productLocations.productId))
    .where(and(eq(productLocations.storeId, storeId), inArray(productLocations.productId, productIds)));
}

export async function productExists(db: Db, productId: string) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return Boolean(row);
}

export async function upsertLocation(
  db: Db,
  v: { storeId: string; productId: string; building: string; tramo: string; aisle: string; level: string | null },
  now: Date,
) {
  await db
    .insert(productLocations)
    .values({ ...v, updatedAt: now })
    .onConflictDoUpdate({
      target: [productLocations.storeId, productLocations.productId],
      set: { building: v.building, tramo: v.tramo, aisle: v.aisle, level: v.level, updatedAt: now },
    });
}
