import { z } from 'zod';
import { centavosInput, idNumber } from '@shop/contracts/input';
import { shopMessages } from '@shop/contracts/shop-messages';
import type { Clock } from '@shop/domain/clock';
import { INITIAL_STATUSES, ORDER_STATUSES, type OrderStatus } from '@shop/domain/orders';
import type { Db } from '@shop/db/client';
import { HttpError } from '../../lib/http-errors';
import { WAREHOUSE_STORE_ID } from '@shop/db/catalog';
import { orderLines, orderPayments } from '../account-orders/public';
import { skuWithProduct } from '../bag/public';
import { findCustomerAddress, findStore, insertOrderItems, recordHistory, takeStock } from '../orders/public';
import type { OrderService } from '../orders/service';
import { insertPayment } from '../payments/public';
import {
  findCustomerByChannelId,
  findOrderByWebNumberOrId,
  insertOrderUnlessRecorded,
  insertTrackingEvent,
  orderHistory,
  orderTrackingOldestFirst,
  setOrderShipment,
} from './repository';

const money = centavosInput;
export const channelSaleBody = z
  .object({
    platform: z.enum(['call_center', 'physical_store']),
    customer_id: z.string().trim().min(1).max(20),
    pricesoft_id: z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, 'El id de Pricesoft debe ser numérico.'),
    store_id: z.string().max(20).optional(),
    caja: z.string().trim().max(10).optional(),
    created_at: z.iso.datetime({ offset: true }).optional(),
    status: z.enum(['created', 'confirmed', 'delivered']).optional(),
    address_id: idNumber.optional(),
    items: z
      .array(z.object({ sku: z.string().max(40), qty: z.number().int().min(1).max(50), price: money.optional() }))
      .min(1, 'Agrega al menos un producto.')
      .max(100),
    payment: z
      .object({
        payment_method: z.string().max(40),
        details: z
          .array(z.object({ id: z.string().max(40), type: z.enum(['V', 'S', 'N']), amount: money }))
          .max(20)
          .optional(),
      })
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.platform === 'physical_store' && (!b.store_id || !b.caja))
      ctx.addIssue({ code: 'custom', path: ['caja'], message: 'Una venta en tienda necesita store_id y caja.' });
    if (b.platform === 'call_center' && !b.address_id)
      ctx.addIssue({ code: 'custom', path: ['address_id'], message: shopMessages.checkout.addressRequired });
  });
export type ChannelSaleBody = z.infer<typeof channelSaleBody>;

