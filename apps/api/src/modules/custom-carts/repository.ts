import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { preparedSql, type DbOrTx } from '@shop/db/client';
import { MEMBER_GROUP_ID } from '@shop/db/catalog';
import {
  contacts,
  customCartAbonos,
  customCartClientCounts,
  customCartCounts,
  customCartItems,
  customCartPayments,
  customCarts,
  customStores,
  orders,
  productTierPrices,
  products,
  skus,
  type CustomCartAbonoRow,
  type CustomCartItemRow,
  type CustomCartPaymentRow,
  type CustomCartRow,
} from '@shop/db/schema/index';
import { containsPattern } from '@shop/db/like';
import { TODAY_LIST_SIZE, type TodayResponse } from '@shop/contracts/today';
import {
  gatedAnswer,
  gatedSql,
  gateFromSql,
  isoSql,
  meCteSql,
  customerForm,
  ownKeySql,
  preparedSuffix,
  withCustomerValues,
  type CustomerOf,
  type SessionRow,
} from '../../lib/sql-parts-repository';

/**
 * Data access of customer orders (custom carts; docs/decisions/0501-reseller-data-model.md). Every read and write
 * names the member (memberId) in its `where`: another member's cart is simply not found.
 */

export interface NewCartRow {
  memberId: number;
  storeId: string;
  contactId: string | null;
  source: 'member' | 'public_store';
  customerNotes?: string | null;
  /** A cart being registered for a client ('Registrar pedido'): hidden until registered (decision 0532). */
  draft?: boolean;
  at: Date;
}

