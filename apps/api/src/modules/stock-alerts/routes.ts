import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { stockAlertPreferences, stockAlertPreferencesBody } from '@shop/contracts/stock-alerts';
import { assertOwnCustomer } from '../../plugins/session';
import type { StockAlertService } from './service';

const params = z.object({ customer_id: z.string().max(20) });

/** GET/PUT {api}/v1/alerts/customers/{customer_id}/stock-alert-preferences ('Configuraciones'). */
export function stockAlertRoutes(deps: { stockAlerts: StockAlertService }): FastifyPluginAsyncZod {
  return async (app) => {
    const path = '/v1/alerts/customers/:customer_id/stock-alert-preferences';
    app.get(
      path,
      {
        schema: {
          tags: ['stock-alerts'],
          summary: 'How stock alerts reach the customer, and the subscriptions they have',
          params,
          response: { 200: stockAlertPreferences, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => deps.stockAlerts.load(assertOwnCustomer(request, { customerId: request.params.customer_id })),
    );

    app.put(
      path,
      {
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
        return deps.stockAlerts.choose(me, request.body.notificationMethods[0]!);
      },
    );
  };
}
