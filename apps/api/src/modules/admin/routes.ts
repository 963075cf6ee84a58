import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { GUIDE_STATUSES, guideEventBody, returnsMessages } from '@shop/contracts/returns';
import type { ReturnsService } from '../returns/service';
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
const guideParams = z.object({
  id: z
    .string()
    .trim()
    .regex(/^\d{1,12}-\d{1,3}$/, { error: returnsMessages.notFound }),
});

/**
 * The staff API under /api/admin (docs/decisions/0206-staff-operations.md), registered in the group that
 * the `staffToken` guard (plugins/staff.ts) protects: bearer ADMIN_TOKEN, no customer session.
 */
export function adminRoutes(deps: {
  admin: AdminService;
  sweeper: Sweeper;
  returns: Pick<ReturnsService, 'recordEvent'>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['staff'];
    const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

    app.get(
      '/orders/:order',
      {
        schema: {
          tags,
          summary: 'An order with its items, payments, history and courier events (by entity id or web order number)',
          params: orderParams,
          response: { 200: adminOrder, ...errors },
        },
      },
      async (request) => deps.admin.view(request.params.order),
    );
    app.post(
      '/orders',
      {
        schema: {
          tags,
          summary: 'Record a phone (call_center) or store (physical_store) sale',
          body: channelSaleBody,
          response: { 201: adminOrder, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await deps.admin.recordSale(request.body)),
    );
    app.post(
      '/orders/:order/transitions',
      {
        schema: {
          tags,
          summary: 'Move an order (refused with 409 when the state machine does not allow it)',
          params: orderParams,
          body: z.object({ to: z.string().max(40), note: z.string().max(300).optional() }),
          response: { 200: adminOrder, ...errors },
        },
      },
      async (request) => deps.admin.transition(request.params.order, request.body.to, request.body.note),
    );
    app.put(
      '/orders/:order/shipment',
      {
        schema: {
          tags,
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
      '/orders/:order/tracking-events',
      {
        schema: {
          tags,
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
      '/sweeps',
      {
        schema: {
          tags,
          summary: 'Run the timers now (unpaid, unscheduled, uncollected orders; expired references; abandoned drafts)',
          response: {
            200: z.object({
              references: z.number(),
              unpaid: z.number(),
              unscheduled: z.number(),
              uncollected: z.number(),
              /** Customer orders abandoned while being registered, deleted (decision 0532). */
              drafts: z.number(),
            }),
            401: errorBody,
            404: errorBody,
          },
        },
      },
      async () => deps.sweeper.sweep(),
    );
    app.post(
      '/return-guides/:id/events',
      {
        schema: {
          tags,
          summary:
            "Record a courier event of a paid return guide (the first one marks it used: 'Utilizadas', 'Mis devoluciones')",
          params: guideParams,
          body: guideEventBody,
          response: {
            201: z.object({ id: z.string(), status: z.enum(GUIDE_STATUSES) }),
            400: errorBody,
            401: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request, reply) => {
        const b = request.body;
        return reply.code(201).send(
          await deps.returns.recordEvent(request.params.id, {
            description: b.description,
            occurredAt: new Date(b.occurred_at),
            place: b.place,
            code: b.code,
          }),
        );
      },
    );
  };
}
