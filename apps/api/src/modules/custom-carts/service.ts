import type { Clock } from '@shop/domain/clock';
import {
  canSetItemStatus,
  cartStatus,
  COLLECTIONS_WEEK_DAYS,
  customerTotal,
  installmentTerms,
  planPayments,
  searchKey,
  type ItemStatus,
} from '@shop/domain/customer-orders';
import {
  allocate,
  checkAbono,
  lastAbono,
  planTerms,
  replan,
  tickChange,
  untickChange,
  type LedgerRefusal,
} from '@shop/domain/ledger';
import { customerPrice } from '@shop/domain/customer-prices';
import { spreadPayment } from '@shop/domain/pay-link';
import { allocateBought, clientsOf, groupToBuy, type ItemToBuy } from '@shop/domain/buy-for-clients';
import { buyForClientsMessages } from '@shop/contracts/buy-for-clients-messages';
import {
  TO_BUY_MAX_ITEMS,
  type PackingListResponse,
  type PurchasesForClientsResponse,
} from '@shop/contracts/buy-for-clients';
import { statusLabel } from '@shop/domain/orders';
import { countPendingRequests } from '../custom-stores/public';
import { addDays, mexicoDate, mexicoInstant } from '@shop/domain/mexico-dates';
import { formatMoney } from '@shop/domain/money';
import type { Db, DbOrTx, Tx } from '@shop/db/client';
import type { CustomCartItemRow, CustomCartRow } from '@shop/db/schema/index';
import { messages } from '@shop/contracts/messages';
import type {
  AbonoBody,
  CartItemAddBody,
  CartItemsPatchBody,
  CustomCartListQuery,
  CustomCartListResponse,
  PaymentPaidBody,
} from '@shop/contracts/custom-carts';
import { customCartsMessages, ITEM_QTY_MAX } from '@shop/contracts/custom-carts-messages';
import { CLIENT_LEDGER_PAGE_SIZE, ledgerMessages } from '@shop/contracts/ledger-messages';
import { BAG_MAX_QTY } from '@shop/contracts/bag';
import { shopMessages } from '@shop/contracts/shop-messages';
import { HttpError } from '../../lib/http-errors';
import { type CustomerOf, type SessionRow, type SqlPart } from '../../lib/sql-parts-repository';
import { availabilityFor } from '../catalog/public';
import { cartLines, ensureOpenCart, lineQty, openCart, removeLine, sellableUnits, setLineQty } from '../bag/public';
import {
  cartAbonos,
  cartItems,
  cartPayments,
  clientLedgerTextForSession,
  collectionTotals,
  readTodayFigures,
  todayFiguresSql,
  bagItemsOfSkus,
  itemsForBuying,
  packingListRows,
  purchasesForClients,
  markItemUnavailable,
  type ItemForBuying,
  deleteAbonos,
  insertAbono,
  isHerContact,
  updateAbono,
  writeAllocation,
  deleteAbandonedDrafts,
  deleteCart,
  deleteItems,
  findCart,
  findContact,
  findPayment,
  hasPendingItems,
  owingCartIdsOfClient,
  listCartsText,
  updateItem,
  insertCart,
  linkBagItemsToOrder,
  linkItemToBag,
  purchaseItemsOfOrder,
  releaseItemsOfBagLine,
  releaseItemsOfOrder,
  replacePayments,
  setRegistration,
  skuFacts,
  storeOf,
  updateCartTotals,
  updatePaymentTerms,
  upsertItems,
  type NewItemRow,
} from './repository';
import { abonosOf, cartView, ledgerOption, moneyOf, scheduleOf, type LoadedCart } from './view';

/** What a caller asks for: the server fills in names, pictures, prices and availability from the catalogue. */
export interface CartItemInput {
  sku: string;
  qty: number;
  status?: ItemStatus;
}

/** A cart with its items and payments (defined beside the wire mapping, which reads it). */
export type { LoadedCart };

const notFound = () => new HttpError(404, messages.generic.notFound);

/** A draft (an order being registered) untouched this long is abandoned (decision 0532). */
export const DRAFT_TTL_MS = 24 * 60 * 60_000;
const DRAFT_BATCH = 100;

const earningsItems = (items: CustomCartItemRow[]) =>
  items.map((i) => ({ status: i.status as ItemStatus, qty: i.qty, price: i.priceCents, basePrice: i.basePriceCents }));

/**
 * The core of customer orders (custom carts) that every way of making one shares: the socia's own orders
 * (issue 11), orders her customers send from her public store (issue 12) and orders registered for a client
 * (issue 13). Prices are the catalogue's member price and her customer price from her store's margins;
 * stored status and totals always follow @shop/domain/customer-orders. Every method takes an optional
 * transaction so callers can make a cart, its contact and its items land together.
 */
