import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { appointment, pickupSlots } from '@shop/contracts/scheduler';
import { currentCustomer } from '../../plugins/session';
import type { SchedulerService } from './service';

const query = z.object({ storeId: z.string().trim().min(1).max(20), orderId: z.string().trim().min(1).max(20) });

export function schedulerRoutes(deps: { scheduler: SchedulerService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['pickup'];
    app.get(
      '/scheduler/schedules',
      {
        schema: {
          tags,
          summary: "A pickup order's appointment and collect code",
          querystring: query,
          response: { 200: appointment, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => deps.scheduler.get(currentCustomer(request), request.query.storeId, request.query.orderId),
    );
    app.get(
      '/scheduler/slots',
      {
        schema: {
          tags,
          summary: 'Free 15-minute windows to collect a READY pickup order (path not shown by the spec: decision 0206)',
          querystring: query,
          response: {
            200: pickupSlots,
            401: errorBody,
            404: errorBody,
          },
        },
      },
      async (request) => deps.scheduler.slots(currentCustomer(request), request.query.storeId, request.query.orderId),
    );
    app.post(
      '/scheduler/schedules',
      {
        schema: {
          tags,
          summary: 'Schedule the pickup of a READY order in a 15-minute window',
          body: query.extend({ start: z.iso.datetime({ offset: true }) }),
          response: { 201: appointment, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request, reply) => {
        const view = await deps.scheduler.schedule(
          currentCustomer(request),
          request.body.storeId,
          request.body.orderId,
          new Date(request.body.start),
        );
        return reply.code(201).send(view);
      },
    );
  };
}
