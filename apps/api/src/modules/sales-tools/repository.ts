import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '@shop/db/client';
import { MEMBER_GROUP_ID } from '@shop/db/catalog';
import { customStores } from '@shop/db/schema/custom-stores';
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

/**
 * The sellable catalogue (listed, not digital, not coming soon) with member prices and sizes; with a store,
 * only what that store has on hand. Shop data: no owner.
 */
export function catalogueItems(db: Db, storeId?: string) {
  const inStore = storeId
    ? sql`and exists (select 1 from inventory i join skus s2 on s2.sku = i.sku
                        where s2.product_id = p.id and i.store_id = ${storeId} and i.qty > 0)`
    : sql``;
  return queryRows<{
    id: string;
    name: string;
    category: string;
    color: string;
    color_hex: string;
    price_cents: number;
    member_cents: number;
    sizes: string[];
  }>(
    db,
    sql`select p.id, p.name, p.category, p.color, p.color_hex, p.price_cents,
               coalesce(t.value_cents, p.price_cents) as member_cents,
               coalesce((select array_agg(s.size order by s.position) from skus s where s.product_id = p.id), '{}') as sizes
          from products p
          left join product_tier_prices t on t.product_id = p.id and t.customer_group_id = ${MEMBER_GROUP_ID}
         where p.listed and not p.is_digital and not p.next_arrival ${inStore}
         order by p.department, p.category, p.id`,
  );
}

/** Changes whenever a product, its price or member price (or, with a store, its stock there) changes. */
export async function catalogueVersion(db: Db, storeId?: string) {
  const stock = storeId
    ? sql`|| coalesce((select string_agg(i.sku || '=' || sign(i.qty), ',' order by i.sku) from inventory i
                        where i.store_id = ${storeId}), '')`
    : sql``;
  const [row] = await queryRows<{ v: string }>(
    db,
    sql`select md5(coalesce(string_agg(p.id || ':' || p.name || ':' || p.price_cents || ':' || coalesce(t.value_cents, -1)
                                       || ':' || p.listed || p.next_arrival || p.is_digital, ',' order by p.id), '')
                   ${stock}) as v
          from products p
          left join product_tier_prices t on t.product_id = p.id and t.customer_group_id = ${MEMBER_GROUP_ID}`,
  );
  return row!.v;
}

export async function storeName(db: Db, storeId: string) {
  const [row] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  return row?.name ?? null;
}

/** Her personalised store and margins (owner in the where). */
export async function memberStore(db: Db, customerId: number) {
  const [row] = await db.select().from(customStores).where(eq(customStores.customerId, customerId));
  return row ?? null;
}