export function createCustomCartsService(deps: { db: Db; clock: Clock }) {
  async function load(db: DbOrTx, memberId: number, cartId: string): Promise<LoadedCart | null> {
    const cart = await findCart(db, memberId, cartId);
    if (!cart) return null;
    const [items, payments, abonos] = await Promise.all([
      cartItems(db, cartId),
      cartPayments(db, cartId),
      cartAbonos(db, cartId),
    ]);
    return { cart, items, payments, abonos };
  }

  /** Item rows for skus, priced for this member's store; unknown or unsellable skus are refused with a 400. */
  async function priceItems(db: DbOrTx, memberId: number, given: CartItemInput[]): Promise<NewItemRow[]> {
    const input = mergeSkus(given);
    const store = await storeOf(db, memberId);
    if (!store) throw notFound();
    const facts = new Map((await skuFacts(db, [...new Set(input.map((i) => i.sku))])).map((f) => [f.sku, f]));
    const stock = await availabilityFor(db, [...facts.keys()]);
    return input.map((i) => {
      const f = facts.get(i.sku);
      if (!f || !f.listed || f.nextArrival) {
        throw new HttpError(400, messages.generic.invalidBody, [
          { path: 'sku', message: messages.generic.invalidBody },
        ]);
      }
      const base = Math.min(f.memberPriceCents ?? f.priceCents, f.priceCents);
      const price = customerPrice(base, store);
      const s = stock.get(i.sku);
      return {
        sku: f.sku,
        productId: f.productId,
        name: f.name,
        color: f.color,
        size: f.size,
        sizeLabel: f.sizeLabel,
        imageUrls: f.imageUrls,
        qty: i.qty,
        priceCents: price,
        basePriceCents: base,
        customerPriceCents: price,
        status: i.status ?? 'PENDING',
        isAvailableOnline: f.isDigital || (s?.online ?? 0) >= i.qty,
        isAvailablePickup: !f.isDigital && (s?.pickup ?? 0) >= i.qty,
      };
    });
  }

  const core = {
    load: (memberId: number, cartId: string, db: DbOrTx = deps.db) => load(db, memberId, cartId),

    /**
     * A new, empty customer order in the member's store, for one of her clients (or none yet). The contact must
     * be hers; a member without a store gets 404.
     */
    async createCart(
      memberId: number,
      input: {
        contactId?: string | null;
        source: 'member' | 'public_store';
        customerNotes?: string | null;
        /** 'Registrar pedido': hidden until `register` (decision 0532). */
        draft?: boolean;
      },
      db: DbOrTx = deps.db,
    ): Promise<CustomCartRow> {
      const store = await storeOf(db, memberId);
      if (!store) throw notFound();
      if (input.contactId && !(await isHerContact(db, memberId, input.contactId))) throw notFound();
      return insertCart(db, {
        memberId,
        storeId: store.storeId,
        contactId: input.contactId ?? null,
        source: input.source,
        customerNotes: input.customerNotes ?? null,
        draft: input.draft ?? false,
        at: deps.clock.now(),
      });
    },

    /** Deletes drafts untouched for 24 h (run by the timers sweep; decision 0532); answers how many. */
    async sweepAbandonedDrafts() {
      const before = new Date(deps.clock.now().getTime() - DRAFT_TTL_MS);
      let deleted = 0;
      for (;;) {
        const n = await deps.db.transaction((tx) => deleteAbandonedDrafts(tx, before, DRAFT_BATCH));
        deleted += n;
        if (n < DRAFT_BATCH) return deleted;
      }
    },

    /** Adds items (a sku already there takes the new quantity); 404 when the cart is not hers. */
    async addItems(memberId: number, cartId: string, input: CartItemInput[], db: DbOrTx = deps.db) {
      if (!(await findCart(db, memberId, cartId, { forUpdate: true }))) throw notFound();
      const at = deps.clock.now();
      await upsertItems(db, cartId, await priceItems(db, memberId, input), at);
      await refresh(db, memberId, cartId, at);
      return load(db, memberId, cartId);
    },

    /** Register order (reseller-area.md §4): the cart's items are removed and the entered ones added. */
    async replaceItems(memberId: number, cartId: string, input: CartItemInput[], db: DbOrTx = deps.db) {
      if (!(await findCart(db, memberId, cartId, { forUpdate: true }))) throw notFound();
      const at = deps.clock.now();
      const rows = await priceItems(db, memberId, input);
      await deleteItems(db, cartId);
      await upsertItems(db, cartId, rows, at);
      await refresh(db, memberId, cartId, at);
      return load(db, memberId, cartId);
    },

    /**
     * Chooses cash ('Contado') or installments with her store's defaults, frozen on the order, and plans the
     * client's payments from today (Mexico City). Refused (409) once any abono is recorded.
     */
    async choosePayment(memberId: number, cartId: string, type: 'cash' | 'installments', db: DbOrTx = deps.db) {
      const cart = await findCart(db, memberId, cartId, { forUpdate: true });
      const store = await storeOf(db, memberId);
      if (!cart || !store) throw notFound();
      if ((await cartAbonos(db, cartId)).length > 0) throw new HttpError(409, messages.generic.invalidBody);
      const at = deps.clock.now();
      const items = await cartItems(db, cartId);
      const cashTotal = customerTotal(earningsItems(items));
      const today = mexicoDate(at);
      if (type === 'cash') {
        await updatePaymentTerms(
          db,
          cartId,
          {
            selectedPayment: 'cash',
            installmentGrandTotalCents: null,
            downpaymentCents: null,
            installmentWeeks: null,
            weeklyPaymentCents: null,
            installmentPercentage: null,
            downpaymentPercentage: null,
          },
          at,
        );
        await replacePayments(db, cart, planPayments({ type: 'cash', grandTotal: cashTotal }, today));
      } else {
        const defaults = {
          installmentPercentage: store.installmentPercentage,
          installmentWeeks: store.installmentWeeks,
          downpaymentPercentage: store.downpaymentPercentage,
          downpayment: store.downpayment,
        };
        const terms = installmentTerms(cashTotal, defaults);
        await updatePaymentTerms(
          db,
          cartId,
          {
            selectedPayment: 'installments',
            installmentGrandTotalCents: terms.grandTotal,
            downpaymentCents: terms.downpayment,
            installmentWeeks: terms.installmentWeeks,
            weeklyPaymentCents: terms.weeklyPayments,
            installmentPercentage: defaults.installmentPercentage,
            downpaymentPercentage: defaults.downpaymentPercentage,
          },
          at,
        );
        await replacePayments(db, cart, planPayments({ type: 'installments', ...terms }, today));
      }
      return load(db, memberId, cartId);
    },

    /**
     * Register order (reseller-area.md §4): her client, the delivery method (member-type when her store shows
     * darkstore inventory, else online) and notes on a cart that has items and a chosen payment. 404 when the
     * cart or the client is not hers; 409 when the cart is empty or no payment option was chosen.
     */
    async register(
      memberId: number,
      cartId: string,
      input: { contactId: string; customerNotes?: string | null },
      db: DbOrTx = deps.db,
    ) {
      const cart = await findCart(db, memberId, cartId, { forUpdate: true });
      const store = await storeOf(db, memberId);
      if (!cart || !store) throw notFound();
      if (!(await isHerContact(db, memberId, input.contactId))) throw notFound();
      const items = await cartItems(db, cartId);
      if (items.length === 0 || !cart.selectedPayment) throw new HttpError(409, messages.generic.invalidBody);
      await setRegistration(db, memberId, cartId, {
        contactId: input.contactId,
        deliveryMethod: store.displayInventoryDarkstore ? 'member' : 'online',
        customerNotes: input.customerNotes ?? cart.customerNotes,
        at: deps.clock.now(),
      });
      return load(db, memberId, cartId);
    },
  };

  /**
   * After any change of items: the stored status and cash total follow the items, and an order with a plan gets
   * its plan again for the new total (paid stays paid, the open payments share the rest; refused with 409 when the
   * client already paid more than the new total: decision 0710). The caller holds the cart's lock.
   */
  async function refresh(db: DbOrTx, memberId: number, cartId: string, at: Date) {
    const loaded = await load(db, memberId, cartId);
    if (!loaded) throw notFound();
    const live = earningsItems(loaded.items);
    await updateCartTotals(db, cartId, { status: cartStatus(live), grandTotalCents: customerTotal(live), at });
    const option = ledgerOption(loaded.cart);
    if (!option || loaded.payments.length === 0) return;
    const { total } = moneyOf(loaded, mexicoDate(at));
    const abonos = abonosOf(loaded.abonos);
    const planned = replan(scheduleOf(loaded.payments), abonos, total);
    if (!planned.ok)
      throw new HttpError(409, ledgerMessages.ledger.replanRefused(formatMoney(planned.paid), formatMoney(total)));
    await writeAllocation(db, loaded.payments, allocate(planned.schedule, abonos).payments, at);
    if (option.type === 'installments') {
      const terms = planTerms(planned.schedule);
      await updatePaymentTerms(
        db,
        cartId,
        {
          installmentGrandTotalCents: total,
          downpaymentCents: terms.downpayment,
          weeklyPaymentCents: terms.weeklyPayments,
        },
        at,
      );
    }
  }

  return { ...core, ...customerOrders(deps, core, refresh) };
}

