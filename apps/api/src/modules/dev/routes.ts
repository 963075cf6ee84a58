import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Outbox } from '../../lib/outbox';

const outboxEntry = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});

/** Registered only in demo mode; with DEMO=false the path answers 404. */
export function devRoutes(deps: { outbox: Outbox }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Messages sent, newest first (demo mode only)',
          querystring: z.object({ to: z.string().max(254).optional() }),
          response: { 200: z.array(outboxEntry) },
        },
      },
      async (request) => deps.outbox.list(request.query.to),
    );
  };
}
