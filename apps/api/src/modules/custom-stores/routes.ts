import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import type { Db } from '@shop/db/client';
import { customStores } from '@shop/db/schema/index';
import { assertOwnCustomer } from '../../plugins/session';
import type { Guard } from '../../http';

export function customStoreRoutes(deps: { db: Db; guard: Guard }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api-composer/custom-stores',
      {
        preHandler: deps.guard,
        schema: {
          tags: ['custom-stores'],
          summary: "The member's personalised store id (null without a store)",
          querystring: z.object({ customer_id: z.string().max(20) }),
          response: { 200: z.object({ store_id: z.string().nullable() }), 404: errorBody },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { customerId: request.query.customer_id });
        const [store] = await deps.db
          .select({ storeId: customStores.storeId })
          .from(customStores)
          .where(eq(customStores.customerId, me.id));
        return { store_id: store?.storeId ?? null };
      },
    );
  };
}
