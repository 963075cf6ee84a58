import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { couponsResponse } from '@shop/contracts/coupons';
import type { Clock } from '@shop/domain/clock';
import { formatCouponExpiry } from '@shop/domain/coupons';
import type { Db, DbOrTx } from '@shop/db/client';
import { coupons } from '@shop/db/schema/index';
import { assertOwnCustomer } from '../../plugins/session';
import type { Guard } from '../../http';

/** The customer's coupons that have not expired nor been used, the soonest to expire first. */
export function findValidCoupons(db: DbOrTx, customerId: number, now: Date) {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.customerId, customerId), gt(coupons.expiresAt, now), isNull(coupons.redeemedOrderId)))
    .orderBy(asc(coupons.expiresAt), asc(coupons.id));
}

/** Mis cupones; the spec shows no path, so it sits under the customer (docs/decisions/0303-coupons-path.md). */
export function couponRoutes(deps: { db: Db; clock: Clock; guard: Guard }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customers/:customer_id/coupons',
      {
        preHandler: deps.guard,
        schema: {
          tags: ['coupons'],
          summary: "The customer's coupons still valid, with their expiry in the spec's Spanish format",
          params: z.object({ customer_id: z.string().max(20) }),
          response: { 200: couponsResponse, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { customerId: request.params.customer_id });
        const rows = await findValidCoupons(deps.db, me.id, deps.clock.now());
        return {
          coupons: rows.map((c) => ({
            code: c.code,
            rule_name: c.ruleName,
            rule_description: c.ruleDescription,
            expiration_date: formatCouponExpiry(c.expiresAt),
          })),
        };
      },
    );
  };
}
