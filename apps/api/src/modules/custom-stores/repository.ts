import { and, asc, desc, eq, inArray, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { preparedFor, type DbOrTx } from '@shop/db/client';
import { MEMBER_GROUP_ID } from '@shop/db/catalog';
import {
  contacts,
  customCartItems,
  customCarts,
  customStorePhotos,
  customStores,
  customers,
  storeRequests,
  productTierPrices,
  products,
  skus,
  type CustomStoreRow,
} from '@shop/db/schema/index';
import { containsPattern } from '@shop/db/like';
import { isoSql } from '../../lib/sql-parts-repository';
import type { TodayResponse } from '@shop/contracts/today';

/**
 * Data access of the personalised store (reseller-area.md §3 Custom store; decision 0501). Owner reads and
 * writes name the member (customers.id) in their `where`; the public reads go by store id and answer only
 * public columns.
 */

/** The member's personalised store id, or null. */
export async function findCustomStoreId(db: DbOrTx, customerId: number): Promise<string | null> {
  // Prepared: 'Hoy' and the store's pages read it on every request.
  const query = preparedFor(db, 'custom_store_id', (d, name) =>
    d
      .select({ storeId: customStores.storeId })
      .from(customStores)
      .where(eq(customStores.customerId, sql.placeholder('customer')))
      .prepare(name),
  );
  const [store] = await query.execute({ customer: customerId });
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
    | 'notifyEmail'
    | 'notifySms'
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

export async function savePhoto(
  db: DbOrTx,
  storeId: string,
  contentType: string,
  bytes: Uint8Array,
  cardBytes: Uint8Array,
  at: Date,
) {
  await db
    .insert(customStorePhotos)
    .values({ storeId, contentType, bytes, cardBytes, updatedAt: at })
    .onConflictDoUpdate({ target: customStorePhotos.storeId, set: { contentType, bytes, cardBytes, updatedAt: at } });
}

/** Replaces a photo stored before the pipeline (no card yet) with its re-encoding, keeping its version. */
export async function replaceLegacyPhoto(
  db: DbOrTx,
  storeId: string,
  contentType: string,
  bytes: Uint8Array,
  cardBytes: Uint8Array,
) {
  await db
    .update(customStorePhotos)
    .set({ contentType, bytes, cardBytes })
    .where(and(eq(customStorePhotos.storeId, storeId), sql`${customStorePhotos.cardBytes} is null`));
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

// ---------------------------------------------------------------------------------------------------------
// Orders from her public store awaiting her (issue 27, decision 0721).

export async function insertStoreRequest(db: DbOrTx, row: typeof storeRequests.$inferInsert) {
  const [created] = await db.insert(storeRequests).values(row).returning();
  return created!;
}

const pendingOf = (memberId: number | Placeholder | SQL) =>
  and(eq(storeRequests.memberId, memberId), eq(storeRequests.status, 'pending'), isNotNull(storeRequests.cartId));

/** How many of her requests wait for her (the menu's count; prepared, as 'Hoy' reads it on every request). */
export async function countPendingRequests(db: DbOrTx, memberId: number): Promise<number> {
  const query = preparedFor(db, 'store_requests_pending_count', (d, name) =>
    d
      .select({ n: sql<number>`count(*)::int` })
      .from(storeRequests)
      .where(pendingOf(sql.placeholder('member')))
      .prepare(name),
  );
  const [row] = await query.execute({ member: memberId });
  return row?.n ?? 0;
}

/**
 * What 'Hoy' shows of her store (decision 0760), as one JSON value: its id (null without a store), how many of her
 * requests wait (the rule of 'Pedidos nuevos') and the newest of them with the total her client chose to pay and
 * the units ordered. Placeholder: stores_limit.
 */
export const storeTodaySql = (member: SQL): SQL => {
  return sql`json_build_object(
      'store_id', (select s.store_id from ${customStores} s where s.customer_id = ${member}),
      'count', (select count(*)::int from ${storeRequests} where ${pendingOf(member)}),
      'latest', coalesce((select json_agg(json_build_object('request_id', r.request_id, 'created_at', r.created_at,
                   'first_name', r.first_name, 'last_name', r.last_name, 'grand_total', r.grand_total,
                   'payment_option', r.payment_option, 'units', r.units) order by r.at desc, r.request_id)
        from (select ${storeRequests.requestId} as request_id, ${storeRequests.createdAt} as at,
                     ${isoSql(storeRequests.createdAt)} as created_at,
                     ${storeRequests.firstName} as first_name, ${storeRequests.lastName} as last_name,
                     case when c.selected_payment = 'installments'
                          then coalesce(c.installment_grand_total_cents, c.grand_total_cents)
                          else c.grand_total_cents end as grand_total,
                     c.selected_payment as payment_option,
                     (select coalesce(sum(i.qty), 0)::int from ${customCartItems} i where i.cart_id = c.cart_id) as units
                from ${storeRequests}
                join ${customCarts} c on c.cart_id = ${storeRequests.cartId} and c.member_id = ${member}
               where ${pendingOf(member)}
               order by ${storeRequests.createdAt} desc, ${storeRequests.requestId}
               limit ${sql.placeholder('stores_limit')}) r), '[]'::json))`;
};

/**
 * storeTodaySql's JSON value, in the answer's shape: its payment options are the answer's (custom_carts_payment_check
 * keeps selected_payment to 'cash', 'installments' or null).
 */
export const readStoreToday = (json: unknown) =>
  json as { store_id: string | null; count: number; latest: TodayResponse['store_requests']['latest'] };

/** Her waiting requests, newest first, each with its order's totals and the client whose phone it gives. */
export async function pendingRequests(db: DbOrTx, memberId: number, limit: number) {
  // Prepared: 'Hoy' reads the first few on every request.
  const query = preparedFor(db, 'store_requests_pending', (d, name) => {
    const member = sql.placeholder('member');
    return d
      .select({
        request: storeRequests,
        cart: {
          cartId: customCarts.cartId,
          grandTotalCents: customCarts.grandTotalCents,
          selectedPayment: customCarts.selectedPayment,
          installmentGrandTotalCents: customCarts.installmentGrandTotalCents,
          downpaymentCents: customCarts.downpaymentCents,
          installmentWeeks: customCarts.installmentWeeks,
          weeklyPaymentCents: customCarts.weeklyPaymentCents,
          customerNotes: customCarts.customerNotes,
        },
        match: {
          contactId: contacts.contactId,
          firstName: contacts.firstName,
          lastName: contacts.lastName,
          phone: contacts.phone,
        },
      })
      .from(storeRequests)
      .innerJoin(customCarts, and(eq(customCarts.cartId, storeRequests.cartId), eq(customCarts.memberId, member)))
      .leftJoin(contacts, and(eq(contacts.memberId, member), eq(contacts.phone, storeRequests.phone)))
      .where(pendingOf(member))
      .orderBy(desc(storeRequests.createdAt), asc(storeRequests.requestId))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  });
  const rows = await query.execute({ member: memberId, limit });
  const cartIds = rows.map((r) => r.cart.cartId);
  const items = cartIds.length
    ? await db
        .select({
          cartId: customCartItems.cartId,
          name: customCartItems.name,
          sizeLabel: customCartItems.sizeLabel,
          qty: customCartItems.qty,
          priceCents: customCartItems.priceCents,
          imageUrls: customCartItems.imageUrls,
        })
        .from(customCartItems)
        .where(inArray(customCartItems.cartId, cartIds))
        .orderBy(asc(customCartItems.cartId), asc(customCartItems.name))
    : [];
  return rows.map((r) => ({ ...r, items: items.filter((i) => i.cartId === r.cart.cartId) }));
}

/** Her waiting request, locked until the transaction ends; undefined when it is not hers or not waiting. */
export async function lockPendingRequest(db: DbOrTx, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(storeRequests)
    .where(and(eq(storeRequests.requestId, requestId), pendingOf(memberId)))
    .for('update');
  return row;
}

export async function decideRequest(
  db: DbOrTx,
  memberId: number,
  requestId: string,
  status: 'accepted' | 'rejected',
  at: Date,
) {
  await db
    .update(storeRequests)
    .set({ status, decidedAt: at })
    .where(and(eq(storeRequests.requestId, requestId), eq(storeRequests.memberId, memberId)));
}

/** Deletes her order of a rejected request (items and payments cascade; the request keeps no cart). */
export async function deleteRequestCart(db: DbOrTx, memberId: number, cartId: string) {
  await db
    .delete(customCarts)
    .where(and(eq(customCarts.cartId, cartId), eq(customCarts.memberId, memberId), eq(customCarts.draft, true)));
}

/** A request by its status token's digest (the client's status page). */
export async function requestByStatusToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      request: storeRequests,
      cart: {
        grandTotalCents: customCarts.grandTotalCents,
        selectedPayment: customCarts.selectedPayment,
        installmentGrandTotalCents: customCarts.installmentGrandTotalCents,
        status: customCarts.status,
      },
    })
    .from(storeRequests)
    .leftJoin(customCarts, eq(customCarts.cartId, storeRequests.cartId))
    .where(eq(storeRequests.statusTokenHash, tokenHash));
  return row;
}

/** What her store's link preview shows (issue 27, decision 0723): her name, welcome, and whether her photo has a card. */
export async function storePreview(db: DbOrTx, storeId: string) {
  const [row] = await db
    .select({
      storeId: customStores.storeId,
      welcomeMessage: customStores.welcomeMessage,
      firstname: customers.firstname,
      lastname: customers.lastname,
      photoAt: customStorePhotos.updatedAt,
      hasCard: sql<boolean>`${customStorePhotos.cardBytes} is not null`,
    })
    .from(customStores)
    .innerJoin(customers, eq(customers.id, customStores.customerId))
    .leftJoin(customStorePhotos, eq(customStorePhotos.storeId, customStores.storeId))
    .where(eq(customStores.storeId, storeId));
  return row;
}
