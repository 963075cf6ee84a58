import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeSummary } from '@shop/contracts/personal-data';
import type { Db } from '@shop/db/client';
import { stores } from '@shop/db/schema/index';

/**
 * GET stores/: every store; `is_default` marks the online warehouse. The same answer as the catalogue's
 * GET stores/ of issue 4: when both are merged, keep one route (see the issue-3 report).
 */
export function storeRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/stores/',
      { schema: { tags: ['stores'], summary: 'The stores (is_default marks the online warehouse)', response: { 200: z.array(storeSummary) } } },
      async () => {
        const rows = await deps.db.select().from(stores).orderBy(asc(stores.name));
        return rows.map((s) => ({
          id: s.id,
          name: s.name,
          street: s.street,
          colony: s.colony,
          city: s.city,
          state: s.state,
          postcode: s.postcode,
          phone: s.phone,
          opening_hours: s.openingHours,
          pickup: s.pickup,
          is_default: s.isDefault,
        }));
      },
    );
  };
}
