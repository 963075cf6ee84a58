import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { storeVisitQuery, storeVisitResponse, toBagBody, toBagResponse } from '@shop/contracts/buy-for-clients';
import { assertOwnMember } from '../../plugins/session';
import type { StoreVisitService } from './service';

/** 'Visita a tienda' (decision 0760): paths not in the spec; member-only, her own customer_id only. */
export function storeVisitRoutes(deps: { visit: StoreVisitService }): FastifyPluginAsyncZod {
  const tags = ['custom-carts'];
  return async (app) => {
    app.get(
      '/store-visit',
      {
        schema: {
          tags,
          summary: "'Visita a tienda': her items to buy as a pick list sorted by the store's locations (decision 0760)",
          querystring: storeVisitQuery,
          response: { 200: storeVisitResponse, 400: errorBody, 404: errorBody },
        },
      },
      async (request) =>
        deps.visit.pickList(assertOwnMember(request, request.query.customer_id).id, request.query.store_id),
    );
    app.post(
      '/store-visit/bought',
      {
        schema: {
          tags,
          summary: 'A ticked line of the pick list: those items bought in the store, in their orders (decision 0760)',
          body: toBagBody,
          response: { 200: toBagResponse, 400: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => deps.visit.bought(assertOwnMember(request, request.body.customer_id).id, request.body.items),
    );
  };
}
