import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { MEMBER_GROUP_ID } from '@shop/db/catalog';
import {
  customStorePhotos,
  customStores,
  customers,
  productTierPrices,
  products,
  skus,
  type CustomStoreRow,
} from '@shop/db/schema/index';
import { containsPattern } from '@shop/db/like';

/**
 * Data access of the personalised store (reseller-area.md §3 Custom store; decision 0501). Owner reads and
 * writes name the member (customers.id) in their `where`; the public reads go by store id and answer only
 * public columns.
 */

/** The member's personalised store id, or null. */
export async function findCustomStoreId(db: DbOrTx, customerId: number): Promise<string | null> {
  const [store] = await db
    .select({ storeId: customStores.storeId })
    .from(customStores)
    .where(eq(customStores.customerId, customerId));
  return store?.storeId ?? null;
}

/** Her store, when the id is hers. */
export async function ownStore(db: DbOrTx, customerId: number, storeId: string): Promise<CustomStoreRow | undefined> {
  const [row] = await db
    .select()
    .from(customStores)
    .where(and(eq(customStores.storeId, storeId), eq(customStores.customerId, customerId)));
  return row;
}

export async function insertStore(
  db: DbOrTx,
  row: { storeId: string; customerId: number; welcomeMessage: string; at: Date },
) {
  const [created] = await db
    .insert(customStores)
    .values({ ...row, createdAt: row.at, updatedAt: row.at })
    .onConflictDoNothing()
    .returning();
  return created;
}

export type StoreUpdate = Partial<
  Pick<
    CustomStoreRow,
    | 'welcomeMessage'
    | 'phone'
    | 'email'
    | 'photo'
    | 'displayInventoryDarkstore'
    | 'displayInventoryFavoriteStore'
    | 'earningsMargin'
    | 'earningsMargin1'
    | 'earningsMargin2'
    | 'earningsMargin3'
    | 'earningsMargin4'
    | 'customRangeMargin'
    | 'psSuggestedMargin'
  >
>;

/** Writes her store's fields; undefined when the store is not hers. */
export async function updateStore(db: DbOrTx, customerId: number, storeId: string, set: StoreUpdate, at: Date) {
  const [row] = await db
    .update(customStores)
    .set({ ...set, updatedAt: at })
    .where(and(eq(customStores.storeId, storeId), eq(customStores.customerId, customerId)))
    .returning();
  return row;
}

/** The customer's own earnings margin copy and client mode (customers.earnings_margin, client_mode). */
export async function updateCustomerMargins(
  db: DbOrTx,
  customerId: number,
  set: { earningsMargin?: number; clientMode?: boolean },
) {
  await db.update(customers).set(set).where(eq(customers.id, customerId));
}

export async function savePhoto(db: DbOrTx, storeId: string, contentType: string, bytes: Uint8Array, at: Date) {
  await db
    .insert(customStorePhotos)
    .values({ storeId, contentType, bytes, updatedAt: at })
    .onConflictDoUpdate({ target: customStorePhotos.storeId, set: { contentType, bytes, updatedAt: at } });
}

/** A store's photo (public: it is shown on her public store). */
export async function findPhoto(db: DbOrTx, storeId: string) {
  const [row] = await db.select().from(customStorePhotos).where(eq(customStorePhotos.storeId, storeId));
  return row;
}

/** Her store's margins (client mode prices), or undefined without a store. */
export async function storeMarginsOf(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({
      earningsMargin: customStores.earningsMargin,
      earningsMargin1: customStores.earningsMargin1,
      earningsMargin2: customStores.earningsMargin2,
      earningsMargin3: customStores.earningsMargin3,
      earningsMargin4: customStores.earningsMargin4,
      customRangeMargin: customStores.customRangeMargin,
      psSuggestedMargin: customStores.psSuggestedMargin,
    })
    .from(customStores)
    .where(eq(customStores.customerId, customerId));
  return row;
}

/** A store by its public id, with the owner's id (for the order) and nothing else of the owner. */
export async function publicStore(db: DbOrTx, storeId: string): Promise<CustomStoreRow | undefined> {
  const [row] = await db.select().from(customStores).where(eq(customStores.storeId, storeId));
  return row;
}

/** A sellable product's listing columns with its member price (never sent as such: the service prices them). */
const memberPricedProduct = {
  id: products.id,
  name: products.name,
  color: products.color,
  imageUrls: products.imageUrls,
  isDigital: products.isDigital,
  priceCents: products.priceCents,
  memberPriceCents: productTierPrices.valueCents,
};
const memberPrice = and(
  eq(productTierPrices.productId, products.id),
  eq(productTierPrices.customerGroupId, MEMBER_GROUP_ID),
);
const sellable = [eq(products.listed, true), eq(products.nextArrival, false)];

/** One sellable product with its member price and sizes (never sent as such: the service prices it). */
export async function storeProduct(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ ...memberPricedProduct, description: products.description })
    .from(products)
    .leftJoin(productTierPrices, memberPrice)
    .where(and(eq(products.id, productId), ...sellable));
  if (!row) return undefined;
  const sizes = await db
    .select({ sku: skus.sku, productId: skus.productId, sizeLabel: skus.sizeLabel })
    .from(skus)
    .where(eq(skus.productId, productId))
    .orderBy(asc(skus.position));
  return { row, sizes };
}

/** A page of the sellable catalogue with member prices (never sent as such: the service prices them). */
export async function storeCatalogue(db: DbOrTx, q: { q?: string | undefined; page: number; pageSize: number }) {
  const conditions = [...sellable];
  if (q.q) conditions.push(sql`${products.name} ilike ${containsPattern(q.q)}`);
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select(memberPricedProduct)
      .from(products)
      .leftJoin(productTierPrices, memberPrice)
      .where(where)
      .orderBy(asc(products.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  const productIds = rows.map((r) => r.id);
  const sizes = productIds.length
    ? await db
        .select({ sku: skus.sku, productId: skus.productId, sizeLabel: skus.sizeLabel })
        .from(skus)
        .where(inArray(skus.productId, productIds))
        .orderBy(asc(skus.productId), asc(skus.position))
    : [];
  return { rows, sizes, total: count?.n ?? 0 };
}
