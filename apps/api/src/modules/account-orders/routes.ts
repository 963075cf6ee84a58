import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import {
  barcodeResponse,
  historicQuery,
  historicResponse,
  orderDetail,
  orderDetailParams,
  orderDetailQuery,
} from '@shop/contracts/account-orders';
import { assertOwnCustomer, sessionRowOf } from '../../plugins/session';
import { sendJsonText } from '../../lib/json-text';
import type { AccountOrdersService } from './service';

/**
 * The account's orders. The spec's "bearer" calls are authenticated by the session cookie; the username or
 * customerId they carry must be the signed-in customer's, else 404 and nothing is revealed.
 */
export function accountOrderRoutes(deps: { orders: AccountOrdersService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['account orders'];
    app.get(
      '/v1/api-composer/orders/historic',
      {
        config: { sessionInStatement: true },
        schema: {
          tags,
          summary:
            'Order history: a filtered page (platform, from/to, pageSize, currentPage), a number search (find, platform) or the total_count',
          querystring: historicQuery,
          response: { 200: historicResponse, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      // Serialised once, without the zod serializer's second pass (decision 0782; account-orders.test.ts parses it).
      async (request, reply) =>
        sendJsonText(
          reply,
          JSON.stringify(
            await deps.orders.historic(
              { session: sessionRowOf(request), customerId: request.query.customerId },
              request.query,
            ),
          ),
        ),
    );

    app.get(
      '/v1/api-composer/customers/:username/orders/:orderId',
      {
        schema: {
          tags,
          summary: 'Order detail by its number (web number, ERP id, or ERP id with caja and store for store purchases)',
          params: orderDetailParams,
          querystring: orderDetailQuery,
          response: { 200: orderDetail, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { username: request.params.username });
        const q = request.query;
        return deps.orders.detail(me, {
          platform: q.platform,
          orderId: request.params.orderId,
          caja: q.caja,
          storeId: q.store,
        });
      },
    );

    app.get(
      '/v1/orders/:orderId/customer/:username/barcode',
      {
        schema: {
          tags,
          summary: "The text of the 'Devolución en Tienda' Code128 barcode of a delivered order",
          params: orderDetailParams,
          querystring: orderDetailQuery,
          response: { 200: barcodeResponse, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { username: request.params.username });
        const q = request.query;
        return deps.orders.barcode(me, {
          platform: q.platform,
          orderId: request.params.orderId,
          caja: q.caja,
          storeId: q.store,
        });
      },
    );
  };
}
