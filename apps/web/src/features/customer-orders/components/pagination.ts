import { PAGINATION_SPAN } from '@shop/contracts/custom-carts-messages';

/** The pages to show: the first, the current ± 2, with 'gap' for the ellipses (reseller-area.md §2). */
export function pageItems(current: number, pages: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [1];
  const from = Math.max(2, current - PAGINATION_SPAN);
  const to = Math.min(pages, current + PAGINATION_SPAN);
  if (from > 2) out.push('gap');
  for (let p = from; p <= to; p++) out.push(p);
  if (to < pages) out.push('gap');
  return out;
}
