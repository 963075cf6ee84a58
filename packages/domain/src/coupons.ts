import { mexicoParts } from './mexico-dates';
import { percentOf } from './money';

const MONTHS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'] as const;
const two = (n: number) => String(n).padStart(2, '0');

/** Reseller-area §3: a coupon's expiry as 'dd-Mon-yyyy hh:mm am/pm' in Spanish, Mexico City time. */
export function formatCouponExpiry(instant: Date): string {
  const p = mexicoParts(instant);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${two(p.day)}-${MONTHS[p.month - 1]}-${p.year} ${two(hour12)}:${two(p.minute)} ${p.hour < 12 ? 'am' : 'pm'}`;
}

export type CouponRule =
  | { type: 'percent'; value: number; minSubtotal: number; category: string | null }
  | { type: 'amount'; value: number; minSubtotal: number; category: string | null }
  | { type: 'free_shipping'; value: number; minSubtotal: number; category: string | null };

export interface CouponLine {
  category: string;
  /** Price × quantity, centavos. */
  amount: number;
}

export type CouponOutcome =
  | { ok: true; discount: number; freeShipping: boolean }
  | { ok: false; reason: 'below_minimum' | 'no_eligible_items'; minSubtotal: number };

/**
 * What a coupon takes off an order (decision 0310), in centavos: a percentage (rounded half up) or a fixed
 * amount of the eligible products (all, or those of the coupon's category), never more than they cost; or
 * the shipping fee. The minimum counts the eligible products too.
 */
export function couponDiscount(rule: CouponRule, lines: readonly CouponLine[], shipping: number): CouponOutcome {
  const eligible = lines
    .filter((l) => rule.category === null || l.category === rule.category)
    .reduce((s, l) => s + l.amount, 0);
  if (eligible === 0) return { ok: false, reason: 'no_eligible_items', minSubtotal: rule.minSubtotal };
  if (eligible < rule.minSubtotal) return { ok: false, reason: 'below_minimum', minSubtotal: rule.minSubtotal };
  switch (rule.type) {
    case 'percent':
      return { ok: true, discount: percentOf(eligible, rule.value * 100), freeShipping: false };
    case 'amount':
      return { ok: true, discount: Math.min(rule.value, eligible), freeShipping: false };
    case 'free_shipping':
      return { ok: true, discount: shipping, freeShipping: true };
  }
}