export async function insertCart(db: DbOrTx, row: NewCartRow): Promise<CustomCartRow> {
  const [cart] = await db
    .insert(customCarts)
    .values({
      memberId: row.memberId,
      storeId: row.storeId,
      contactId: row.contactId,
      source: row.source,
      customerNotes: row.customerNotes ?? null,
      draft: row.draft ?? false,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .returning();
  return cart!;
}

/** The cart if it is this member's; `forUpdate` locks it for the caller's transaction. */
export async function findCart(
  db: DbOrTx,
  memberId: number,
  cartId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<CustomCartRow | undefined> {
  const query = db
    .select()
    .from(customCarts)
    .where(and(eq(customCarts.cartId, cartId), eq(customCarts.memberId, memberId)));
  const [cart] = opts.forUpdate ? await query.for('update') : await query;
  return cart;
}

export const cartItems = (db: DbOrTx, cartId: string): Promise<CustomCartItemRow[]> =>
  db.select().from(customCartItems).where(eq(customCartItems.cartId, cartId)).orderBy(asc(customCartItems.createdAt));

export const cartPayments = (db: DbOrTx, cartId: string): Promise<CustomCartPaymentRow[]> =>
  db
    .select()
    .from(customCartPayments)
    .where(eq(customCartPayments.cartId, cartId))
    .orderBy(asc(customCartPayments.dueDate), asc(customCartPayments.number));

export type NewItemRow = Omit<typeof customCartItems.$inferInsert, 'cartId' | 'createdAt' | 'updatedAt'>;

/** Inserts items; a sku already in the cart gets the new quantity, prices and status instead. */
export async function upsertItems(db: DbOrTx, cartId: string, items: NewItemRow[], at: Date): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(customCartItems)
    .values(items.map((i) => ({ ...i, cartId, createdAt: at, updatedAt: at })))
    .onConflictDoUpdate({
      target: [customCartItems.cartId, customCartItems.sku],
      set: {
        qty: sql`excluded.qty`,
        priceCents: sql`excluded.price_cents`,
        basePriceCents: sql`excluded.base_price_cents`,
        customerPriceCents: sql`excluded.customer_price_cents`,
        status: sql`excluded.status`,
        isAvailableOnline: sql`excluded.is_available_online`,
        isAvailablePickup: sql`excluded.is_available_pickup`,
        updatedAt: at,
      },
    });
}

export async function deleteItems(db: DbOrTx, cartId: string, skuList?: string[]): Promise<void> {
  await db
    .delete(customCartItems)
    .where(
      skuList
        ? and(eq(customCartItems.cartId, cartId), inArray(customCartItems.sku, skuList))
        : eq(customCartItems.cartId, cartId),
    );
}

/** Keeps the stored status and cash total equal to what the items say (the caller computes them). */
export async function updateCartTotals(
  db: DbOrTx,
  cartId: string,
  values: { status: 'CREATED' | 'PURCHASED'; grandTotalCents: number; at: Date },
): Promise<void> {
  await db
    .update(customCarts)
    .set({ status: values.status, grandTotalCents: values.grandTotalCents, updatedAt: values.at })
    .where(eq(customCarts.cartId, cartId));
}

export type PaymentTermsUpdate = Pick<
  typeof customCarts.$inferInsert,
  | 'selectedPayment'
  | 'installmentGrandTotalCents'
  | 'downpaymentCents'
  | 'installmentWeeks'
  | 'weeklyPaymentCents'
  | 'installmentPercentage'
  | 'downpaymentPercentage'
>;

export async function updatePaymentTerms(db: DbOrTx, cartId: string, terms: Partial<PaymentTermsUpdate>, at: Date) {
  await db
    .update(customCarts)
    .set({ ...terms, updatedAt: at })
    .where(eq(customCarts.cartId, cartId));
}

/** Replaces the planned payments of a cart (only while none of them is paid: the caller checks). */
export async function replacePayments(
  db: DbOrTx,
  cart: Pick<CustomCartRow, 'cartId' | 'memberId'>,
  payments: { kind: 'downpayment' | 'installment' | 'cash'; number: number; amount: number; dueDate: string }[],
): Promise<void> {
  await db.delete(customCartPayments).where(eq(customCartPayments.cartId, cart.cartId));
  if (payments.length === 0) return;
  await db.insert(customCartPayments).values(
    payments.map((p) => ({
      cartId: cart.cartId,
      memberId: cart.memberId,
      kind: p.kind,
      number: p.number,
      amountCents: p.amount,
      // Nothing to pay of a payment of $0.00 (a plan smaller than its weeks): it is paid off from the start.
      status: p.amount === 0 ? 'paid' : 'open',
      dueDate: p.dueDate,
    })),
  );
}

/** The member's store with its margins and installment defaults, or undefined. */
export async function storeOf(db: DbOrTx, memberId: number) {
  const [store] = await db.select().from(customStores).where(eq(customStores.customerId, memberId));
  return store;
}

/** Whether the contact is this member's. */
export async function isHerContact(db: DbOrTx, memberId: number, contactId: string) {
  const [row] = await db
    .select({ id: contacts.contactId })
    .from(contacts)
    .where(and(eq(contacts.contactId, contactId), eq(contacts.memberId, memberId)));
  return row !== undefined;
}

/** Catalogue facts of skus as a cart item needs them: product, size, pictures and the member (tier) price. */
export async function skuFacts(db: DbOrTx, skuList: string[]) {
  if (skuList.length === 0) return [];
  return db
    .select({
      sku: skus.sku,
      size: skus.size,
      sizeLabel: skus.sizeLabel,
      productId: products.id,
      name: products.name,
      color: products.color,
      imageUrls: products.imageUrls,
      priceCents: products.priceCents,
      nextArrival: products.nextArrival,
      isDigital: products.isDigital,
      listed: products.listed,
      memberPriceCents: productTierPrices.valueCents,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(
      productTierPrices,
      and(eq(productTierPrices.productId, products.id), eq(productTierPrices.customerGroupId, MEMBER_GROUP_ID)),
    )
    .where(inArray(skus.sku, skuList));
}

/** Register order (issue 13): the client and the delivery method, on her cart only. */
export async function setRegistration(
  db: DbOrTx,
  memberId: number,
  cartId: string,
  values: {
    contactId: string;
    deliveryMethod: 'member' | 'online';
    customerNotes: string | null;
    at: Date;
  },
) {
  const rows = await db
    .update(customCarts)
    .set({
      contactId: values.contactId,
      deliveryMethod: values.deliveryMethod,
      customerNotes: values.customerNotes,
      draft: false,
      updatedAt: values.at,
    })
    .where(and(eq(customCarts.cartId, cartId), eq(customCarts.memberId, memberId)))
    .returning({ cartId: customCarts.cartId });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------
// Customer orders (issue 11): her list, the detail's writes, payments, "Mis cobranzas", pending items.

/** `like` pattern of a contains-match, with the pattern characters of the text escaped. */
/**
 * The indexes hold `created_at desc nulls last` (drizzle's `.desc()`); a plain `desc` means nulls first and
 * would not match them, so the page would sort all her orders (created_at is never null: same order).
 */
const newestFirst = sql`${customCarts.createdAt} desc nulls last`;

/**
 * A page of her orders, newest first, with the client and whether a payment is overdue on `today`, and how many
 * match. `search` is a searchKey, contains-matched on her clients' search_name (decision 0514). Every read is
 * bounded by the page or by what matches, never by her whole order book:
 * - Unsearched: the page's ids from an index-only scan (by date, or by status and date) that stops after the
 *   page; the total from her counters (custom_cart_counts, kept by a trigger).
 * - Searched: first her matching clients with how many orders each has (an index-only count per client), then
 *   the page from whichever read is smaller: each matching client's newest orders merged (cost ∝ their orders)
 *   or her orders walked newest first keeping those clients' (cost ∝ page end × her orders / matching orders).
 * Ties by cart_id ascending; the order by matches the indexes (nulls last). Prepared once per shape.
 */
type Status = 'CREATED' | 'PURCHASED';
type PageQuery = {
  status?: Status | undefined;
  search?: string | undefined;
  /** Only orders with an overdue payment ('Con pagos vencidos': oldest_open_due < today; decision 0710). */
  overdue?: boolean | undefined;
  /** One client's orders. */
  contactId?: string | undefined;
  /** Orders made from this instant on (the first day's start in Mexico City). */
  since?: Date | undefined;
  /** Orders made before this instant (the day after the last day, at its start in Mexico City). */
  until?: Date | undefined;
  limit: number;
  offset: number;
};
/**
 * all: her orders (or one status) from the date indexes, counted by her counters; search: by client name, counted by
 * her clients' counters; filtered: an overdue, one-client or date-range filter (with any other), its where, page and count built
 * from the one filter (the open-orders and per-client indexes bound them).
 */
type Source = 'all' | 'search' | 'filtered';

const herOrders = (member: SQL, status: Status | undefined) =>
  and(
    sql`${customCarts.memberId} = ${member}`,
    sql`not ${customCarts.draft}`,
    status ? eq(customCarts.status, sql.placeholder('status')) : undefined,
  );
const newestFirstById = [newestFirst, asc(customCarts.cartId)];

/** Her clients whose search_name contains the key and who have orders (in the status), with how many. */
const matchedClients = (d: DbOrTx, member: SQL, status: Status | undefined) =>
  d
    .select({
      contactId: sql<string>`${contacts.contactId}`.as('matched_contact_id'),
      n: sql<number>`sum(${customCartClientCounts.n})::int`.as('matched_n'),
    })
    .from(contacts)
    .innerJoin(
      customCartClientCounts,
      and(
        eq(customCartClientCounts.contactId, contacts.contactId),
        status ? eq(customCartClientCounts.status, sql.placeholder('status')) : undefined,
      ),
    )
    .where(and(sql`${contacts.memberId} = ${member}`, sql`${contacts.searchName} like ${sql.placeholder('pattern')}`))
    .groupBy(contacts.contactId)
    .having(sql`sum(${customCartClientCounts.n}) > 0`);

function pageIds(
  d: DbOrTx,
  member: SQL,
  status: Status | undefined,
  matched: ReturnType<typeof matchedCte> | undefined,
) {
  const page = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  if (!matched)
    return d
      .select({
        id: sql<string>`${customCarts.cartId}`.as('page_cart_id'),
        at: sql<Date>`${customCarts.createdAt}`.as('page_created_at'),
      })
      .from(customCarts)
      .where(herOrders(member, status))
      .orderBy(...newestFirstById)
      .limit(page.limit)
      .offset(page.offset);
  // Two reads, one of which runs (the other's one-time filter is false; PostgreSQL skips it whole):
  // - merge: each matching client's newest offset + limit orders (the per-client index), merged newest first;
  //   it reads about (matching clients) × (page end) index entries;
  // - walk: her orders newest first (the date index, which holds contact_id) keeping the matching clients';
  //   it reads about (page end) × (her orders) / (matching orders) entries.
  // The walk is taken when it reads less: her orders < matching clients × matching orders (a first name alone
  // matches a tenth of her book: the walk reads ~100 entries where the merge would read ~500).
  const walk = sql`(select ${herTotal(member, status)} < count(*) * sum(${matched.n}) from ${matched})`;
  const perClient = d
    .select({ id: customCarts.cartId, at: customCarts.createdAt })
    .from(customCarts)
    .where(and(herOrders(member, status), sql`${customCarts.contactId} = ${matched.contactId}`))
    .orderBy(...newestFirstById)
    .limit(sql.placeholder('window'))
    .as('per_client');
  const merged = d
    .select({
      id: sql<string>`${perClient.id}`.as('page_cart_id'),
      at: sql<Date>`${perClient.at}`.as('page_created_at'),
    })
    .from(matched)
    .crossJoinLateral(perClient)
    .where(sql`${walk} is not true`)
    .orderBy(sql`${perClient.at} desc nulls last`, asc(perClient.id))
    .limit(page.limit)
    .offset(page.offset);
  const walked = d
    .select({
      id: sql<string>`${customCarts.cartId}`.as('page_cart_id'),
      at: sql<Date>`${customCarts.createdAt}`.as('page_created_at'),
    })
    .from(customCarts)
    .where(
      and(
        herOrders(member, status),
        sql`${customCarts.contactId} = any (array(select ${matched.contactId} from ${matched}))`,
        sql`${walk}`,
      ),
    )
    .orderBy(...newestFirstById)
    .limit(page.limit)
    .offset(page.offset);
  return merged.unionAll(walked);
}

const matchedCte = (d: DbOrTx, member: SQL, status: Status | undefined) =>
  d.$with('matched').as(matchedClients(d, member, status));

/** The where of the filtered shape: her orders, the status, the client, the overdue rule, the matching clients. */
function filteredWhere(member: SQL, q: PageQuery, matched: ReturnType<typeof matchedCte> | undefined) {
  return and(
    herOrders(member, q.status),
    q.overdue ? sql`${customCarts.oldestOpenDue} < ${sql.placeholder('today')}::date` : undefined,
    q.contactId ? sql`${customCarts.contactId} = ${sql.placeholder('contact')}::uuid` : undefined,
    q.since ? sql`${customCarts.createdAt} >= ${sql.placeholder('since')}::timestamptz` : undefined,
    q.until ? sql`${customCarts.createdAt} < ${sql.placeholder('until')}::timestamptz` : undefined,
    matched ? sql`${customCarts.contactId} = any (array(select ${matched.contactId} from ${matched}))` : undefined,
  );
}

type PageStatement = ReturnType<typeof preparedSql<{ body: string | null }>>;
/** The page's prepared statements of a database, by `pageKey`. */
const pageStatements = new WeakMap<DbOrTx, Map<number, PageStatement>>();

/** Where the page's rows and count come from (`Source`): its filters decide. */
const pageSource = (q: PageQuery): Source =>
  q.overdue || q.contactId || q.since || q.until ? 'filtered' : q.search ? 'search' : 'all';

/**
 * The filters that tell one page statement from another, in the order of its name: each is a bit of the statement's
 * key (`pageKey`, looked up on every call: issue 32, no name built per request) and a part of its name (built once).
 * Read as the statement's builder reads them (a filter is there when its value is truthy).
 */
const PAGE_FILTERS: [name: string, holds: (q: PageQuery) => boolean][] = [
  ['status', (q) => Boolean(q.status)],
  ['search', (q) => Boolean(q.search)],
  ['overdue', (q) => Boolean(q.overdue)],
  ['contact', (q) => Boolean(q.contactId)],
  ['since', (q) => Boolean(q.since)],
  ['until', (q) => Boolean(q.until)],
];

/** The statement's key: its filters' bits above the customer's form (0–7, `customerForm`); the source follows them. */
function pageKey(who: CustomerOf, q: PageQuery): number {
  let key = customerForm(who);
  for (let i = 0; i < PAGE_FILTERS.length; i++) if (PAGE_FILTERS[i]![1](q)) key |= 8 << i;
  return key;
}

function pageStatement(db: DbOrTx, who: CustomerOf, q: PageQuery): PageStatement {
  let byKey = pageStatements.get(db);
  if (!byKey) pageStatements.set(db, (byKey = new Map<number, PageStatement>()));
  const key = pageKey(who, q);
  let statement = byKey.get(key);
  if (!statement) byKey.set(key, (statement = preparePage(db, who, q)));
  return statement;
}

async function pageRows(db: DbOrTx, who: CustomerOf, q: PageQuery, today: string) {
  return pageStatement(db, who, q).execute(
    withCustomerValues(who, {
      status: q.status,
      contact: q.contactId,
      since: q.since?.toISOString(),
      until: q.until?.toISOString(),
      pattern: q.search ? containsPattern(q.search) : undefined,
      limit: q.limit,
      offset: q.offset,
      window: q.limit + q.offset,
      today,
    }),
  );
}

function preparePage(db: DbOrTx, who: CustomerOf, q: PageQuery): PageStatement {
  const source = pageSource(q);
  const filters = PAGE_FILTERS.filter(([, holds]) => holds(q)).map(([name]) => `_${name}`);
  const name = `custom_carts_page_${source}${filters.join('')}${preparedSuffix(who)}`;
  // Built with the query builder once per shape, run as raw prepared SQL (preparedSql: no per-call drizzle layers).
  return preparedSql<{ body: string | null }>(db, name, () => {
    const d = db;
    // The session's customer read once (the `me` CTE), however many places below name her; the answer gated at the
    // end by the call's customer_id and her role (decision 0794).
    const meBody = meCteSql(who);
    const me = meBody ? d.$with('me', { id: sql<number>`id` }).as(meBody) : undefined;
    const member = ownKeySql(who);
    const matched = q.search ? matchedCte(d, member, q.status) : undefined;
    const where = source === 'filtered' ? filteredWhere(member, q, matched) : undefined;
    const page = d.$with('page').as(
      where
        ? d
            .select({
              id: sql<string>`${customCarts.cartId}`.as('page_cart_id'),
              at: sql<Date>`${customCarts.createdAt}`.as('page_created_at'),
            })
            .from(customCarts)
            .where(where)
            .orderBy(...newestFirstById)
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'))
        : pageIds(d, member, q.status, matched),
    );
    const total = where
      ? sql`(select count(*)::int from ${customCarts} where ${where})`
      : matched
        ? sql`(select coalesce(sum(${matched.n}), 0)::int from ${matched})`
        : herTotal(member, q.status);
    // The answer's JSON is built here, as the contract's customCartListResponse (decision 0782: the route sends this
    // text as it comes; routes.test.ts parses it strictly): the page's rows in its order (her carts by their keys: the
    // page holds only hers), and the total.
    const answer = sql`json_build_object(
        'custom_carts', coalesce((select json_agg(json_build_object(
            'cart_id', ${customCarts.cartId},
            'order_id', ${customCarts.orderId},
            'order_created_at', ${isoSql(customCarts.createdAt)},
            'grand_total', case when ${customCarts.selectedPayment} = 'installments'
                                then coalesce(${customCarts.installmentGrandTotalCents}, ${customCarts.grandTotalCents})
                                else ${customCarts.grandTotalCents} end,
            'status', ${customCarts.status},
            'contact', case when ${contacts.contactId} is not null then json_build_object(
                'contact_id', ${contacts.contactId}, 'first_name', ${contacts.firstName},
                'last_name', ${contacts.lastName}, 'phone', ${contacts.phone}, 'email', ${contacts.email}) end,
            -- The one overdue rule (decision 0710): a payment due before today not paid off.
            'overdue', coalesce(${customCarts.oldestOpenDue} < ${sql.placeholder('today')}::date, false))
          order by ${page.at} desc, ${page.id})
          from ${page} join ${customCarts} on ${customCarts.cartId} = ${page.id}
          -- Her client by its key alone: a cart's contact_id is only ever set to one of her contacts (createCart,
          -- register and the public store check it). A member_id condition here let the generic plan walk all her
          -- contacts for each row instead (decision 0514).
          left join ${contacts} on ${contacts.contactId} = ${customCarts.contactId}), '[]'::json),
        'total_count', ${total})::text`;
    return d
      .with(...[me, matched, page].filter((c) => c !== undefined))
      .select({ body: sql<string | null>`${gatedSql(who, answer)}`.as('body') })
      .from(gateFromSql(who))
      .getSQL();
  });
}

/** How many of her orders there are (all, or in one status), from her counters. */
const herTotal = (member: SQL, status: Status | undefined) =>
  sql<number>`(select coalesce(sum(${customCartCounts.n}), 0)::int from ${customCartCounts} where ${and(
    sql`${customCartCounts.memberId} = ${member}`,
    status ? eq(customCartCounts.status, sql.placeholder('status')) : undefined,
  )})`;

/**
 * A page of her orders and how many match as the answer's JSON text (customCartListResponse), read by her key or by
 * her session (one statement with the session check: `me` is the session's member then, to check against the call's
 * customer_id).
 */
export async function listCartsText(db: DbOrTx, who: CustomerOf, q: PageQuery, today: string): Promise<string> {
  const [found] = await pageRows(db, who, q, today);
  return gatedAnswer(found);
}

/** Her client, if the contact is hers. */
export async function findContact(db: DbOrTx, memberId: number, contactId: string) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.contactId, contactId), eq(contacts.memberId, memberId)));
  return row;
}

export async function deleteCart(db: DbOrTx, memberId: number, cartId: string): Promise<boolean> {
  const rows = await db
    .delete(customCarts)
    .where(and(eq(customCarts.cartId, cartId), eq(customCarts.memberId, memberId)))
    .returning({ cartId: customCarts.cartId });
  return rows.length > 0;
}

/** Sets quantity and status of one item of a cart (the caller checked the cart is hers). */
export async function updateItem(
  db: DbOrTx,
  cartId: string,
  sku: string,
  values: { qty: number; status: string; unlink?: boolean },
  at: Date,
) {
  await db
    .update(customCartItems)
    .set({
      qty: values.qty,
      status: values.status,
      updatedAt: at,
      // Back to buy: no bag or shop order holds it any more (decision 0511).
      ...(values.unlink ? { bagCartId: null, shopOrderId: null } : {}),
    })
    .where(and(eq(customCartItems.cartId, cartId), eq(customCartItems.sku, sku)));
}

/**
 * One of her payments (payments carry the member: PATCH payments/{paymentId} names the owner directly). Not
 * locked: a ledger write locks the payment's order first, as every other write of the order does.
 */
export async function findPayment(db: DbOrTx, memberId: number, paymentId: string) {
  const [row] = await db
    .select()
    .from(customCartPayments)
    .where(and(eq(customCartPayments.paymentId, paymentId), eq(customCartPayments.memberId, memberId)));
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// The ledger (decision 0710): abonos, and what they cover of each payment.

/** The order's abonos in the order they were recorded. */
export const cartAbonos = (db: DbOrTx, cartId: string): Promise<CustomCartAbonoRow[]> =>
  db.select().from(customCartAbonos).where(eq(customCartAbonos.cartId, cartId)).orderBy(asc(customCartAbonos.seq));

export async function insertAbono(
  db: DbOrTx,
  row: {
    cartId: string;
    memberId: number;
    paymentId: string | null;
    amountCents: number;
    paidDate: string;
    at: Date;
    source?: 'member' | 'pay_link' | 'report';
  },
) {
  await db.insert(customCartAbonos).values({
    cartId: row.cartId,
    memberId: row.memberId,
    paymentId: row.paymentId,
    amountCents: row.amountCents,
    paidDate: row.paidDate,
    createdAt: row.at,
    source: row.source ?? 'member',
  });
}

export async function updateAbono(
  db: DbOrTx,
  cartId: string,
  abonoId: string,
  values: { amountCents: number; paidDate: string },
) {
  await db
    .update(customCartAbonos)
    .set(values)
    .where(and(eq(customCartAbonos.cartId, cartId), eq(customCartAbonos.abonoId, abonoId)));
}

export async function deleteAbonos(db: DbOrTx, cartId: string, abonoIds: string[]) {
  if (abonoIds.length === 0) return;
  await db
    .delete(customCartAbonos)
    .where(and(eq(customCartAbonos.cartId, cartId), inArray(customCartAbonos.abonoId, abonoIds)));
}

/**
 * Writes the plan's amounts and what the abonos cover of each payment (the allocation), only where it changed:
 * the database's triggers then bring the order's oldest open due date and her client and day totals along.
 */
export async function writeAllocation(
  db: DbOrTx,
  current: readonly CustomCartPaymentRow[],
  next: readonly { id: string; amount: number; paid: number; status: 'paid' | 'open'; paidDate: string | null }[],
  at: Date,
) {
  const byId = new Map(current.map((p) => [p.paymentId, p]));
  for (const n of next) {
    const c = byId.get(n.id);
    if (
      !c ||
      (c.amountCents === n.amount && c.paidCents === n.paid && c.status === n.status && c.paidDate === n.paidDate)
    )
      continue;
    await db
      .update(customCartPayments)
      .set({ amountCents: n.amount, paidCents: n.paid, status: n.status, paidDate: n.paidDate, updatedAt: at })
      .where(eq(customCartPayments.paymentId, n.id));
  }
}

/** A sum PostgreSQL answers as bigint (a string or a bigint, by driver), as an exact number of centavos. */
function exactCents(v: unknown): number {
  const n = Number(v ?? 0);
  if (!Number.isSafeInteger(n)) throw new Error(`not an exact amount: ${String(v)}`);
  return n;
}

/** "Mis cobranzas": what her clients owe, due from today through `weekEnd`, and due before today (centavos). */
export async function collectionTotals(db: DbOrTx, memberId: number, today: string, weekEnd: string) {
  const [row] = await preparedSql<{ owed: unknown; due_week: unknown; overdue: unknown; clients: number }>(
    db,
    'custom_cart_collection_totals',
    () => sql`select coalesce(sum(d.open_cents), 0)::bigint as owed,
        coalesce(sum(d.open_cents) filter (where d.due_date >= ${sql.placeholder('today')}::date
          and d.due_date <= ${sql.placeholder('weekEnd')}::date), 0)::bigint as due_week,
        coalesce(sum(d.open_cents) filter (where d.due_date < ${sql.placeholder('today')}::date), 0)::bigint as overdue,
        (select count(*)::int from custom_cart_client_ledgers l where l.member_id = ${sql.placeholder('member')}) as clients
      from custom_cart_ledger_days d where d.member_id = ${sql.placeholder('member')}`,
  ).execute({ member: memberId, today, weekEnd });
  return {
    owed: exactCents(row?.owed),
    dueThisWeek: exactCents(row?.due_week),
    overdue: exactCents(row?.overdue),
    clients: row?.clients ?? 0,
  };
}

/**
 * A row `r` of 'Me deben''s rows function as the wire shows it (clientLedgerView): empty texts for a client's missing
 * names and phone, nulls summed as 0, the next payment due as a date and an amount or null. 'Me deben''s page and
 * 'Hoy' both build their rows with it.
 */
const ledgerRowJsonSql = sql`json_build_object(
    'contact', json_build_object('contact_id', r.contact_id, 'first_name', coalesce(r.first_name, ''),
      'last_name', coalesce(r.last_name, ''), 'phone', coalesce(r.phone, ''), 'email', r.email),
    'owed', coalesce(r.owed_cents, 0), 'due_this_week', coalesce(r.due_week, 0), 'overdue', coalesce(r.overdue, 0),
    'overdue_since', r.overdue_since,
    'next_due', case when r.next_date is not null
                     then json_build_object('date', r.next_date, 'amount', coalesce(r.next_amount, 0)) end)`;

/**
 * The same page as the answer's JSON text (clientLedgerResponse), built by PostgreSQL and sent as it comes (issue 32,
 * decision 0793: parsing the rows, mapping them and serialising them again cost the route ~70 µs a request): the
 * clients in the page function's order, empty texts for a client's missing names and phone, and how many owe (the
 * function's every row carries it; past the last page one row carries it alone).
 */
const clientLedgerTextSql = (member: SQL): SQL =>
  sql`(select json_build_object(
      'clients', coalesce(json_agg(${ledgerRowJsonSql} order by r.ordinality) filter (where r.contact_id is not null),
        '[]'::json),
      'total_count', coalesce(max(r.total), 0))::text
    from custom_cart_client_ledger_page(${member}, ${sql.placeholder('ledger_limit')},
      ${sql.placeholder('ledger_offset')}, ${sql.placeholder('ledger_today')}::date,
      ${sql.placeholder('ledger_week_end')}::date) with ordinality r)`;

/**
 * 'Me deben''s page for the member of a session, gated in the same statement (decision 0794): 401 without a live
 * session, 404 for another's customer_id or a customer who is not a member. The page function takes her id as a
 * column of the session's row (a sub-select argument would stop PostgreSQL inlining its rows function: a plan per
 * call).
 */
export async function clientLedgerTextForSession(
  db: DbOrTx,
  who: { session: SessionRow; customerId: string },
  values: { limit: number; offset: number; today: string; weekEnd: string },
): Promise<string> {
  const gated = { ...who, member: true };
  const [row] = await preparedSql<{ body: string | null }>(
    db,
    'client_ledger_text_session',
    () => sql`select ${gatedSql(gated, clientLedgerTextSql(sql`me.id`))} as body from ${who.session.sql} me`,
  ).execute(
    withCustomerValues(gated, {
      ledger_limit: values.limit,
      ledger_offset: values.offset,
      ledger_today: values.today,
      ledger_week_end: values.weekEnd,
    }),
  );
  return gatedAnswer(row);
}

/** Her orders for one client that still owe something (an open payment), oldest first (a statement; 0770). */
export async function owingCartIdsOfClient(db: DbOrTx, memberId: number, contactId: string, limit: number) {
  const rows = await db
    .select({ cartId: customCarts.cartId })
    .from(customCarts)
    .where(
      and(
        eq(customCarts.memberId, memberId),
        eq(customCarts.contactId, contactId),
        sql`not ${customCarts.draft}`,
        sql`exists (select 1 from ${customCartPayments} p where p.cart_id = ${customCarts.cartId}
          and p.status = 'open')`,
      ),
    )
    .orderBy(asc(customCarts.createdAt), asc(customCarts.cartId))
    .limit(limit);
  return rows.map((r) => r.cartId);
}

/**
 * What 'Hoy' shows of her customer orders (decision 0760), as one JSON value in the answer's own shape (issue 32: no
 * second mapping in JavaScript), by the rules of the pages it leads to: 'Mis cobranzas' totals (due from today through
 * the week's end, and overdue: due before today) from her ledger days; how many clients owe by the week's end and how
 * many are late, from the per-client ledger; the first rows of 'Me deben' (its rows' function, inlined: no count) of
 * those with something due by the week's end, most urgent first, as its page shows them; her orders still to buy
 * (CREATED, the list's filter, from the counts the trigger keeps), how many clients they are for and those with the
 * most (migration 0018's index range). Placeholders: carts_today, carts_week_end; it lists TODAY_LIST_SIZE of each.
 * Read apart, these were six statements and 2.6 ms; as one, 0.2 ms (issue 29's bench).
 */
export const todayFiguresSql = (member: SQL): SQL => {
  const today = sql`${sql.placeholder('carts_today')}::date`;
  const weekEnd = sql`${sql.placeholder('carts_week_end')}::date`;
  // Written in the statement (not a placeholder): with it, the generic plan of the inlined rows function stays.
  const limit = sql.raw(String(TODAY_LIST_SIZE));
  return sql`(select json_build_object(
      'collections', json_build_object('due_this_week', d.due_week, 'overdue', d.overdue,
        'clients_due', l.clients_due, 'clients_overdue', l.clients_overdue,
        'clients', coalesce((select json_agg(${ledgerRowJsonSql} order by r.oldest_open_due, r.contact_id)
            from custom_cart_client_ledger_rows(${member}, ${limit}, 0, ${today}, ${weekEnd}) r
           where r.contact_id is not null and (coalesce(r.overdue, 0) > 0 or coalesce(r.due_week, 0) > 0)), '[]'::json)),
      'to_buy', (select json_build_object('orders', coalesce(sum(c.n), 0)::int,
                   'clients_count', coalesce(sum(c.clients), 0)::int,
                   'clients', coalesce((select json_agg(json_build_object('contact', json_build_object(
                         'contact_id', t.contact_id, 'first_name', coalesce(k.first_name, ''),
                         'last_name', coalesce(k.last_name, '')), 'orders', t.n) order by t.n desc, t.contact_id)
                       from (select cc.contact_id, cc.n from custom_cart_client_counts cc
                              where cc.member_id = ${member} and cc.status = 'CREATED' and cc.n > 0
                              order by cc.n desc nulls last, cc.contact_id limit ${limit}) t
                       join contacts k on k.contact_id = t.contact_id), '[]'::json))
                  from custom_cart_counts c where c.member_id = ${member} and c.status = 'CREATED'))
    from (select coalesce(sum(x.open_cents) filter (where x.due_date >= ${today} and x.due_date <= ${weekEnd}), 0)::bigint
                   as due_week,
                 coalesce(sum(x.open_cents) filter (where x.due_date < ${today}), 0)::bigint as overdue
            from custom_cart_ledger_days x where x.member_id = ${member}) d,
         (select count(*)::int as clients_due,
                 count(*) filter (where x.oldest_open_due < ${today})::int as clients_overdue
            from custom_cart_client_ledgers x
           where x.member_id = ${member} and x.oldest_open_due <= ${weekEnd}) l)`;
};

/** todayFiguresSql's JSON value: 'Hoy''s collections and to_buy as they are sent. */
export const readTodayFigures = (json: unknown) =>
  json as { collections: TodayResponse['collections']; to_buy: TodayResponse['to_buy'] };

/** Whether one of her CREATED orders has an item still to buy (the menu's dot). */
export async function hasPendingItems(db: DbOrTx, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(customCarts)
    .where(
      and(
        eq(customCarts.memberId, memberId),
        eq(customCarts.status, 'CREATED'),
        sql`not ${customCarts.draft}`,
        sql`exists (select 1 from ${customCartItems} i where i.cart_id = ${customCarts.cartId}
          and i.status in ('PENDING', 'ADDED_TO_CART'))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------
// Bought through her shop bag (decision 0511): the items follow the bag line, the shop order and its payment.

/** Her carts (the owner of items touched by a shop order is the order's customer). */
const hersOnly = (memberId: number) =>
  sql`${customCartItems.cartId} in (select ${customCarts.cartId} from ${customCarts} where ${customCarts.memberId} = ${memberId})`;

/** An item put in her bag: ADDED_TO_CART, linked to the bag, no shop order yet. */
export async function linkItemToBag(db: DbOrTx, cartId: string, sku: string, bagCartId: string, at: Date) {
  await db
    .update(customCartItems)
    .set({ status: 'ADDED_TO_CART', bagCartId, shopOrderId: null, updatedAt: at })
    .where(and(eq(customCartItems.cartId, cartId), eq(customCartItems.sku, sku)));
}

/** Items of her orders sitting in a bag that was just checked out: the shop order holds them now. */
export async function linkBagItemsToOrder(db: DbOrTx, memberId: number, bagCartId: string, orderId: number, at: Date) {
  await db
    .update(customCartItems)
    .set({ shopOrderId: orderId, updatedAt: at })
    .where(
      and(eq(customCartItems.bagCartId, bagCartId), eq(customCartItems.status, 'ADDED_TO_CART'), hersOnly(memberId)),
    );
}

/** The items a paid shop order bought become PURCHASED; answers the carts touched. */
export async function purchaseItemsOfOrder(db: DbOrTx, memberId: number, orderId: number, at: Date) {
  const rows = await db
    .update(customCartItems)
    .set({ status: 'PURCHASED', updatedAt: at })
    .where(
      and(eq(customCartItems.shopOrderId, orderId), eq(customCartItems.status, 'ADDED_TO_CART'), hersOnly(memberId)),
    )
    .returning({ cartId: customCartItems.cartId });
  return [...new Set(rows.map((r) => r.cartId))];
}

/** A shop order given up (cancelled, expired, refunded): its items are to buy again, unlinked. */
export async function releaseItemsOfOrder(db: DbOrTx, memberId: number, orderId: number, at: Date) {
  const rows = await db
    .update(customCartItems)
    .set({ status: 'PENDING', bagCartId: null, shopOrderId: null, updatedAt: at })
    .where(
      and(
        eq(customCartItems.shopOrderId, orderId),
        inArray(customCartItems.status, ['ADDED_TO_CART', 'PURCHASED']),
        hersOnly(memberId),
      ),
    )
    .returning({ cartId: customCartItems.cartId });
  return [...new Set(rows.map((r) => r.cartId))];
}

/** A line taken out of her open bag: the items waiting in it are to buy again, unlinked. */
export async function releaseItemsOfBagLine(db: DbOrTx, memberId: number, bagCartId: string, sku: string, at: Date) {
  const rows = await db
    .update(customCartItems)
    .set({ status: 'PENDING', bagCartId: null, shopOrderId: null, updatedAt: at })
    .where(
      and(
        eq(customCartItems.bagCartId, bagCartId),
        eq(customCartItems.sku, sku),
        eq(customCartItems.status, 'ADDED_TO_CART'),
        hersOnly(memberId),
      ),
    )
    .returning({ cartId: customCartItems.cartId });
  return [...new Set(rows.map((r) => r.cartId))];
}

/** Deletes drafts not touched since `before` (items and payments cascade); answers how many (decision 0532). */
export async function deleteAbandonedDrafts(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const due = db
    .select({ cartId: customCarts.cartId })
    .from(customCarts)
    // Only her own drafts: an order from her store waits for her as a draft until she decides (decision 0721).
    .where(and(eq(customCarts.draft, true), eq(customCarts.source, 'member'), lt(customCarts.updatedAt, before)))
    .orderBy(asc(customCarts.updatedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .delete(customCarts)
    .where(and(inArray(customCarts.cartId, due), eq(customCarts.draft, true)))
    .returning({ cartId: customCarts.cartId });
  return rows.length;
}

// ---------------------------------------------------------------------------------------------------------
// 'Comprar para mis clientes' (issue 29 point 2, decision 0760): her items to buy across her orders, into her bag at
// once; what the shop could not sell goes back to its order, unavailable.

/** An item of one of her orders with its order's date and client, as @shop/domain/buy-for-clients reads it. */
export interface ItemForBuying {
  cartId: string;
  sku: string;
  productId: string;
  name: string;
  sizeLabel: string;
  imageUrl: string;
  qty: number;
  basePriceCents: number;
  status: string;
  orderedAt: Date;
  firstName: string | null;
  lastName: string | null;
}

const itemForBuyingColumns = {
  cartId: customCartItems.cartId,
  sku: customCartItems.sku,
  productId: customCartItems.productId,
  name: customCartItems.name,
  sizeLabel: customCartItems.sizeLabel,
  imageUrl: sql<string>`coalesce(${customCartItems.imageUrls}->>0, '')`,
  qty: customCartItems.qty,
  basePriceCents: customCartItems.basePriceCents,
  status: customCartItems.status,
  orderedAt: customCarts.createdAt,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
};

/**
 * Her items still to buy (PENDING) in her orders (drafts left out), oldest order first, at most `limit`; with
 * `only`, just those (cart, sku) pairs, whatever their status (the caller checks it).
 */
export async function itemsForBuying(
  db: DbOrTx,
  memberId: number,
  q: { limit: number; only?: { cartId: string; sku: string }[] },
): Promise<ItemForBuying[]> {
  const pairs = q.only?.length
    ? sql`(${customCartItems.cartId}, ${customCartItems.sku}) in (${sql.join(
        q.only.map((p) => sql`(${p.cartId}::uuid, ${p.sku})`),
        sql`, `,
      )})`
    : sql`${customCartItems.status} = 'PENDING' and ${customCarts.status} = 'CREATED'`;
  return db
    .select(itemForBuyingColumns)
    .from(customCartItems)
    .innerJoin(customCarts, eq(customCarts.cartId, customCartItems.cartId))
    .leftJoin(contacts, eq(contacts.contactId, customCarts.contactId))
    .where(and(eq(customCarts.memberId, memberId), sql`not ${customCarts.draft}`, pairs))
    .orderBy(asc(customCarts.createdAt), asc(customCartItems.cartId), asc(customCartItems.sku))
    .limit(q.limit);
}

/** Her items waiting in a bag (not yet in a shop order) for these skus, oldest order first. */
export async function bagItemsOfSkus(db: DbOrTx, memberId: number, bagCartId: string, skuList: string[]) {
  if (skuList.length === 0) return [];
  return db
    .select(itemForBuyingColumns)
    .from(customCartItems)
    .innerJoin(customCarts, eq(customCarts.cartId, customCartItems.cartId))
    .leftJoin(contacts, eq(contacts.contactId, customCarts.contactId))
    .where(
      and(
        eq(customCarts.memberId, memberId),
        eq(customCartItems.bagCartId, bagCartId),
        eq(customCartItems.status, 'ADDED_TO_CART'),
        sql`${customCartItems.shopOrderId} is null`,
        inArray(customCartItems.sku, skuList),
      ),
    )
    .orderBy(asc(customCarts.createdAt), asc(customCartItems.cartId));
}

/** An item the shop could not sell her: to buy again, out of the bag, marked unavailable online. */
export async function markItemUnavailable(db: DbOrTx, cartId: string, sku: string, at: Date) {
  await db
    .update(customCartItems)
    .set({ status: 'PENDING', bagCartId: null, shopOrderId: null, isAvailableOnline: false, updatedAt: at })
    .where(and(eq(customCartItems.cartId, cartId), eq(customCartItems.sku, sku)));
}

/** Her shop orders that carry items of her customer orders, newest first, with their units and clients (packing). */
export async function purchasesForClients(db: DbOrTx, memberId: number, limit: number) {
  return db
    .select({
      orderNumber: orders.magentoOrderId,
      createdAt: orders.createdAt,
      status: orders.status,
      units: sql<number>`sum(${customCartItems.qty})::int`,
      clients: sql<number>`count(distinct ${customCarts.contactId})::int`,
    })
    .from(orders)
    .innerJoin(customCartItems, eq(customCartItems.shopOrderId, orders.id))
    .innerJoin(customCarts, and(eq(customCarts.cartId, customCartItems.cartId), eq(customCarts.memberId, memberId)))
    .where(and(eq(orders.customerId, memberId), sql`${orders.magentoOrderId} is not null`))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The items of her customer orders that one of her shop orders (by its number) bought, with their clients. */
export async function packingListRows(db: DbOrTx, memberId: number, orderNumber: string) {
  return db
    .select({
      orderCreatedAt: orders.createdAt,
      cartId: customCarts.cartId,
      orderedAt: customCarts.createdAt,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      phone: contacts.phone,
      name: customCartItems.name,
      sizeLabel: customCartItems.sizeLabel,
      qty: customCartItems.qty,
    })
    .from(orders)
    .innerJoin(customCartItems, eq(customCartItems.shopOrderId, orders.id))
    .innerJoin(customCarts, and(eq(customCarts.cartId, customCartItems.cartId), eq(customCarts.memberId, memberId)))
    .leftJoin(contacts, eq(contacts.contactId, customCarts.contactId))
    .where(and(eq(orders.customerId, memberId), eq(orders.magentoOrderId, orderNumber)))
    .orderBy(asc(contacts.firstName), asc(contacts.lastName), asc(customCarts.createdAt), asc(customCartItems.sku));
}
