import type { CheckoutBody, CheckoutResponse } from '@shop/contracts/checkout';
import { shopMessages } from '@shop/contracts/shop-messages';
import type { Clock } from '@shop/domain/clock';
import { listDeliveryMethod, payDeadline, type DeliveryType } from '@shop/domain/orders';
import { PICKIT_POINTS, shippingFee } from '@shop/domain/pickit-points';
import type { Db, Tx } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import type { OrderRow, OrderShippingAddress } from '@shop/db/schema/index';
import { buyForClientsMessages } from '@shop/contracts/buy-for-clients-messages';
import { HttpError } from '../../lib/http-errors';
import { pricedCartLines } from '../bag/public';
import { availabilityFor } from '../catalog/public';
import { WAREHOUSE_STORE_ID } from '@shop/db/catalog';
import { debitBalanceForOrder } from '../balance/payment';
import { priceCoupon } from '../coupons/redemption';
import { markCouponRedeemed } from '../coupons/public';
import type { PaymentService } from '../payments/service';
import {
  findCustomerAddress,
  findCustomerOrder,
  findCustomerOrderOfCart,
  findStore,
  insertOrder,
  insertOrderItems,
  lockCustomerCart,
  markCartCheckedOut,
  nextWebOrderNumber,
  recordHistory,
  takeStock,
} from './repository';
import type { OrderService, ShopOrderHooks } from './service';

const failed = (errors?: { path: string; message: string }[]) =>
  new HttpError(409, shopMessages.checkout.failed, errors);

/**
 * POST custom-cart/{cart_id}/checkout: the bag becomes an order. Prices, stock and the cart's status change
 * in one transaction; the stock is taken with a conditional UPDATE (never below zero, no oversell when
 * checkouts race). The payment is opened after the commit (the provider is outside our transaction).
 * Store balance is ours, not a provider's: it is debited and the order confirmed in that same transaction
 * (docs/decisions/0207-store-balance-payment.md), only while the flag purchase_with_balance_crediprice is on.
 */
