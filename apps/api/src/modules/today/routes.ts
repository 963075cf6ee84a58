import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { todayResponse } from '@shop/contracts/today';
import type { SessionStore } from '../auth/session-store';
import { sessionRowOf, type SessionCookie } from '../../plugins/session';
import type { TodayService } from './service';

/**
 * 'Hoy' (issue 29, decision 0760): path not in the spec. Registered beside the account group, not in it: it checks
 * the session in its own statement (decision 0780), with the same answers as the group's guard (401 without a live
 * session).
 */
export function todayRoutes(deps: {
  today: TodayService;
  sessions: Pick<SessionStore, 'row'>;
  cookie: SessionCookie;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/members/me/today',
      {
        schema: {
          tags: ['today'],
          summary: "'Hoy': what waits for the signed-in member today, in one read (decision 0760)",
          security: [{ session: [] }],
          response: { 200: todayResponse, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => deps.today.forSession(sessionRowOf(request, deps)),
    );
  };
}