/** One line per sku: a sku given twice is one line with both quantities (at most 50 units, else 400). */
function mergeSkus(input: CartItemInput[]): CartItemInput[] {
  const bySku = new Map<string, CartItemInput>();
  for (const i of input) {
    const seen = bySku.get(i.sku);
    bySku.set(i.sku, seen ? { ...seen, qty: seen.qty + i.qty } : i);
  }
  const merged = [...bySku.values()];
  if (merged.some((i) => i.qty > ITEM_QTY_MAX))
    throw new HttpError(400, customCartsMessages.qtyInvalid, [
      { path: 'qty', message: customCartsMessages.qtyInvalid },
    ]);
  return merged;
}

export type CustomCartsService = ReturnType<typeof createCustomCartsService>;

// ---------------------------------------------------------------------------------------------------------
// Customer orders (issue 11): reseller-area.md §2, §4, §5, §7; the checkout of customer-account.md §7 is the bag's (decision 0510).

/** The core methods the customer-order calls build on. */
interface Core {
  load(memberId: number, cartId: string, db?: DbOrTx): Promise<LoadedCart | null>;
  createCart(memberId: number, input: { source: 'member' }, db?: DbOrTx): Promise<CustomCartRow>;
  addItems(memberId: number, cartId: string, input: CartItemInput[], db?: DbOrTx): Promise<LoadedCart | null>;
  choosePayment(memberId: number, cartId: string, type: 'cash' | 'installments', db?: DbOrTx): Promise<unknown>;
}

const cartGone = () => new HttpError(404, customCartsMessages.cartGone);
const orderNotFound = () => new HttpError(404, customCartsMessages.notFound);
const ledgerM = ledgerMessages.ledger;

/** A refusal of the ledger as the caller reads it: more than what is left is bad input (400), the rest 409. */
function refusal(r: LedgerRefusal): HttpError {
  if (r.refused === 'overLeft') {
    const message = ledgerM.overLeft(formatMoney(r.left));
    return new HttpError(400, message, [{ path: 'amount', message }]);
  }
  return new HttpError(409, r.refused === 'coveredByAbono' ? ledgerM.coveredByAbono : ledgerM.noAbono);
}

type Refresh = (db: DbOrTx, memberId: number, cartId: string, at: Date) => Promise<void>;

