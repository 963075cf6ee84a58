import type { Clock } from '@shop/domain/clock';
import {
  canSetItemStatus,
  cartStatus,
  collectionsSummary,
  customerTotal,
  installmentTerms,
  planPayments,
  searchKey,
  type CollectionsCart,
  type ItemStatus,
  type PaymentState,
} from '@shop/domain/customer-orders';
import { customerPrice } from '@shop/domain/customer-prices';
import { mexicoDate } from '@shop/domain/mexico-dates';
import type { Db, DbOrTx, Tx } from '@shop/db/client';
import type { CustomCartItemRow, CustomCartRow } from '@shop/db/schema/index';
import { messages } from '@shop/contracts/messages';
import type {
  CartItemAddBody,
  CartItemsPatchBody,
  CustomCartListQuery,
  PaymentPaidBody,
} from '@shop/contracts/custom-carts';
import { customCartsMessages } from '@shop/contracts/custom-carts-messages';
import { BAG_MAX_QTY } from '@shop/contracts/bag';
import { shopMessages } from '@shop/contracts/shop-messages';
import { HttpError } from '../../lib/http-errors';
import { availabilityFor } from '../catalog/repository';
import { ensureOpenCart, lineQty, openCart, sellableUnits, setLineQty } from '../bag/repository';
import {
  cartItems,
  cartPayments,
  collectionRows,
  isHerContact,
  deleteAbandonedDrafts,
  deleteCart,
  deleteItems,
  findCart,
  findContact,
  findPayment,
  hasPendingItems,
  listCarts,
  setPaymentPaid,
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
import { cartView, chosenTotal, contactView, paymentState, type LoadedCart } from './view';

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
    const [items, payments] = await Promise.all([cartItems(db, cartId), cartPayments(db, cartId)]);
    return { cart, items, payments };
  }

  /** Recomputes the cart's stored status and cash total from its items. */
  async function refreshTotals(db: DbOrTx, cartId: string, at: Date) {
    const items = await cartItems(db, cartId);
    const live = earningsItems(items);
    await updateCartTotals(db, cartId, { status: cartStatus(live), grandTotalCents: customerTotal(live), at });
  }

  /** Item rows for skus, priced for this member's store; unknown or unsellable skus are refused with a 400. */
  async function priceItems(db: DbOrTx, memberId: number, input: CartItemInput[]): Promise<NewItemRow[]> {
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
      await refreshTotals(db, cartId, at);
      return load(db, memberId, cartId);
    },

    /** Register order (reseller-area.md §4): the cart's items are removed and the entered ones added. */
    async replaceItems(memberId: number, cartId: string, input: CartItemInput[], db: DbOrTx = deps.db) {
      if (!(await findCart(db, memberId, cartId, { forUpdate: true }))) throw notFound();
      const at = deps.clock.now();
      const rows = await priceItems(db, memberId, input);
      await deleteItems(db, cartId);
      await upsertItems(db, cartId, rows, at);
      await refreshTotals(db, cartId, at);
      return load(db, memberId, cartId);
    },

    /**
     * Chooses cash ('Contado') or installments with her store's defaults, frozen on the order, and plans the
     * client's payments from today (Mexico City). Refused (409) once any payment is paid.
     */
    async choosePayment(memberId: number, cartId: string, type: 'cash' | 'installments', db: DbOrTx = deps.db) {
      const cart = await findCart(db, memberId, cartId, { forUpdate: true });
      const store = await storeOf(db, memberId);
      if (!cart || !store) throw notFound();
      if ((await cartPayments(db, cartId)).some((p) => p.status === 'paid')) {
        throw new HttpError(409, messages.generic.invalidBody);
      }
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

  return { ...core, ...customerOrders(deps, core) };
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

function customerOrders(deps: { db: Db; clock: Clock }, core: Core) {
  const today = () => mexicoDate(deps.clock.now());

  async function view(db: DbOrTx, memberId: number, cartId: string, notFound = orderNotFound) {
    const loaded = await core.load(memberId, cartId, db);
    if (!loaded) throw notFound();
    const [contact, store] = await Promise.all([
      loaded.cart.contactId ? findContact(db, memberId, loaded.cart.contactId) : undefined,
      storeOf(db, memberId),
    ]);
    return cartView(loaded, contact, store, today());
  }

  return {
    /** Her orders, newest first; `find` is a client name (contains, case- and accent-insensitive). */
    async list(memberId: number, q: CustomCartListQuery) {
      const search = q.find ? searchKey(q.find) : undefined;
      const offset = (q.current_page - 1) * q.page_size;
      // The page and its total, each read bounded by the page or by what matches (decisions 0513, 0514).
      const { rows, total } = await listCarts(
        deps.db,
        memberId,
        { status: q.status, search, limit: q.page_size, offset },
        today(),
      );
      return {
        custom_carts: rows.map((r) => ({
          cart_id: r.cartId,
          order_id: r.orderId,
          order_created_at: r.createdAt.toISOString(),
          grand_total: chosenTotal(r),
          status: r.status as 'CREATED' | 'PURCHASED',
          contact: r.contactId
            ? contactView({
                contactId: r.contactId,
                firstName: r.firstName!,
                lastName: r.lastName!,
                phone: r.phone!,
                email: r.email,
              })
            : null,
          overdue: r.overdue,
        })),
        total_count: total,
      };
    },

    view: (memberId: number, cartId: string) => view(deps.db, memberId, cartId),

    /** "Mis cobranzas": owed, due in the coming 7 days, overdue (domain collectionsSummary). */
    async collections(memberId: number) {
      const byCart = new Map<string, CollectionsCart & { payments: PaymentState[] }>();
      for (const r of await collectionRows(deps.db, memberId)) {
        let c = byCart.get(r.cartId);
        if (!c) {
          c = { cartId: r.cartId, grandTotal: chosenTotal(r), payments: [] };
          byCart.set(r.cartId, c);
        }
        c.payments.push(paymentState(r));
      }
      const s = collectionsSummary([...byCart.values()], today());
      return { owed: s.owed, due_this_week: s.dueThisWeek, overdue: s.overdue, overdue_cart_ids: s.overdueCartIds };
    },

    pendingItems: async (memberId: number) => ({ found: await hasPendingItems(deps.db, memberId) }),

    /** POST custom-cart: a new empty order in her store (store_id must be hers). */
    async create(memberId: number, storeId: string) {
      const store = await storeOf(deps.db, memberId);
      if (!store || store.storeId !== storeId) throw new HttpError(404, messages.generic.notFound);
      const cart = await core.createCart(memberId, { source: 'member' });
      return view(deps.db, memberId, cart.cartId);
    },

    async remove(memberId: number, cartId: string) {
      if (!(await deleteCart(deps.db, memberId, cartId))) throw orderNotFound();
    },

    /**
     * PATCH items: quantity and status of items already in the order, all or nothing. A sku not in the order
     * is 404; a transition the domain refuses is 409 (decision 0501's table).
     */
    async patchItems(memberId: number, cartId: string, body: CartItemsPatchBody) {
      return deps.db.transaction(async (tx) => {
        const loaded = await core.load(memberId, cartId, tx);
        if (!loaded || !(await findCart(tx, memberId, cartId, { forUpdate: true }))) throw orderNotFound();
        const bySku = new Map(loaded.items.map((i) => [i.sku, i]));
        const at = deps.clock.now();
        const bagId = (await openCart(tx, memberId))?.id;
        const toBag: { item: CustomCartItemRow; qty: number }[] = [];
        // One change per sku (the last one wins), so a repeated sku cannot put its units in the bag twice.
        for (const change of new Map(body.map((c) => [c.sku, c])).values()) {
          const item = bySku.get(change.sku);
          if (!item) throw new HttpError(404, customCartsMessages.itemNotFound);
          if (!canSetItemStatus(item.status as ItemStatus, change.status))
            throw new HttpError(409, customCartsMessages.transitionRefused);
          // 'Agregar a bolsa' puts the units in her shop bag, unless they already sit in her open bag.
          const inOpenBag = item.status === 'ADDED_TO_CART' && item.bagCartId !== null && item.bagCartId === bagId;
          if (change.status === 'ADDED_TO_CART' && !inOpenBag) toBag.push({ item, qty: change.qty });
          else {
            const unlink = change.status === 'PENDING';
            await updateItem(tx, cartId, change.sku, { qty: change.qty, status: change.status, unlink }, at);
          }
        }
        if (toBag.length > 0) await putInBag(tx, memberId, cartId, toBag, at);
        await refreshCart(tx, cartId, at);
        return view(tx, memberId, cartId);
      });
    },

    /** POST items: one product size at her prices (the body's prices are not trusted); 404 = cart gone. */
    async addItem(memberId: number, cartId: string, body: CartItemAddBody) {
      return deps.db.transaction(async (tx) => {
        if (!(await findCart(tx, memberId, cartId))) throw cartGone();
        const [fact] = await skuFacts(tx, [body.sku]);
        if (!fact || fact.productId !== body.product_id) throw new HttpError(400, customCartsMessages.addItemFailed);
        await core.addItems(memberId, cartId, [{ sku: body.sku, qty: body.qty }], tx);
        return view(tx, memberId, cartId, cartGone);
      });
    },

    /** DELETE items: the listed skus become CANCELED (§4 'delete sets CANCELED'); 404 = cart gone. */
    async cancelItems(memberId: number, cartId: string, skuList: string[]) {
      return deps.db.transaction(async (tx) => {
        const loaded = await core.load(memberId, cartId, tx);
        if (!loaded || !(await findCart(tx, memberId, cartId, { forUpdate: true }))) throw cartGone();
        const bySku = new Map(loaded.items.map((i) => [i.sku, i]));
        const at = deps.clock.now();
        for (const sku of new Set(skuList)) {
          const item = bySku.get(sku);
          if (!item) throw new HttpError(404, customCartsMessages.itemNotFound);
          if (!canSetItemStatus(item.status as ItemStatus, 'CANCELED'))
            throw new HttpError(409, customCartsMessages.transitionRefused);
          await updateItem(tx, cartId, sku, { qty: item.qty, status: 'CANCELED' }, at);
        }
        await refreshCart(tx, cartId, at);
        return view(tx, memberId, cartId, cartGone);
      });
    },

    // The shop's hooks (decision 0511): the items she bought through her bag follow its order, in its transaction.
    async bagCheckedOut(tx: Tx, memberId: number, bagCartId: string, orderId: number) {
      await linkBagItemsToOrder(tx, memberId, bagCartId, orderId, deps.clock.now());
    },
    async shopOrderPaid(tx: Tx, memberId: number, orderId: number) {
      const at = deps.clock.now();
      for (const cartId of await purchaseItemsOfOrder(tx, memberId, orderId, at)) await refreshCart(tx, cartId, at);
    },
    async shopOrderReleased(tx: Tx, memberId: number, orderId: number) {
      const at = deps.clock.now();
      for (const cartId of await releaseItemsOfOrder(tx, memberId, orderId, at)) await refreshCart(tx, cartId, at);
    },
    async bagLineRemoved(tx: Tx, memberId: number, bagCartId: string, sku: string) {
      const at = deps.clock.now();
      for (const cartId of await releaseItemsOfBagLine(tx, memberId, bagCartId, sku, at))
        await refreshCart(tx, cartId, at);
    },

    /** Ticks a payment paid with the amount and date (today when absent), or edits a paid one. */
    async pay(memberId: number, paymentId: string, body: PaymentPaidBody) {
      return deps.db.transaction(async (tx) => {
        const payment = await findPayment(tx, memberId, paymentId);
        if (!payment) throw new HttpError(404, customCartsMessages.paymentNotFound);
        const date = body.payment_date ?? today();
        await setPaymentPaid(tx, memberId, paymentId, { amountCents: body.amount, date }, deps.clock.now());
        return view(tx, memberId, payment.cartId);
      });
    },

    /** Unticks a payment: open again, its recorded amount and date forgotten. */
    async reopen(memberId: number, paymentId: string) {
      return deps.db.transaction(async (tx) => {
        const payment = await findPayment(tx, memberId, paymentId);
        if (!payment) throw new HttpError(404, customCartsMessages.paymentNotFound);
        await setPaymentPaid(tx, memberId, paymentId, null, deps.clock.now());
        return view(tx, memberId, payment.cartId);
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
      await linkItemToBag(tx, cartId, item.sku, bag.id, qty, at);
    }
  }

  async function refreshCart(db: DbOrTx, cartId: string, at: Date) {
    const items = await cartItems(db, cartId);
    const live = earningsItems(items);
    await updateCartTotals(db, cartId, { status: cartStatus(live), grandTotalCents: customerTotal(live), at });
  }
}
