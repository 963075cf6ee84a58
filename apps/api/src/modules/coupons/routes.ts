import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { couponsResponse } from '@shop/contracts/coupons';
import { assertOwnCustomer } from '../../plugins/session';
import type { CouponService } from './service';

/** Mis cupones; the spec shows no path, so it sits under the customer (docs/decisions/0303-coupons-path.md). */
export function couponRoutes(deps: { coupons: CouponService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customers/:customer_id/coupons',
      {
        schema: {
          tags: ['coupons'],
          summary: "The customer's coupons still valid, with their expiry in the spec's Spanish format",
          params: z.object({ customer_id: z.string().max(20) }),
          response: { 200: couponsResponse, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => deps.coupons.valid(assertOwnCustomer(request, { customerId: request.params.customer_id }).id),
    );
  };
}
