import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { addToBagBody, bagResponse, bagSkuParams, changeQtyBody } from '@shop/contracts/bag';
import { z } from 'zod';
import { couponCode, couponQuote } from '@shop/contracts/coupons';
import { currentCustomer } from '../../plugins/session';
import type { BagService } from './service';

/** Bag paths (not shown by the spec): docs/decisions/0201-catalogue-and-bag.md. */
export function bagRoutes(deps: { bag: BagService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['bag'];
    app.get(
      '/bag',
      {
        schema: { tags, summary: "The signed-in customer's open bag", response: { 200: bagResponse, 401: errorBody } },
      },
      async (request) => deps.bag.view(currentCustomer(request)),
    );
    app.post(
      '/bag/items',
      {
        schema: {
          tags,
          summary: 'Add units of a size to the bag (409 when not available)',
          body: addToBagBody,
          response: { 200: bagResponse, 400: errorBody, 401: errorBody, 409: errorBody },
        },
      },
      async (request) => deps.bag.add(currentCustomer(request), request.body),
    );
    app.patch(
      '/bag/items/:sku',
      {
        schema: {
          tags,
          summary: 'Change the quantity of a bag line',
          params: bagSkuParams,
          body: changeQtyBody,
          response: { 200: bagResponse, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => deps.bag.changeQty(currentCustomer(request), request.params.sku, request.body.qty),
    );
    app.get(
      '/bag/coupon/:code',
      {
        schema: {
          tags,
          summary:
            "What one of the customer's coupons takes off the open bag (400 with the reason when it does not apply)",
          params: z.object({ code: couponCode }),
          response: { 200: couponQuote, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => deps.bag.quoteCoupon(currentCustomer(request), request.params.code),
    );
    app.delete(
      '/bag/items/:sku',
      {
        schema: {
          tags,
          summary: 'Remove a line from the bag',
          params: bagSkuParams,
          response: { 200: bagResponse, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => deps.bag.remove(currentCustomer(request), request.params.sku),
    );
  };
}
