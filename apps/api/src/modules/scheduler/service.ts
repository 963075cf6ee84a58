import { randomInt } from 'node:crypto';
import { shopMessages } from '@shop/contracts/shop-messages';
import type { Clock } from '@shop/domain/clock';
import { endOfDay, formatDateTime } from '@shop/domain/mexico-time';
import { WINDOW_CAPACITY, WINDOW_MS, isValidWindow, windowStarts } from '@shop/domain/pickup';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { HttpError } from '../../lib/http-errors';
import { findOwnOrder } from '../orders/public';
import type { OrderService } from '../orders/service';
import {
  countBookedWindows,
  countWindowBookings,
  findAppointment,
  findStore,
  insertAppointment,
  lockStore,
  setCollectBy,
} from './repository';

/** Pickup scheduling (GET/POST scheduler/schedules): only a READY pickup order, in a free 15-minute window. */
export function createSchedulerService(deps: { db: Db; clock: Clock; orders: OrderService }) {
  async function ownPickupOrder(customer: CustomerRow, orderId: string, storeId: string) {
    const order = await findOwnOrder(deps.db, customer.id, orderId);
    if (!order || order.deliveryType !== 'PICKUP') throw new HttpError(404, shopMessages.orders.notFound);
    if (order.storeId !== storeId) throw new HttpError(404, shopMessages.pickup.wrongStore);
    const store = await findStore(deps.db, storeId);
    return { order, store: store! };
  }

  async function appointmentView(orderId: number) {
    const row = await findAppointment(deps.db, orderId);
    if (!row) return null;
    return {
      scheduled_formatted_date: formatDateTime(row.a.startsAt),
      starts_at: row.a.startsAt.toISOString(),
      ends_at: new Date(row.a.startsAt.getTime() + WINDOW_MS).toISOString(),
      collect_code: row.a.collectCode,
      store: {
        id: row.store.id,
        name: row.store.name,
        address: `${row.store.street}, ${row.store.colony}, ${row.store.city}, ${row.store.state}, C.P. ${row.store.postcode}`,
      },
    };
  }

  return {
    async get(customer: CustomerRow, storeId: string, orderId: string) {
      const { order } = await ownPickupOrder(customer, orderId, storeId);
      const view = await appointmentView(order.id);
      if (!view) throw new HttpError(404, shopMessages.pickup.noAppointment);
      return view;
    },
    async slots(customer: CustomerRow, storeId: string, orderId: string) {
      const { order, store } = await ownPickupOrder(customer, orderId, storeId);
      if (order.status !== 'ready' || !order.scheduleBy) return { schedule_by: null, slots: [] };
      const now = deps.clock.now();
      const starts = windowStarts(now, order.scheduleBy, store.openingHours);
      const taken = await countBookedWindows(deps.db, storeId, now, order.scheduleBy);
      const full = new Set(taken.filter((t) => t.n >= WINDOW_CAPACITY).map((t) => t.startsAt.getTime()));
      return {
        schedule_by: order.scheduleBy.toISOString(),
        slots: starts.map((s) => ({
          start: s.toISOString(),
          label: formatDateTime(s),
          available: !full.has(s.getTime()),
        })),
      };
    },
    async schedule(customer: CustomerRow, storeId: string, orderId: string, start: Date) {
      const { order, store } = await ownPickupOrder(customer, orderId, storeId);
      if (order.status !== 'ready') throw new HttpError(409, shopMessages.pickup.notReady);
      const now = deps.clock.now();
      if (!order.scheduleBy || !isValidWindow(start, now, order.scheduleBy, store.openingHours))
        throw new HttpError(400, shopMessages.pickup.slotInvalid, [
          { path: 'start', message: shopMessages.pickup.slotInvalid },
        ]);
      await deps.db.transaction(async (tx) => {
        // One booking at a time per store: the store row is the lock that keeps the window's capacity.
        await lockStore(tx, storeId);
        if ((await countWindowBookings(tx, storeId, start)) >= WINDOW_CAPACITY)
          throw new HttpError(409, shopMessages.pickup.slotFull);
        const moved = await deps.orders.transitionIn(
          tx,
          order.id,
          'scheduled',
          'customer',
          `Cita ${formatDateTime(start)}`,
        );
        if (!moved.changed) throw new HttpError(409, shopMessages.pickup.notReady);
        await insertAppointment(tx, {
          orderId: order.id,
          storeId,
          startsAt: start,
          collectCode: String(randomInt(0, 1_000_000)).padStart(6, '0'),
          createdAt: now,
        });
        await setCollectBy(tx, customer.id, order.id, endOfDay(start));
      });
      return (await appointmentView(order.id))!;
    },
  };
}
export type SchedulerService = ReturnType<typeof createSchedulerService>;
