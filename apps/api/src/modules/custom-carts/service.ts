import type { Clock } from '@shop/domain/clock';
import {
  cartStatus,
  customerTotal,
  installmentTerms,
  planPayments,
  type ItemStatus,
} from '@shop/domain/customer-orders';
import { customerPrice } from '@shop/domain/customer-prices';
import { mexicoDate } from '@shop/domain/mexico-dates';
import type { Db, DbOrTx } from '@shop/db/client';
import type { CustomCartItemRow, CustomCartPaymentRow, CustomCartRow } from '@shop/db/schema/index';
import { messages } from '@shop/contracts/messages';
import { HttpError } from '../../lib/http-errors';
import { availabilityFor } from '../catalog/repository';
import {
  cartItems,
  cartPayments,
  contactSearchName,
  deleteItems,
  findCart,
  insertCart,
  replacePayments,
  setRegistration,
  skuFacts,
  storeOf,
  updateCartTotals,
  updatePaymentTerms,
  upsertItems,
  type NewItemRow,
} from './repository';

/** What a caller asks for: the server fills in names, pictures, prices and availability from the catalogue. */
export interface CartItemInput {
  sku: string;
  qty: number;
  status?: ItemStatus;
}

export interface LoadedCart {
  cart: CustomCartRow;
  items: CustomCartItemRow[];
  payments: CustomCartPaymentRow[];
}

const notFound = () => new HttpError(404, messages.generic.notFound);

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

  return {
    load: (memberId: number, cartId: string, db: DbOrTx = deps.db) => load(db, memberId, cartId),

    /**
     * A new, empty customer order in the member's store, for one of her clients (or none yet). The contact must
     * be hers; a member without a store gets 404.
     */
    async createCart(
      memberId: number,
      input: { contactId?: string | null; source: 'member' | 'public_store'; customerNotes?: string | null },
      db: DbOrTx = deps.db,
    ): Promise<CustomCartRow> {
      const store = await storeOf(db, memberId);
      if (!store) throw notFound();
      let clientSearch: string | null = null;
      if (input.contactId) {
        const name = await contactSearchName(db, memberId, input.contactId);
        if (name === undefined) throw notFound();
        clientSearch = name;
      }
      return insertCart(db, {
        memberId,
        storeId: store.storeId,
        contactId: input.contactId ?? null,
        clientSearch,
        source: input.source,
        customerNotes: input.customerNotes ?? null,
        at: deps.clock.now(),
      });
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
      const clientSearch = await contactSearchName(db, memberId, input.contactId);
      if (clientSearch === undefined) throw notFound();
      const items = await cartItems(db, cartId);
      if (items.length === 0 || !cart.selectedPayment) throw new HttpError(409, messages.generic.invalidBody);
      await setRegistration(db, memberId, cartId, {
        contactId: input.contactId,
        clientSearch,
        deliveryMethod: store.displayInventoryDarkstore ? 'member' : 'online',
        customerNotes: input.customerNotes ?? cart.customerNotes,
        at: deps.clock.now(),
      });
      return load(db, memberId, cartId);
    },
  };
}

export type CustomCartsService = ReturnType<typeof createCustomCartsService>;
