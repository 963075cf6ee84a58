import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import {
  stockAlertMessages,
  stockAlertPreferences,
  stockAlertPreferencesBody,
  type StockAlertPreferences,
} from '@shop/contracts/stock-alerts';
import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { setStockAlertMethod } from '@shop/db/factories-personal-data';
import { stockAlertPreferences as preferencesTable, stockAlertSubscriptions } from '@shop/db/schema/index';
import { HttpError } from '../../lib/http-errors';
import { assertOwnCustomer } from '../../plugins/session';
import type { Guard } from '../../http';

const params = z.object({ customer_id: z.string().max(20) });

async function load(db: Db, customer: CustomerRow): Promise<StockAlertPreferences> {
  const [preference] = await db.select().from(preferencesTable).where(eq(preferencesTable.customerId, customer.id));
  const subscriptions = await db
    .select()
    .from(stockAlertSubscriptions)
    .where(eq(stockAlertSubscriptions.customerId, customer.id))
    .orderBy(asc(stockAlertSubscriptions.createdAt));
  return {
    customer_id: customer.customerId,
    // E-mail until the customer chooses: exactly one method is always on.
    notificationMethods: [preference?.method ?? 'email'],
    subscriptions: subscriptions.map((s) => ({
      sku: s.sku,
      product_id: s.productId,
      name: s.productName,
      size_label: s.sizeLabel,
      created_at: s.createdAt.toISOString(),
    })),
  };
}

/** GET/PUT {api}/v1/alerts/customers/{customer_id}/stock-alert-preferences ('Configuraciones'). */
export function stockAlertRoutes(deps: { db: Db; clock: Clock; guard: Guard }): FastifyPluginAsyncZod {
  return async (app) => {
    const path = '/v1/alerts/customers/:customer_id/stock-alert-preferences';
    app.get(
      path,
      {
        preHandler: deps.guard,
        schema: {
          tags: ['stock-alerts'],
          summary: 'How stock alerts reach the customer, and the subscriptions they have',
          params,
          response: { 200: stockAlertPreferences, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => load(deps.db, assertOwnCustomer(request, { customerId: request.params.customer_id })),
    );

    app.put(
      path,
      {
        preHandler: deps.guard,
        schema: {
          tags: ['stock-alerts'],
          summary: 'Choose exactly one of e-mail and WhatsApp for stock alerts',
          params,
          body: stockAlertPreferencesBody,
          response: { 200: stockAlertPreferences, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { customerId: request.params.customer_id });
        const method = request.body.notificationMethods[0]!;
        if (method === 'whatsapp' && !me.mobileTelephone) {
          throw new HttpError(400, stockAlertMessages.whatsappNeedsPhone, [
            { path: 'notificationMethods', message: stockAlertMessages.whatsappNeedsPhone },
          ]);
        }
        await setStockAlertMethod(deps.db, me.id, method, deps.clock.now());
        return load(deps.db, me);
      },
    );
  };
}
