import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientLogEntry } from '@shop/contracts/client-logs';
import { CLIENT_LOG_LIMITS } from '@shop/contracts/client-logs-messages';
import { messages } from '@shop/contracts/messages';
import { HttpError } from '../../lib/http-errors';
import type { ClientLogService } from './service';

const errorBody = z.object({ message: z.string() });

/** POST /api/client-logs: the shop's own collector of the web app's log entries (one entry per request). */
export function clientLogRoutes(deps: {
  clientLogs: ClientLogService;
  /** The signed-in customer's customer_id, or null (the entry is logged either way). */
  customerOf: (request: { cookies: Record<string, string | undefined> }) => Promise<string | null>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/client-logs',
      {
        bodyLimit: CLIENT_LOG_LIMITS.bodyBytes,
        schema: {
          tags: ['operations'],
          summary: 'One log entry of the web app (batch size 1); written to the server log',
          body: clientLogEntry,
          response: { 204: z.null(), 400: errorBody, 413: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const customerId = await deps.customerOf(request);
        const client = customerId ? `customer:${customerId}` : `ip:${request.ip}`;
        if (!deps.clientLogs.record(client, request.body, { customerId, requestId: request.id }))
          throw new HttpError(429, messages.generic.tooManyRequests, undefined, { 'retry-after': '60' });
        return reply.code(204).send(null);
      },
    );
  };
}
