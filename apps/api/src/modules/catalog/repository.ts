import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@shop/db/client';
import { MEMBER_GROUP_ID, WAREHOUSE_STORE_ID } from '@shop/db/catalog';
import { productTierPrices, products, skus, stores } from '@shop/db/schema/index';
import type { ProductRow } from '@shop/db/schema/index';
import { containsPattern } from '@shop/db/like';

export async function findProduct(db: DbOrTx, idOrSlug: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug)))
    .limit(1);
  return row;
}

/** The main picture of a product, by id or slug (the product page's HTML preloads it). */
export async function productImage(db: DbOrTx, idOrSlug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ imageUrls: products.imageUrls })
    .from(products)
    .where(or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug)))
    .limit(1);
  return row?.imageUrls[0];
}

export const productSkus = (db: DbOrTx, productId: string) =>
  db.select().from(skus).where(eq(skus.productId, productId)).orderBy(asc(skus.position));

export const tierPrices = (db: DbOrTx, productIds: string[]) =>
  productIds.length
    ? db.select().from(productTierPrices).where(inArray(productTierPrices.productId, productIds))
    : Promise.resolve([] as (typeof productTierPrices.$inferSelect)[]);

/** The price a customer pays: the member tier price for members (when the product has one). */
export function priceFor(
  product: Pick<ProductRow, 'id' | 'priceCents'>,
  tiers: { productId: string; customerGroupId: number; valueCents: number }[],
  isMember: boolean,
) {
  if (!isMember) return product.priceCents;
  const tier = tiers.find((t) => t.productId === product.id && t.customerGroupId === MEMBER_GROUP_ID);
  return tier ? Math.min(tier.valueCents, product.priceCents) : product.priceCents;
}

export interface SkuAvailability {
  sku: string;
  online: number;
  /** Units in the given pickup store, or the most any pickup store holds. */
  pickup: number;
}

/**
 * Units on hand per sku: in the warehouse (online) and in pickup stores. Digital products are always
 * available (they have no stock rows).
 */
export async function availabilityFor(
  db: DbOrTx,
  skuList: string[],
  pickupStoreId?: string,
): Promise<Map<string, SkuAvailability>> {
  const result = new Map<string, SkuAvailability>();
  if (skuList.length === 0) return result;
  const rows = await queryRows<{ sku: string; online: number; pickup: number }>(
    db,
    sql`select s.sku,
               coalesce(max(i.qty) filter (where i.store_id = ${WAREHOUSE_STORE_ID}), 0)::int as online,
               coalesce(max(i.qty) filter (where st.pickup and st.is_default = false ${pickupStoreId ? sql`and i.store_id = ${pickupStoreId}` : sql``}), 0)::int as pickup
          from skus s
          left join inventory i on i.sku = s.sku
          left join stores st on st.id = i.store_id
         where s.sku in (${sql.join(
           skuList.map((s) => sql`${s}`),
           sql`, `,
         )})
         group by s.sku`,
  );
  for (const r of rows) result.set(r.sku, r);
  return result;
}

export const listStores = (db: DbOrTx) => db.select().from(stores).orderBy(asc(stores.id));

export async function listProducts(
  db: DbOrTx,
  q: {
    department?: string | undefined;
    category?: string | undefined;
    q?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const conditions: SQL[] = [eq(products.listed, true)];
  if (q.department) conditions.push(sql`lower(${products.department}) = lower(${q.department})`);
  if (q.category) conditions.push(sql`lower(${products.category}) = lower(${q.category})`);
  if (q.q) conditions.push(or(ilike(products.name, containsPattern(q.q)), eq(products.id, q.q))!);
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export const menuRows = (db: DbOrTx) =>
  queryRows<{ department: string; category: string; n: number }>(
    db,
    sql`select department, category, count(*)::int as n from products where listed group by department, category order by department, category`,
  );
