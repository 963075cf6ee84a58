import { timingSafeEqual, createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorBody } from '@shop/contracts/auth';
import { shopMessages } from '@shop/contracts/shop-messages';
import { HttpError } from '../../lib/http-errors';
import type { Sweeper } from '../orders/sweeps';
import { channelSaleBody, type AdminService } from './service';

const adminOrder = z.object({
  entity_id: z.number().int(),
  platform: z.string(),
  magento_order_id: z.string().nullable(),
  order_id: z.string().nullable(),
  status: z.string(),
  delivery_method: z.string(),
  store_id: z.string().nullable(),
  caja: z.string().nullable(),
  grand_total: z.number().int(),
  courier_name: z.string().nullable(),
  guide_number: z.string().nullable(),
  pay_by: z.string().nullable(),
  schedule_by: z.string().nullable(),
  items: z.array(
    z.object({
      id_art: z.string(),
      sku: z.string(),
      name: z.string(),
      qty_ordered: z.number().int(),
      price: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({ reference: z.string(), payment_method: z.string(), status: z.string(), amount: z.number().int() }),
  ),
  history: z.array(
    z.object({
      from: z.string().nullable(),
      to: z.string(),
      actor: z.string(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
  tracking: z.array(
    z.object({ description: z.string(), occurred_at: z.string(), place: z.string(), code: z.string() }),
  ),
});
const orderParams = z.object({ order: z.string().trim().min(1).max(20) });
const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The staff API (docs/decisions/0206-staff-operations.md): bearer ADMIN_TOKEN, no customer session.
 * Answers 404 to everything when no token is configured.
 */
/** The staff bearer check, shared by every staff route (returns' courier events use it too). */
export const staffGuard = (token: string | undefined) => async (request: FastifyRequest) => {
  if (!token) throw new HttpError(404, shopMessages.orders.notFound);
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  if (!timingSafeEqual(digest(given), digest(token))) throw new HttpError(401, shopMessages.admin.unauthorized);
};

export function adminRoutes(deps: {
  admin: AdminService;
  sweeper: Sweeper;
  token: string | undefined;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = staffGuard(deps.token);
    const tags = ['staff'];
    const security = [{ staffToken: [] }];
    const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

    app.get(
      '/admin/orders/:order',
      {
        preHandler: guard,
        schema: {
          tags,
          security,
          summary: 'An order with its items, payments, history and courier events (by entity id or web order number)',
          params: orderParams,
          response: { 200: adminOrder, ...errors },
        },
      },
      async (request) => deps.admin.view(request.params.order),
    );
    app.post(
      '/admin/orders',
      {
        preHandler: guard,
        schema: {
          tags,
          security,
          summary: 'Record a phone (call_center) or store (physical_store) sale',
          body: channelSaleBody,
          response: { 201: adminOrder, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await deps.admin.recordSale(request.body)),
    );
    app.post(
      '/admin/orders/:order/transitions',
      {
        preHandler: guard,
        schema: {
          tags,
          security,
          summary: 'Move an order (refused with 409 when the state machine does not allow it)',
          params: orderParams,
          body: z.object({ to: z.string().max(40), note: z.string().max(300).optional() }),
          response: { 200: adminOrder, ...errors },
        },
      },
      async (request) => deps.admin.transition(request.params.order, request.body.to, request.body.note),
    );
    app.put(
      '/admin/orders/:order/shipment',
      {
        preHandler: guard,
        schema: {
          tags,
          security,
          summary: 'Courier name and tracking number',
          params: orderParams,
          body: z.object({
            courier_name: z.string().trim().min(1).max(60),
            guide_number: z.string().trim().min(1).max(40),
          }),
          response: { 200: adminOrder, ...errors },
        },
      },
      async (request) =>
        deps.admin.shipment(request.params.order, request.body.courier_name, request.body.guide_number),
    );
    app.post(
      '/admin/orders/:order/tracking-events',
      {
        preHandler: guard,
        schema: {
          tags,
          security,
          summary: 'A courier tracking event (description, date and time, place, code)',
          params: orderParams,
          body: z.object({
            description: z.string().trim().min(1).max(200),
            occurred_at: z.iso.datetime({ offset: true }),
            place: z.string().trim().min(1).max(120),
            code: z.string().trim().min(1).max(20),
          }),
          response: { 200: adminOrder, ...errors },
        },
      },
      async (request) => deps.admin.trackingEvent(request.params.order, request.body),
    );
    app.post(
      '/admin/sweeps',
      {
        preHandler: guard,
        schema: {
          tags,
          security,
          summary: 'Run the timers now (unpaid, unscheduled, uncollected orders; expired references)',
          response: {
            200: z.object({
              references: z.number(),
              unpaid: z.number(),
              unscheduled: z.number(),
              uncollected: z.number(),
            }),
            401: errorBody,
            404: errorBody,
          },
        },
      },
      async () => deps.sweeper.sweep(),
    );
  };
}
