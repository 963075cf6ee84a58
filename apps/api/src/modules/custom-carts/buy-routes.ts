import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import {
  packingListParams,
  packingListResponse,
  purchasesForClientsResponse,
  toBagBody,
  toBagResponse,
  toBuyQuery,
  toBuyResponse,
} from '@shop/contracts/buy-for-clients';
import { assertOwnMember } from '../../plugins/session';
import type { CustomCartsService } from './service';

/**
 * 'Comprar para mis clientes' (issue 29 point 2, decision 0760): paths not in the spec. Member-only, her own
 * customer_id only (another's: 404, as for her other customer-order calls).
 */
export function buyForClientsRoutes(deps: { carts: CustomCartsService }): FastifyPluginAsyncZod {
  const tags = ['custom-carts'];
  return async (app) => {
    app.get(
      '/custom-cart/to-buy',
      {
        schema: {
          tags,
          summary: "'Comprar para mis clientes': her items to buy, grouped by product and size (decision 0760)",
          querystring: toBuyQuery,
          response: { 200: toBuyResponse, 400: errorBody, 404: errorBody },
        },
      },
      async (request) => deps.carts.toBuy(assertOwnMember(request, request.query.customer_id).id),
    );

    app.get(
      '/purchases-for-clients',
      {
        schema: {
          tags,
          summary: 'Her latest shop orders that bought items of her customer orders (their packing lists)',
          querystring: toBuyQuery,
          response: { 200: purchasesForClientsResponse, 400: errorBody, 404: errorBody },
        },
      },
      async (request) => deps.carts.purchasesForClients(assertOwnMember(request, request.query.customer_id).id),
    );

    app.get(
      '/purchases-for-clients/:orderNumber',
      {
        schema: {
          tags,
          summary: "One purchase's packing list: per client, what it bought for her orders and what they still owe",
          params: packingListParams,
          querystring: toBuyQuery,
          response: { 200: packingListResponse, 400: errorBody, 404: errorBody },
        },
      },
      async (request) =>
        deps.carts.packingList(assertOwnMember(request, request.query.customer_id).id, request.params.orderNumber),
    );

    app.post(
      '/custom-cart/to-buy/bag',
      {
        schema: {
          tags,
          summary: 'Puts the items she picked, across her orders, in her shop bag in one step (decision 0760)',
          body: toBagBody,
          response: { 200: toBagResponse, 400: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request) =>
        deps.carts.buyForClients(assertOwnMember(request, request.body.customer_id).id, request.body.items),
    );
  };
}
