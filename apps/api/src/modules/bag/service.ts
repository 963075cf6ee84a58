import { BAG_MAX_QTY, type AddToBagBody, type Bag } from '@shop/contracts/bag';
import { shopMessages } from '@shop/contracts/shop-messages';
import type { Clock } from '@shop/domain/clock';
import type { Db, DbOrTx } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import type { CouponQuote } from '@shop/contracts/coupons';
import { HttpError } from '../../lib/http-errors';
import { priceCoupon } from '../coupons/redemption';
import { availabilityFor } from '../catalog/public';
import {
  ensureOpenCart,
  lineQty,
  openCart,
  pricedCartLines,
  removeLine,
  sellableUnits as sellableUnitsIn,
  setLineQty,
} from './repository';
import type { ShopOrderHooks } from '../orders/service';

const unavailable = () =>
  new HttpError(409, shopMessages.bag.unavailable, [{ path: 'sku', message: shopMessages.bag.unavailable }]);

/** The shopping bag: add, change quantity, remove (docs/decisions/0201-catalogue-and-bag.md). */
export function createBagService(deps: {
  db: Db;
  clock: Clock;
  hooks?: Pick<ShopOrderHooks, 'bagLineRemoved'> | undefined;
}) {
  const sellableUnits = (sku: string) => sellableUnitsIn(deps.db, sku);

  async function view(customer: CustomerRow): Promise<Bag> {
    const cart = await openCart(deps.db, customer.id);
    if (!cart) return { cart_id: null, status: 'open', items: [], items_count: 0, subtotal: 0 };
    const priced = await pricedCartLines(deps.db, cart.id, customer.role === 'rolMember');
    const stock = await availabilityFor(
      deps.db,
      priced.map((p) => p.line.sku),
    );
    const items = priced.map(({ line: l, price }) => {
      const s = stock.get(l.sku);
      return {
        sku: l.sku,
        product_id: l.product.id,
        slug: l.product.slug,
        name: l.product.name,
        color: l.product.color,
        size: l.size,
        size_label: l.sizeLabel,
        image_urls: l.product.imageUrls,
        qty: l.qty,
        price,
        price_total: price * l.qty,
        is_digital: l.product.isDigital,
        is_available_online: !l.product.nextArrival && (l.product.isDigital || (s?.online ?? 0) >= l.qty),
        is_available_pickup: !l.product.nextArrival && !l.product.isDigital && (s?.pickup ?? 0) >= l.qty,
        max_qty: l.product.nextArrival
          ? 0
          : l.product.isDigital
            ? BAG_MAX_QTY
            : Math.min(BAG_MAX_QTY, Math.max(s?.online ?? 0, s?.pickup ?? 0)),
      };
    });
    return {
      cart_id: cart.id,
      status: cart.status,
      items,
      items_count: items.reduce((n, i) => n + i.qty, 0),
      subtotal: items.reduce((n, i) => n + i.price_total, 0),
    };
  }

  async function addUnits(db: DbOrTx, customerId: number, sku: string, qty: number): Promise<string> {
    const now = deps.clock.now();
    const cart = await ensureOpenCart(db, customerId, now);
    const wanted = (await lineQty(db, cart.id, sku)) + qty;
    if (wanted > BAG_MAX_QTY || wanted > (await sellableUnitsIn(db, sku))) throw unavailable();
    await setLineQty(db, cart.id, sku, wanted, now);
    return cart.id;
  }

  return {
    view,
    /** What a coupon would take off the open bag (shipping is chosen later: free shipping answers 0 and the flag). */
    async quoteCoupon(customer: CustomerRow, code: string): Promise<CouponQuote> {
      const cart = await openCart(deps.db, customer.id);
      const priced = cart ? await pricedCartLines(deps.db, cart.id, customer.role === 'rolMember') : [];
      if (priced.length === 0) throw new HttpError(400, shopMessages.bag.empty);
      const lines = priced.map(({ line, price }) => ({ category: line.product.category, amount: price * line.qty }));
      const { coupon, discount, freeShipping } = await priceCoupon(
        deps.db,
        customer.id,
        code,
        deps.clock.now(),
        lines,
        0,
      );
      return { code: coupon.code, rule_name: coupon.ruleName, discount, free_shipping: freeShipping };
    },
    async add(customer: CustomerRow, body: AddToBagBody) {
      await addUnits(deps.db, customer.id, body.sku, body.qty);
      return view(customer);
    },
    /** Adds units in the caller's transaction (a return request puts its guide in the bag): the bag's id. */
    addUnits,
    async changeQty(customer: CustomerRow, sku: string, qty: number) {
      const cart = await openCart(deps.db, customer.id);
      if (!cart || (await lineQty(deps.db, cart.id, sku)) === 0) throw new HttpError(404, shopMessages.bag.notInBag);
      if (qty > (await sellableUnits(sku))) throw unavailable();
      await setLineQty(deps.db, cart.id, sku, qty, deps.clock.now());
      return view(customer);
    },
    async remove(customer: CustomerRow, sku: string) {
      await deps.db.transaction(async (tx) => {
        const cart = await openCart(tx, customer.id);
        if (!cart || !(await removeLine(tx, cart.id, sku))) throw new HttpError(404, shopMessages.bag.notInBag);
        // Customer-order items she had put in the bag are to buy again (decision 0511).
        await deps.hooks?.bagLineRemoved(tx, customer.id, cart.id, sku);
      });
      return view(customer);
    },
  };
}
export type BagService = ReturnType<typeof createBagService>;