/** Staff operations: sales from the other channels, courier data and events, and the order's moves. */
export function createAdminService(deps: { db: Db; clock: Clock; orders: OrderService }) {
  async function resolveOrder(ref: string) {
    // A reference is a web number, or an entity id when it is a number the id column can hold.
    const id = /^\d{1,15}$/.test(ref) && Number(ref) < 2 ** 31 ? Number(ref) : null;
    const row = await findOrderByWebNumberOrId(deps.db, ref, id);
    if (!row) throw new HttpError(404, shopMessages.orders.notFound);
    return row;
  }

  async function view(ref: string) {
    const order = await resolveOrder(ref);
    const [items, history, events, pays] = await Promise.all([
      orderLines(deps.db, order.id),
      orderHistory(deps.db, order.id),
      orderTrackingOldestFirst(deps.db, order.id),
      orderPayments(deps.db, order.id),
    ]);
    return {
      entity_id: order.id,
      platform: order.platform,
      magento_order_id: order.magentoOrderId,
      order_id: order.pricesoftId,
      status: order.status,
      delivery_method: order.deliveryType,
      store_id: order.storeId,
      caja: order.caja,
      grand_total: order.grandTotalCents,
      courier_name: order.courierName,
      guide_number: order.guideNumber,
      pay_by: order.payBy?.toISOString() ?? null,
      schedule_by: order.scheduleBy?.toISOString() ?? null,
      items: items.map((i) => ({
        id_art: i.idArt,
        sku: i.sku,
        name: i.name,
        qty_ordered: i.qtyOrdered,
        price: i.priceCents,
      })),
      payments: pays.map((p) => ({
        reference: p.reference,
        payment_method: p.paymentMethod,
        status: p.status,
        amount: p.amountCents,
      })),
      history: history.map((h) => ({
        from: h.fromStatus,
        to: h.toStatus,
        actor: h.actor,
        note: h.note,
        at: h.at.toISOString(),
      })),
      tracking: events.map((e) => ({
        description: e.description,
        occurred_at: e.occurredAt.toISOString(),
        place: e.place,
        code: e.code,
      })),
    };
  }

  return {
    view,
    async transition(ref: string, to: string, note?: string) {
      if (!(ORDER_STATUSES as readonly string[]).includes(to))
        throw new HttpError(400, shopMessages.admin.unknownStatus);
      const order = await resolveOrder(ref);
      await deps.orders.transition(order.id, to as OrderStatus, 'staff', note);
      return view(String(order.id));
    },
    async shipment(ref: string, courierName: string, guideNumber: string) {
      const order = await resolveOrder(ref);
      await setOrderShipment(deps.db, order.id, { courierName, guideNumber }, deps.clock.now());
      return view(String(order.id));
    },
    async trackingEvent(ref: string, e: { description: string; occurred_at: string; place: string; code: string }) {
      const order = await resolveOrder(ref);
      await insertTrackingEvent(deps.db, {
        orderId: order.id,
        description: e.description,
        occurredAt: new Date(e.occurred_at),
        place: e.place,
        code: e.code,
      });
      return view(String(order.id));
    },
    /** Records a phone or store sale; its stock leaves the store (or the warehouse) at once. */
    async recordSale(body: ChannelSaleBody) {
      const customer = await findCustomerByChannelId(deps.db, body.customer_id);
      if (!customer)
        throw new HttpError(400, shopMessages.admin.customerNotFound, [
          { path: 'customer_id', message: shopMessages.admin.customerNotFound },
        ]);
      const initial = body.status ?? (body.platform === 'physical_store' ? 'delivered' : 'confirmed');
      if (!INITIAL_STATUSES[body.platform].includes(initial))
        throw new HttpError(400, `Una venta ${body.platform} no puede empezar como ${initial}.`, [
          { path: 'status', message: `Estado inicial no permitido: ${initial}` },
        ]);
      const now = deps.clock.now();
      const createdAt = body.created_at ? new Date(body.created_at) : now;
      const id = await deps.db.transaction(async (tx) => {
        const stockStore = body.platform === 'physical_store' ? body.store_id! : WAREHOUSE_STORE_ID;
        const store = await findStore(tx, stockStore);
        if (!store)
          throw new HttpError(400, shopMessages.checkout.storeRequired, [
            { path: 'store_id', message: shopMessages.checkout.storeRequired },
          ]);
        let shippingAddress = null;
        let colony = null;
        if (body.platform === 'call_center') {
          const a = await findCustomerAddress(tx, customer.id, body.address_id!);
          if (!a)
            throw new HttpError(400, shopMessages.checkout.addressRequired, [
              { path: 'address_id', message: shopMessages.checkout.addressRequired },
            ]);
          shippingAddress = {
            firstname: a.firstname,
            lastname: a.lastname,
            street: [`${a.street} ${a.externalNumber}`],
            city: a.city ?? a.municipality,
            region: a.state,
            postcode: a.postcode,
          };
          colony = a.colony;
        }
        const lines = [];
        for (const item of [...body.items].sort((a, b) => a.sku.localeCompare(b.sku))) {
          const row = await skuWithProduct(tx, item.sku);
          if (!row)
            throw new HttpError(400, shopMessages.bag.unavailable, [
              { path: 'items', message: `${item.sku}: ${shopMessages.bag.unavailable}` },
            ]);
          if (!row.product.isDigital && !(await takeStock(tx, item.sku, stockStore, item.qty)))
            throw new HttpError(409, shopMessages.checkout.itemUnavailable(row.product.name, row.sizeLabel));
          lines.push({ item, row });
        }
        const subtotal = lines.reduce((s, l) => s + (l.item.price ?? l.row.product.priceCents) * l.item.qty, 0);
        const status = initial;
        const order = await insertOrderUnlessRecorded(tx, {
          customerId: customer.id,
          platform: body.platform,
          pricesoftId: body.pricesoft_id,
          status,
          deliveryType: body.platform === 'physical_store' ? 'STORE' : 'STANDARD_DELIVERY',
          paymentType: 'in_store',
          storeId: body.platform === 'physical_store' ? body.store_id! : null,
          caja: body.caja ?? null,
          shippingAddress,
          colony,
          subtotalCents: subtotal,
          grandTotalCents: subtotal,
          createdAt,
          updatedAt: now,
        });
        if (!order) throw new HttpError(409, shopMessages.admin.duplicate);
        await insertOrderItems(
          tx,
          lines.map(({ item, row }) => ({
            orderId: order.id,
            idArt: row.product.id,
            sku: row.sku,
            name: row.product.name,
            image: row.product.imageUrls[0] ?? '',
            color: row.product.color,
            sizeLabel: row.sizeLabel,
            qtyOrdered: item.qty,
            priceCents: item.price ?? row.product.priceCents,
          })),
        );
        await recordHistory(tx, {
          orderId: order.id,
          from: null,
          to: status,
          actor: 'staff',
          note: `Venta ${body.platform}`,
          at: createdAt,
        });
        if (body.payment) {
          await insertPayment(tx, {
            orderId: order.id,
            reference: `PS${body.pricesoft_id}-${order.id}`,
            provider: 'store',
            paymentMethod: body.payment.payment_method,
            methodType: 'cash',
            amountCents: subtotal,
            status: 'succeeded',
            details: body.payment.details ?? [],
            createdAt,
            updatedAt: now,
          });
        }
        return order.id;
      });
      return view(String(id));
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
