import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { todayResponse } from '@shop/contracts/today';
import { currentCustomer } from '../../plugins/session';
import type { TodayService } from './service';

/** 'Hoy' (issue 29, decision 0760): path not in the spec; under the account group's session guard. */
export function todayRoutes(deps: { today: TodayService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/members/me/today',
      {
        schema: {
          tags: ['today'],
          summary: "'Hoy': what waits for the signed-in member today, in one read (decision 0760)",
          response: { 200: todayResponse, 404: errorBody },
        },
      },
      async (request) => deps.today.forMember(currentCustomer(request)),
    );
  };
}
