import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { todayResponse } from '@shop/contracts/today';
import { sessionRowOf } from '../../plugins/session';
import { sendJsonText } from '../../lib/json-text';
import type { TodayService } from './service';

/**
 * 'Hoy' (issue 29, decision 0760): path not in the spec. In the account group, it checks the session in its own
 * statement (decision 0780), with the same answers as the group's guard (401 without a live session).
 */
export function todayRoutes(deps: { today: TodayService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/members/me/today',
      {
        config: { sessionInStatement: true },
        schema: {
          tags: ['today'],
          summary: "'Hoy': what waits for the signed-in member today, in one read (decision 0760)",
          response: { 200: todayResponse, 401: errorBody, 404: errorBody },
        },
      },
      // Serialised once, without the zod serializer's second pass (decision 0782; today.test.ts parses it strictly).
      async (request, reply) => sendJsonText(reply, JSON.stringify(await deps.today.forSession(sessionRowOf(request)))),
    );
  };
}
