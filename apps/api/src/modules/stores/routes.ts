import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeSummary } from '@shop/contracts/personal-data';
import type { Db } from '@shop/db/client';
import { stores } from '@shop/db/schema/index';

/** GET stores/: the shop's physical stores (the online warehouse, the default store, is left out). */
export function storeRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/stores/',
      { schema: { tags: ['stores'], summary: 'Physical stores', response: { 200: z.array(storeSummary) } } },
      async () => {
        const rows = await deps.db.select().from(stores).where(and(eq(stores.isDefault, false))).orderBy(asc(stores.name));
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
        }));
      },
    );
  };
}
