import type { CouponsResponse } from '@shop/contracts/coupons';
import type { Clock } from '@shop/domain/clock';
import { formatCouponExpiry } from '@shop/domain/coupons';
import type { Db } from '@shop/db/client';
import { findValidCoupons } from './repository';

/** Mis cupones: the customer's coupons still valid, with their expiry in the spec's Spanish format. */
export function createCouponService(deps: { db: Db; clock: Clock }) {
  return {
    async valid(customerId: number): Promise<CouponsResponse> {
      const rows = await findValidCoupons(deps.db, customerId, deps.clock.now());
      return {
        coupons: rows.map((c) => ({
          code: c.code,
          rule_name: c.ruleName,
          rule_description: c.ruleDescription,
          expiration_date: formatCouponExpiry(c.expiresAt),
        })),
      };
    },
  };
}
export type CouponService = ReturnType<typeof createCouponService>;