export function createCheckoutService(deps: {
  db: Db;
  clock: Clock;
  payments: PaymentService;
  orders: OrderService;
  storeBalanceEnabled: boolean;
  hooks?: ShopOrderHooks | undefined;
}) {
  async function placeOrder(
    tx: Tx,
    customer: CustomerRow,
    cartId: string,
    body: CheckoutBody,
  ): Promise<{ order: OrderRow; replay: boolean }> {
    const cart = await lockCustomerCart(tx, customer.id, cartId);
    if (!cart) throw new HttpError(404, shopMessages.checkout.cartNotFound);
    if (cart.status !== 'open') {
      // Checked out already (a double click, a retry): answer with the order it became.
      const existing = await findCustomerOrderOfCart(tx, customer.id, cart.id);
      if (existing) return { order: existing, replay: true };
      throw new HttpError(404, shopMessages.checkout.cartNotFound);
    }
    const isMember = customer.role === 'rolMember';
    const priced = await pricedCartLines(tx, cart.id, isMember);
    const lines = priced.map((p) => p.line);
    if (lines.length === 0) throw new HttpError(400, shopMessages.bag.empty);
    if (lines.some((l) => l.product.nextArrival))
      throw failed([{ path: 'items', message: shopMessages.bag.unavailable }]);

    const allDigital = lines.every((l) => l.product.isDigital);
    const type = body.delivery.type as DeliveryType;
    if (allDigital && type !== 'DIGITAL')
      throw new HttpError(400, shopMessages.checkout.digitalOnly, [
        { path: 'delivery.type', message: shopMessages.checkout.digitalOnly },
      ]);
    if (!allDigital && type === 'DIGITAL')
      throw new HttpError(400, shopMessages.checkout.digitalMismatch, [
        { path: 'delivery.type', message: shopMessages.checkout.digitalMismatch },
      ]);

    let shippingAddress: OrderShippingAddress | null = null;
    let colony: string | null = null;
    let storeId: string | null = null;
    let stockStore = WAREHOUSE_STORE_ID;
    if (type === 'STANDARD_DELIVERY') {
      const a = await findCustomerAddress(tx, customer.id, body.delivery.address_id!);
      if (!a)
        throw new HttpError(400, shopMessages.checkout.addressRequired, [
          { path: 'delivery.address_id', message: shopMessages.checkout.addressRequired },
        ]);
      shippingAddress = {
        firstname: a.firstname,
        lastname: a.lastname,
        street: [`${a.street} ${a.externalNumber}${a.internalNumber ? ` Int. ${a.internalNumber}` : ''}`],
        city: a.city ?? a.municipality,
        region: a.state,
        postcode: a.postcode,
      };
      colony = a.colony;
    } else if (type === 'PICKUP') {
      const s = await findStore(tx, body.delivery.store_id!);
      if (!s)
        throw new HttpError(400, shopMessages.checkout.storeRequired, [
          { path: 'delivery.store_id', message: shopMessages.checkout.storeRequired },
        ]);
      if (!s.pickup || s.isDefault)
        throw new HttpError(400, shopMessages.checkout.storeNoPickup, [
          { path: 'delivery.store_id', message: shopMessages.checkout.storeNoPickup },
        ]);
      storeId = s.id;
      stockStore = s.id;
    } else if (type === 'PICKIT') {
      const p = PICKIT_POINTS.find((x) => x.id === body.delivery.pickit_point_id);
      if (!p)
        throw new HttpError(400, shopMessages.checkout.pickitRequired, [
          { path: 'delivery.pickit_point_id', message: shopMessages.checkout.pickitRequired },
        ]);
      shippingAddress = {
        firstname: customer.firstname,
        lastname: customer.lastname,
        street: [p.name, p.street],
        city: p.city,
        region: p.region,
        postcode: p.postcode,
      };
      colony = p.colony;
    }

    const subtotal = priced.reduce((s, p) => s + p.price * p.line.qty, 0);
    const shipping = shippingFee(type, subtotal);
    // A coupon is checked and its row locked before any stock is taken (decision 0310).
    const now = deps.clock.now();
    const coupon = body.coupon_code
      ? await priceCoupon(
          tx,
          customer.id,
          body.coupon_code,
          now,
          priced.map((p) => ({ category: p.line.product.category, amount: p.price * p.line.qty })),
          shipping,
          true,
        )
      : null;
    const discount = coupon?.discount ?? 0;

    // Take the stock: each UPDATE succeeds only while enough units remain. Rows are locked in sku order, so
    // two checkouts sharing skus cannot deadlock.
    for (const { line } of [...priced].sort((a, b) => a.line.sku.localeCompare(b.line.sku))) {
      if (line.product.isDigital) continue;
      if (!(await takeStock(tx, line.sku, stockStore, line.qty))) {
        // Shipping a size that only the stores have says so, rather than 'ya no está disponible' (issue 28).
        const where = type === 'PICKUP' ? undefined : (await availabilityFor(tx, [line.sku])).get(line.sku);
        const pickupOnly = where !== undefined && where.online < line.qty && where.pickup >= line.qty;
        throw failed([
          {
            path: `items.${line.sku}`,
            message: (pickupOnly ? shopMessages.checkout.itemPickupOnly : shopMessages.checkout.itemUnavailable)(
              line.product.name,
              line.sizeLabel,
            ),
          },
        ]);
      }
    }

    const number = await nextWebOrderNumber(tx);
    const order = await insertOrder(tx, {
      customerId: customer.id,
      platform: 'ecommerce',
      magentoOrderId: number,
      status: 'created',
      deliveryType: type,
      paymentType: body.payment.type,
      storeId,
      shippingAddress,
      colony,
      subtotalCents: subtotal,
      shippingCents: shipping,
      discountCents: discount,
      couponCode: coupon?.coupon.code ?? null,
      grandTotalCents: subtotal + shipping - discount,
      contactId: body.contact_id ?? null,
      customerNotes: body.customer_notes ?? null,
      checkoutType: body.checkout_type ?? null,
      cartId: cart.id,
      payBy: payDeadline(now),
      createdAt: now,
      updatedAt: now,
    });
    await insertOrderItems(
      tx,
      priced.map(({ line, price }) => ({
        orderId: order!.id,
        idArt: line.product.id,
        sku: line.sku,
        name: line.product.name,
        image: line.product.imageUrls[0] ?? '',
        color: line.product.color,
        sizeLabel: line.sizeLabel,
        qtyOrdered: line.qty,
        priceCents: price,
        reservedFromStoreId: line.product.isDigital ? null : stockStore,
      })),
    );
    if (coupon) await markCouponRedeemed(tx, customer.id, coupon.coupon.id, order!.id);
    // Customer-order items she put in this bag now wait for this order's payment (decision 0511).
    await deps.hooks?.bagCheckedOut(tx, customer.id, cart.id, order!.id);
    await recordHistory(tx, {
      orderId: order!.id,
      from: null,
      to: 'created',
      actor: 'customer',
      note: `Bolsa ${cart.id}`,
      at: now,
    });
    await markCartCheckedOut(tx, customer.id, cart.id, now);
    return { order: order!, replay: false };
  }

  /**
   * A checkout refused because sizes ran out (409 naming `items.{sku}`): the items of her customer orders waiting in
   * those lines go back to their orders, marked unavailable, and the answer names the clients (decision 0760).
   */
  async function soldOut(error: unknown, customerId: number, cartId: string): Promise<never> {
    const skuList =
      error instanceof HttpError && error.statusCode === 409
        ? (error.errors ?? []).flatMap((e) => (e.path.startsWith('items.') ? [e.path.slice('items.'.length)] : []))
        : [];
    const hooks = deps.hooks;
    if (skuList.length === 0 || !hooks?.stockRanOut) throw error;
    const clients: string[] = await deps.db.transaction(
      async (tx) => (await hooks.stockRanOut?.(tx, customerId, cartId, skuList)) ?? [],
    );
    if (clients.length === 0) throw error;
    const message = buyForClientsMessages.soldOut(clients.join(', '));
    throw new HttpError(409, (error as HttpError).message, [
      ...((error as HttpError).errors ?? []),
      { path: 'clients', message },
    ]);
  }

  return {
    async checkout(customer: CustomerRow, cartId: string, body: CheckoutBody): Promise<CheckoutResponse> {
      const byBalance = body.payment.type === 'store_balance';
      if (byBalance && !deps.storeBalanceEnabled)
        throw new HttpError(400, shopMessages.checkout.balanceUnavailable, [
          { path: 'payment.type', message: shopMessages.checkout.balanceUnavailable },
        ]);
      const { order, replay } = await deps.db
        .transaction(async (tx) => {
          const placed = await placeOrder(tx, customer, cartId, body);
          if (byBalance && !placed.replay) {
            // Lock order (0205): stock rows (taken above), then the balance parts; the new order row is ours alone.
            const paid = await debitBalanceForOrder(tx, placed.order, deps.clock.now());
            await deps.orders.transitionIn(
              tx,
              placed.order.id,
              'confirmed',
              'provider',
              `Pago ${paid.reference} (saldo en tienda)`,
            );
          }
          return placed;
        })
        .catch((error: unknown) => soldOut(error, customer.id, cartId));
      let payment = null;
      if (replay || byBalance) {
        const existing = await deps.payments.latest(order.id);
        payment = existing ? await deps.payments.action(existing) : null;
      } else {
        payment = await deps.payments.start(order, body.payment.type, {
          email: customer.email,
          name: `${customer.firstname} ${customer.lastname}`,
        });
      }
      const fresh = await findCustomerOrder(deps.db, customer.id, order.id);
      return {
        cart: { cart_id: cartId, status: 'created' },
        order: {
          entity_id: fresh!.id,
          magento_order_id: fresh!.magentoOrderId!,
          order_id: fresh!.pricesoftId,
          status: fresh!.status,
          grand_total: fresh!.grandTotalCents,
          discount: fresh!.discountCents,
          coupon_code: fresh!.couponCode,
          delivery_method: listDeliveryMethod('ecommerce', fresh!.deliveryType as DeliveryType),
          pay_by: fresh!.payBy?.toISOString() ?? null,
        },
        payment,
      };
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
