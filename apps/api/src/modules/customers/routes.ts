import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { customerProfile } from '@shop/contracts/profile';
import type { Db } from '@shop/db/client';
import { currentCustomer } from '../../plugins/session';
import { loadProfile } from './profile';

export function customerRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customers/me',
      {
        schema: {
          tags: ['customers'],
          summary: 'The signed-in customer profile',
          response: { 200: customerProfile, 401: errorBody },
        },
      },
      async (request) => loadProfile(deps.db, currentCustomer(request)),
    );
  };
}
