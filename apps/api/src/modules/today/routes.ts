import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { messages } from '@shop/contracts/messages';
import { todayResponse } from '@shop/contracts/today';
import { HttpError } from '../../lib/http-errors';
import type { SessionStore } from '../auth/session-store';
import type { SessionCookie } from '../../plugins/session';
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
      async (request) => {
        const token = request.cookies[deps.cookie.name];
        if (!token) throw new HttpError(401, messages.generic.unauthenticated);
        return deps.today.forSession(deps.sessions.row(token));
      },
    );
  };
}
