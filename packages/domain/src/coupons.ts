import { mexicoParts } from './mexico-dates';

const MONTHS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'] as const;
const two = (n: number) => String(n).padStart(2, '0');

/** Reseller-area §3: a coupon's expiry as 'dd-Mon-yyyy hh:mm am/pm' in Spanish, Mexico City time. */
export function formatCouponExpiry(instant: Date): string {
  const p = mexicoParts(instant);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${two(p.day)}-${MONTHS[p.month - 1]}-${p.year} ${two(hour12)}:${two(p.minute)} ${p.hour < 12 ? 'am' : 'pm'}`;
}