function customerOrders(deps: { db: Db; clock: Clock }, core: Core, refresh: Refresh) {
  const today = () => mexicoDate(deps.clock.now());
  /**
   * The items she picked across her orders ('Comprar para mis clientes', 'Visita a tienda'), each once, with their
   * orders locked in one order (their ids, as everywhere orders are locked together): another member's order 404, an
   * item not found 404, an item no longer to buy 409.
   */
  async function lockPicked(tx: Tx, memberId: number, picked: { cart_id: string; sku: string }[]) {
    const pairs = [
      ...new Map(picked.map((p) => [`${p.cart_id}|${p.sku}`, { cartId: p.cart_id, sku: p.sku }])).values(),
    ];
    const cartIds = [...new Set(pairs.map((p) => p.cartId))].sort();
    for (const cartId of cartIds)
      if (!(await findCart(tx, memberId, cartId, { forUpdate: true }))) throw orderNotFound();
    const rows = await itemsForBuying(tx, memberId, { limit: TO_BUY_MAX_ITEMS, only: pairs });
    if (rows.length !== pairs.length) throw new HttpError(404, customCartsMessages.itemNotFound);
    if (rows.some((r) => r.status !== 'PENDING')) throw new HttpError(409, buyForClientsMessages.notToBuy);
    return { pairs, cartIds, rows };
  }

  async function view(db: DbOrTx, memberId: number, cartId: string, notFound = orderNotFound) {
    const loaded = await core.load(memberId, cartId, db);
    if (!loaded) throw notFound();
    const [contact, store] = await Promise.all([
      loaded.cart.contactId ? findContact(db, memberId, loaded.cart.contactId) : undefined,
      storeOf(db, memberId),
    ]);
    return cartView(loaded, contact, store, today());
  }

  /**
   * A change of the order's abonos, in one transaction holding the order's lock: `change` reads the loaded order
   * and writes its abonos; then what they cover of each payment is written again (allocate) and the order answered.
   */
  async function ledgerWrite(
    memberId: number,
    cartId: string,
    change: (tx: Tx, loaded: LoadedCart, at: Date) => Promise<void>,
  ) {
    return deps.db.transaction(async (tx) => {
      if (!(await findCart(tx, memberId, cartId, { forUpdate: true }))) throw orderNotFound();
      const loaded = await core.load(memberId, cartId, tx);
      if (!loaded) throw orderNotFound();
      const at = deps.clock.now();
      await change(tx, loaded, at);
      const [payments, abonos] = await Promise.all([cartPayments(tx, cartId), cartAbonos(tx, cartId)]);
      await writeAllocation(tx, payments, allocate(scheduleOf(payments), abonosOf(abonos)).payments, at);
      return view(tx, memberId, cartId);
    });
  }

  /** The order a payment of hers belongs to (404 when the payment is not hers). */
  async function paymentCart(memberId: number, paymentId: string) {
    const payment = await findPayment(deps.db, memberId, paymentId);
    if (!payment) throw new HttpError(404, customCartsMessages.paymentNotFound);
    return payment.cartId;
  }

  /** Her items sitting in her open bag leave it: their units come out of the bag line (decision 0710). */
  async function takeOutOfBag(tx: Tx, memberId: number, items: readonly CustomCartItemRow[], at: Date) {
    const bag = await openCart(tx, memberId);
    if (!bag) return;
    for (const item of [...items].sort((a, b) => a.sku.localeCompare(b.sku))) {
      if (item.status !== 'ADDED_TO_CART' || item.bagCartId !== bag.id || item.shopOrderId !== null) continue;
      const rest = (await lineQty(tx, bag.id, item.sku)) - item.qty;
      if (rest > 0) await setLineQty(tx, bag.id, item.sku, rest, at);
      else await removeLine(tx, bag.id, item.sku);
    }
  }

  /**
   * GET custom-cart: her orders, newest first, as the answer's JSON text (PostgreSQL builds it: decision 0782);
   * `find` is a client name (contains, case- and accent-insensitive), `overdue` keeps the orders with an overdue
   * payment, `contact_id` one client's orders, `from`/`to` her days. By her key, or by her session with the session
   * checked in the same statement (decision 0780; 401 without a live session, 404 when the call's customer_id is
   * not hers or she is not a member).
   */
  async function listText(who: CustomerOf, q: CustomCartListQuery): Promise<string> {
    const search = q.find ? searchKey(q.find) : undefined;
    const offset = (q.current_page - 1) * q.page_size;
    // The page and its total, each read bounded by the page or by what matches (decisions 0513, 0514, 0710).
    return listCartsText(
      deps.db,
      who,
      {
        status: q.status,
        search,
        overdue: q.overdue || undefined,
        contactId: q.contact_id,
        since: q.from ? mexicoInstant(q.from, 0) : undefined,
        until: q.to ? mexicoInstant(addDays(q.to, 1), 0) : undefined,
        limit: q.page_size,
        offset,
      },
      today(),
    );
  }

  return {
    listText,

    /** The same list as an object (the pages' data): the same text, parsed. */
    async list(who: CustomerOf, q: CustomCartListQuery): Promise<CustomCartListResponse> {
      return JSON.parse(await listText(who, q)) as CustomCartListResponse;
    },

    view: (memberId: number, cartId: string) => view(deps.db, memberId, cartId),

    /** "Mis cobranzas": what her clients owe her, due in the coming 7 days and overdue, and how many owe. */
    async collections(memberId: number) {
      const t = today();
      const totals = await collectionTotals(deps.db, memberId, t, addDays(t, COLLECTIONS_WEEK_DAYS - 1));
      return {
        owed: totals.owed,
        due_this_week: totals.dueThisWeek,
        overdue: totals.overdue,
        clients: totals.clients,
      };
    },

    /**
     * What 'Hoy' shows of her customer orders (decision 0760), by the rules of the pages it leads to: 'Mis cobranzas'
     * totals for the same week, how many clients owe by the week's end and how many are late, the first few of
     * 'Me deben' with something due by then, and her orders still to buy (CREATED) by client. A part of 'Hoy''s one
     * statement (lib/sql-parts-repository).
     */
    todayPart: {
      sql: todayFiguresSql,
      values: () => {
        const t = today();
        return { carts_today: t, carts_week_end: addDays(t, COLLECTIONS_WEEK_DAYS - 1) };
      },
      read: (json: unknown, values: Record<string, unknown>) => ({
        today: values.carts_today as string,
        weekEnd: values.carts_week_end as string,
        ...readTodayFigures(json),
      }),
    } satisfies SqlPart<unknown, unknown>,

    /** 'Me deben': her clients who owe her, most urgent first, a page of CLIENT_LEDGER_PAGE_SIZE. */
    /**
     * What one of her clients owes her, for the client's statement link (issue 30, decision 0770): her store, the
     * client, and the client's orders that still owe, each read as every screen reads an order (orderMoney).
     * Null when the client is not hers.
     */
    async clientStatement(memberId: number, contactId: string) {
      const contact = await findContact(deps.db, memberId, contactId);
      if (!contact) return null;
      const ids = await owingCartIdsOfClient(deps.db, memberId, contactId, STATEMENT_MAX_ORDERS);
      const [store, orders] = await Promise.all([
        storeOf(deps.db, memberId),
        Promise.all(ids.map((id) => view(deps.db, memberId, id))),
      ]);
      return { store, contact, orders, today: today() };
    },

    /**
     * 'Me deben': her clients who owe her, most urgent first, a page of CLIENT_LEDGER_PAGE_SIZE, as the answer's JSON
     * text, for the customer of a session checked in the same statement (decisions 0780, 0794): 401 without a live
     * session; a customer who is not a member, or whose customer_id is not `customerId`, gets 404 (decision 0510).
     */
    // The repository's promise as it is (an async function returning it would resolve it through two more turns).
    clientLedgerTextForSession(session: SessionRow, customerId: string, page: number): Promise<string> {
      const t = today();
      return clientLedgerTextForSession(
        deps.db,
        { session, customerId },
        {
          limit: CLIENT_LEDGER_PAGE_SIZE,
          offset: (page - 1) * CLIENT_LEDGER_PAGE_SIZE,
          today: t,
          weekEnd: addDays(t, COLLECTIONS_WEEK_DAYS - 1),
        },
      );
    },

    pendingItems: async (memberId: number) => {
      const [found, newRequests] = await Promise.all([
        hasPendingItems(deps.db, memberId),
        countPendingRequests(deps.db, memberId),
      ]);
      return { found, new_requests: newRequests };
    },

    /** POST custom-cart: a new empty order in her store (store_id must be hers). */
    async create(memberId: number, storeId: string) {
      const store = await storeOf(deps.db, memberId);
      if (!store || store.storeId !== storeId) throw new HttpError(404, messages.generic.notFound);
      const cart = await core.createCart(memberId, { source: 'member' });
      return view(deps.db, memberId, cart.cartId);
    },

    /** Deletes one of her orders; its units waiting in her bag leave the bag with it. */
    async remove(memberId: number, cartId: string) {
      await deps.db.transaction(async (tx) => {
        if (!(await findCart(tx, memberId, cartId, { forUpdate: true }))) throw orderNotFound();
        await takeOutOfBag(tx, memberId, await cartItems(tx, cartId), deps.clock.now());
        if (!(await deleteCart(tx, memberId, cartId))) throw orderNotFound();
      });
    },

    /**
     * PATCH items: quantity and status of items already in the order, all or nothing. A sku not in the order
     * is 404; a transition the domain refuses is 409 (decision 0501's table). Her bag follows: an item leaving
     * ADDED_TO_CART takes its units out of her open bag, a new quantity of one in it changes the bag line.
     */
    async patchItems(memberId: number, cartId: string, body: CartItemsPatchBody) {
      return deps.db.transaction(async (tx) => {
        if (!(await findCart(tx, memberId, cartId, { forUpdate: true }))) throw orderNotFound();
        const loaded = await core.load(memberId, cartId, tx);
        if (!loaded) throw orderNotFound();
        const bySku = new Map(loaded.items.map((i) => [i.sku, i]));
        const at = deps.clock.now();
        const bagId = (await openCart(tx, memberId))?.id;
        const toBag: { item: CustomCartItemRow; qty: number }[] = [];
        const leaving: CustomCartItemRow[] = [];
        // One change per sku (the last one wins), so a repeated sku cannot put its units in the bag twice.
        for (const change of new Map(body.map((c) => [c.sku, c])).values()) {
          const item = bySku.get(change.sku);
          if (!item) throw new HttpError(404, customCartsMessages.itemNotFound);
          if (!canSetItemStatus(item.status as ItemStatus, change.status))
            throw new HttpError(409, customCartsMessages.transitionRefused);
          const inOpenBag =
            item.status === 'ADDED_TO_CART' && item.bagCartId !== null && item.bagCartId === bagId && !item.shopOrderId;
          if (change.status === 'ADDED_TO_CART') {
            // Into the bag: the units not yet in it (all of them, or the difference of a new quantity).
            const more = inOpenBag ? change.qty - item.qty : change.qty;
            if (inOpenBag && more < 0) leaving.push({ ...item, qty: -more });
            if (more > 0) toBag.push({ item, qty: more });
            await updateItem(tx, cartId, change.sku, { qty: change.qty, status: change.status }, at);
          } else {
            if (inOpenBag) leaving.push(item);
            const unlink = change.status === 'PENDING';
            await updateItem(tx, cartId, change.sku, { qty: change.qty, status: change.status, unlink }, at);
          }
        }
        await takeOutOfBag(tx, memberId, leaving, at);
        if (toBag.length > 0) await putInBag(tx, memberId, cartId, toBag, at);
        await refresh(tx, memberId, cartId, at);
        return view(tx, memberId, cartId);
      });
    },

    /** POST items: one product size at her prices (the body's prices are not trusted); 404 = cart gone. */
    async addItem(memberId: number, cartId: string, body: CartItemAddBody) {
      return deps.db.transaction(async (tx) => {
        if (!(await findCart(tx, memberId, cartId))) throw new HttpError(404, customCartsMessages.cartGone);
        const [fact] = await skuFacts(tx, [body.sku]);
        if (!fact || fact.productId !== body.product_id) throw new HttpError(400, customCartsMessages.addItemFailed);
        await core.addItems(memberId, cartId, [{ sku: body.sku, qty: body.qty }], tx);
        return view(tx, memberId, cartId, () => new HttpError(404, customCartsMessages.cartGone));
      });
    },

    /** DELETE items: the listed skus become CANCELED (§4 'delete sets CANCELED') and leave her bag; 404 = cart gone. */
    async cancelItems(memberId: number, cartId: string, skuList: string[]) {
      return deps.db.transaction(async (tx) => {
        if (!(await findCart(tx, memberId, cartId, { forUpdate: true })))
          throw new HttpError(404, customCartsMessages.cartGone);
        const loaded = await core.load(memberId, cartId, tx);
        if (!loaded) throw cartGone();
        const bySku = new Map(loaded.items.map((i) => [i.sku, i]));
        const at = deps.clock.now();
        const leaving: CustomCartItemRow[] = [];
        for (const sku of new Set(skuList)) {
          const item = bySku.get(sku);
          if (!item) throw new HttpError(404, customCartsMessages.itemNotFound);
          if (!canSetItemStatus(item.status as ItemStatus, 'CANCELED'))
            throw new HttpError(409, customCartsMessages.transitionRefused);
          leaving.push(item);
          await updateItem(tx, cartId, sku, { qty: item.qty, status: 'CANCELED' }, at);
        }
        await takeOutOfBag(tx, memberId, leaving, at);
        await refresh(tx, memberId, cartId, at);
        return view(tx, memberId, cartId, () => new HttpError(404, customCartsMessages.cartGone));
      });
    },

    /** 'Comprar para mis clientes' (decision 0760): her items still to buy, grouped by product and size. */
    async toBuy(memberId: number) {
      const rows = await itemsForBuying(deps.db, memberId, { limit: TO_BUY_MAX_ITEMS });
      const { groups, units, total } = groupToBuy(rows.map(toDomainItem));
      const images = new Map(rows.map((r) => [r.sku, r.imageUrl]));
      return {
        groups: groups.map((g) => ({
          sku: g.sku,
          product_id: g.productId,
          name: g.name,
          size_label: g.sizeLabel,
          image_url: images.get(g.sku) ?? '',
          units: g.units,
          total: g.total,
          items: g.items.map((i) => ({ cart_id: i.cartId, qty: i.qty, client: i.client })),
        })),
        units,
        total,
      };
    },

    /** Her 10 latest shop orders that bought items of her customer orders: the packing lists she can open. */
    async purchasesForClients(memberId: number): Promise<PurchasesForClientsResponse> {
      const rows = await purchasesForClients(deps.db, memberId, 10);
      return {
        purchases: rows.map((r) => ({
          order_number: r.orderNumber ?? '',
          created_at: r.createdAt.toISOString(),
          status_label: statusLabel(r.status, 'list'),
          units: r.units,
          clients: r.clients,
        })),
      };
    },

    /**
     * One purchase's packing list (issue 29 point 2): per client, what this shop order bought for her orders, and
     * what each of those orders still owes, read by `orderMoney` as every screen reads it. Another member's order,
     * or one that bought nothing for her clients, is a 404.
     */
    async packingList(memberId: number, orderNumber: string): Promise<PackingListResponse> {
      const rows = await packingListRows(deps.db, memberId, orderNumber);
      if (rows.length === 0) throw new HttpError(404, buyForClientsMessages.packing.notFound);
      const cartIds = [...new Set(rows.map((r) => r.cartId))];
      const loaded = await Promise.all(cartIds.map((id) => core.load(memberId, id)));
      const left = new Map(cartIds.map((id, i) => [id, loaded[i] ? moneyOf(loaded[i], today()).left : 0]));
      const clients = new Map<string, PackingListResponse['clients'][number]>();
      for (const r of rows) {
        const name = `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim();
        const key = `${name}|${r.phone ?? ''}`;
        const client = clients.get(key) ?? { name, phone: r.phone ?? '', orders: [], units: 0, left: 0 };
        clients.set(key, client);
        let order = client.orders.find((o) => o.cart_id === r.cartId);
        if (!order) {
          order = {
            cart_id: r.cartId,
            ordered_at: r.orderedAt.toISOString(),
            items: [],
            left: left.get(r.cartId) ?? 0,
          };
          client.orders.push(order);
          client.left += order.left;
        }
        order.items.push({ name: r.name, size_label: r.sizeLabel, qty: r.qty });
        client.units += r.qty;
      }
      return {
        order_number: orderNumber,
        created_at: rows[0]!.orderCreatedAt.toISOString(),
        clients: [...clients.values()],
      };
    },

    /**
     * 'Visita a tienda' (decision 0760): ticking a line of her pick list marks those items bought in the store
     * (PURCHASED) in their own orders, in one transaction; another member's order 404, an item no longer to buy 409.
     */
    async boughtInStore(memberId: number, picked: { cart_id: string; sku: string }[]) {
      return deps.db.transaction(async (tx) => {
        const at = deps.clock.now();
        const { cartIds, rows } = await lockPicked(tx, memberId, picked);
        for (const r of rows) await updateItem(tx, r.cartId, r.sku, { qty: r.qty, status: 'PURCHASED' }, at);
        for (const cartId of cartIds) await refresh(tx, memberId, cartId, at);
        const clients = clientsOf(rows.map(toDomainItem));
        const units = rows.reduce((n, r) => n + r.qty, 0);
        return { units, clients, message: buyForClientsMessages.boughtInStore(units, clients.join(', ')) };
      });
    },

    /**
     * Puts the items she picked, across her orders, in her shop bag in one step (decision 0760): each becomes
     * ADDED_TO_CART linked to the bag, the bag line of its size grows by its units. All or nothing: an order not
     * hers is 404, an item no longer to buy 409, a size without the stock 409 naming it; nothing is written then.
     */
    async buyForClients(memberId: number, picked: { cart_id: string; sku: string }[]) {
      return deps.db.transaction(async (tx) => {
        const at = deps.clock.now();
        const { pairs, cartIds, rows } = await lockPicked(tx, memberId, picked);
        const items = new Map(
          (await Promise.all(cartIds.map((id) => cartItems(tx, id)))).flat().map((i) => [`${i.cartId}|${i.sku}`, i]),
        );
        for (const cartId of cartIds) {
          const lines = pairs
            .filter((p) => p.cartId === cartId)
            .map((p) => items.get(`${p.cartId}|${p.sku}`)!)
            .map((item) => ({ item, qty: item.qty }));
          await putInBag(tx, memberId, cartId, lines, at);
          await refresh(tx, memberId, cartId, at);
        }
        const clients = clientsOf(rows.map(toDomainItem));
        const units = rows.reduce((n, r) => n + r.qty, 0);
        return { units, clients, message: buyForClientsMessages.added(units, clients.length) };
      });
    },

    /**
     * At checkout, the shop ran out of a size (decision 0760): for every size in her bag, the units still sellable go to her oldest orders
     * first (@shop/domain/buy-for-clients `allocateBought`); the items they cannot cover go back to their orders, to
     * buy, marked unavailable, and their units leave the bag line. Answers the clients affected.
     */
    async stockRanOut(tx: Tx, memberId: number, bagCartId: string, skuList: string[]) {
      const at = deps.clock.now();
      // Checkout stops at the first size it cannot take: every line of the bag is checked, not only that one.
      const lines = (await cartLines(tx, bagCartId)).map((l) => l.sku);
      const rows = await bagItemsOfSkus(tx, memberId, bagCartId, [...new Set([...skuList, ...lines])].sort());
      if (rows.length === 0) return [];
      const sellable = new Map<string, number>();
      for (const sku of new Set(rows.map((r) => r.sku))) sellable.set(sku, await sellableUnits(tx, sku));
      const { unavailable } = allocateBought(rows.map(toDomainItem), sellable);
      const touched = new Set<string>();
      for (const item of unavailable) {
        const rest = (await lineQty(tx, bagCartId, item.sku)) - item.qty;
        if (rest > 0) await setLineQty(tx, bagCartId, item.sku, rest, at);
        else await removeLine(tx, bagCartId, item.sku);
        await markItemUnavailable(tx, item.cartId, item.sku, at);
        touched.add(item.cartId);
      }
      for (const cartId of [...touched].sort()) await refresh(tx, memberId, cartId, at);
      return clientsOf(unavailable);
    },

    // The shop's hooks (decision 0511): the items she bought through her bag follow its order, in its transaction.
    async bagCheckedOut(tx: Tx, memberId: number, bagCartId: string, orderId: number) {
      await linkBagItemsToOrder(tx, memberId, bagCartId, orderId, deps.clock.now());
    },
    async shopOrderPaid(tx: Tx, memberId: number, orderId: number) {
      const at = deps.clock.now();
      for (const cartId of await purchaseItemsOfOrder(tx, memberId, orderId, at))
        await refresh(tx, memberId, cartId, at);
    },
    async shopOrderReleased(tx: Tx, memberId: number, orderId: number) {
      const at = deps.clock.now();
      for (const cartId of await releaseItemsOfOrder(tx, memberId, orderId, at))
        await refresh(tx, memberId, cartId, at);
    },
    async bagLineRemoved(tx: Tx, memberId: number, bagCartId: string, sku: string) {
      const at = deps.clock.now();
      for (const cartId of await releaseItemsOfBagLine(tx, memberId, bagCartId, sku, at))
        await refresh(tx, memberId, cartId, at);
    },

    /**
     * Ticks a payment paid (reseller-area.md §4): an abono naming it, of the typed amount or by default exactly
     * what is left of it; on a ticked payment, its tick takes the new amount and date. More than what is left of
     * the order is a 400; a payment paid off by abonos of any amount is a 409 (decision 0710).
     */
    async pay(memberId: number, paymentId: string, body: PaymentPaidBody) {
      const cartId = await paymentCart(memberId, paymentId);
      return ledgerWrite(memberId, cartId, async (tx, loaded, at) => {
        const money = moneyOf(loaded, today());
        const change = tickChange(
          money.total,
          scheduleOf(loaded.payments),
          abonosOf(loaded.abonos),
          paymentId,
          body.amount,
        );
        if ('refused' in change) throw refusal(change);
        const date = body.payment_date ?? today();
        if ('edit' in change)
          await updateAbono(tx, cartId, change.edit, { amountCents: change.amount, paidDate: date });
        else if (change.add > 0)
          await insertAbono(tx, { cartId, memberId, paymentId, amountCents: change.add, paidDate: date, at });
      });
    },

    /** Unticks a payment: its tick is removed, so it is open again (409 when abonos of any amount paid it). */
    async reopen(memberId: number, paymentId: string) {
      const cartId = await paymentCart(memberId, paymentId);
      return ledgerWrite(memberId, cartId, async (tx, loaded) => {
        const change = untickChange(scheduleOf(loaded.payments), abonosOf(loaded.abonos), paymentId);
        if ('refused' in change) throw refusal(change);
        await deleteAbonos(tx, cartId, change.remove);
      });
    },

    /** 'Registrar abono': any amount up to what is left, applied to the open payments oldest first. */
    async addAbono(memberId: number, cartId: string, body: AbonoBody) {
      return ledgerWrite(memberId, cartId, async (tx, loaded, at) => {
        if (!ledgerOption(loaded.cart) || loaded.payments.length === 0)
          throw new HttpError(409, customCartsMessages.choosePayment.first);
        const change = checkAbono(moneyOf(loaded, today()).total, abonosOf(loaded.abonos), body.amount);
        if (change) throw refusal(change);
        await insertAbono(tx, {
          cartId,
          memberId,
          paymentId: null,
          amountCents: body.amount,
          paidDate: body.payment_date ?? today(),
          at,
        });
      });
    },

    /**
     * A client's payment from her statement link, or a report she confirmed (issue 30, decision 0771), in the
     * caller's transaction: spread over the client's owing orders oldest installment first (spreadPayment), one abono
     * per order of `source`, each order's allocation written again. Never more than what is left: the rest is the
     * surplus. Orders are locked in id order, as every ledger write locks its order.
     */
    async applyClientPayment(
      tx: Tx,
      input: {
        memberId: number;
        contactId: string;
        amount: number;
        paidDate: string;
        source: 'pay_link' | 'report';
      },
    ) {
      const at = deps.clock.now();
      const ids = await owingCartIdsOfClient(tx, input.memberId, input.contactId, CLIENT_PAYMENT_MAX_ORDERS);
      for (const id of [...ids].sort()) await findCart(tx, input.memberId, id, { forUpdate: true });
      const loaded = (await Promise.all(ids.map((id) => core.load(input.memberId, id, tx)))).filter(
        (l): l is LoadedCart => l !== null,
      );
      const open = loaded.flatMap((l) =>
        allocate(scheduleOf(l.payments), abonosOf(l.abonos))
          .payments.filter((p) => p.left > 0)
          .map((p) => ({ cartId: l.cart.cartId, dueDate: p.dueDate, left: p.left })),
      );
      const spread = spreadPayment(open, input.amount);
      for (const a of spread.abonos) {
        await insertAbono(tx, {
          cartId: a.cartId,
          memberId: input.memberId,
          paymentId: null,
          amountCents: a.amount,
          paidDate: input.paidDate,
          at,
          source: input.source,
        });
        const [payments, abonos] = await Promise.all([cartPayments(tx, a.cartId), cartAbonos(tx, a.cartId)]);
        await writeAllocation(tx, payments, allocate(scheduleOf(payments), abonosOf(abonos)).payments, at);
      }
      return spread;
    },

    /** What one of her clients still owes her across her orders (0 when the client is not hers or owes nothing). */
    async clientOwed(memberId: number, contactId: string, db: DbOrTx = deps.db) {
      const ids = await owingCartIdsOfClient(db, memberId, contactId, CLIENT_PAYMENT_MAX_ORDERS);
      const loaded = await Promise.all(ids.map((id) => core.load(memberId, id, db)));
      return loaded.reduce((sum, l) => sum + (l ? moneyOf(l, today()).left : 0), 0);
    },

    /** 'Deshacer último abono': only the last one recorded can be undone (409 otherwise). */
    async undoAbono(memberId: number, cartId: string, abonoId: string) {
      return ledgerWrite(memberId, cartId, async (tx, loaded) => {
        const last = lastAbono(abonosOf(loaded.abonos));
        if ('refused' in last) throw refusal(last);
        if (last.id !== abonoId) throw new HttpError(409, ledgerM.onlyLast);
        // Money her client paid through the shop is in her 'Mi saldo' already (decision 0771): it stays recorded.
        if (loaded.abonos.find((a) => a.abonoId === abonoId)?.source === 'pay_link')
          throw new HttpError(409, ledgerM.paidOnline);
        await deleteAbonos(tx, cartId, [abonoId]);
      });
    },
  };

  /**
   * Her shop bag gets the items' units (priced there at her member price, which is the item's base_price) and
   * the items become ADDED_TO_CART, linked to the bag. A size without enough stock refuses the whole change
   * (409, nothing written: the caller's transaction rolls back). Skus in order, as checkout locks them.
   */
  async function putInBag(
    tx: Tx,
    memberId: number,
    cartId: string,
    lines: { item: CustomCartItemRow; qty: number }[],
    at: Date,
  ) {
    const bag = await ensureOpenCart(tx, memberId, at);
    for (const { item, qty } of [...lines].sort((a, b) => a.item.sku.localeCompare(b.item.sku))) {
      const wanted = (await lineQty(tx, bag.id, item.sku)) + qty;
      if (wanted > BAG_MAX_QTY || wanted > (await sellableUnits(tx, item.sku)))
        throw new HttpError(409, shopMessages.bag.unavailable, [
          { path: `items.${item.sku}`, message: shopMessages.checkout.itemUnavailable(item.name, item.sizeLabel) },
        ]);
      await setLineQty(tx, bag.id, item.sku, wanted, at);
      await linkItemToBag(tx, cartId, item.sku, bag.id, at);
    }
  }
}

/** A client's payment is spread over at most this many of her owing orders (oldest first). */
const CLIENT_PAYMENT_MAX_ORDERS = 200;

/** A row of her items as @shop/domain/buy-for-clients reads it. */
function toDomainItem(r: ItemForBuying): ItemToBuy {
  return {
    cartId: r.cartId,
    sku: r.sku,
    productId: r.productId,
    name: r.name,
    sizeLabel: r.sizeLabel,
    qty: r.qty,
    basePrice: r.basePriceCents,
    orderedAt: r.orderedAt.toISOString(),
    client: [r.firstName, r.lastName].filter(Boolean).join(' '),
  };
}

/** A statement shows at most this many of a client's owing orders (oldest first). */
const STATEMENT_MAX_ORDERS = 50;
