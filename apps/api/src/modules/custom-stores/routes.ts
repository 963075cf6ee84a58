import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import type { Db } from '@shop/db/client';
import { assertOwnCustomer } from '../../plugins/session';
import { findCustomStoreId } from './repository';

export function customStoreRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api-composer/custom-stores',
      {
        schema: {
          tags: ['custom-stores'],
          summary: "The member's personalised store id (null without a store)",
          querystring: z.object({ customer_id: z.string().max(20) }),
          response: { 200: z.object({ store_id: z.string().nullable() }), 404: errorBody },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { customerId: request.query.customer_id });
        return { store_id: await findCustomStoreId(deps.db, me.id) };
      },
    );
  };
}
