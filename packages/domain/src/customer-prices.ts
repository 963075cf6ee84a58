/**
 * What a socia's customer pays for a product: the member price plus her earnings margin
 * (reseller-area.md §3 Custom store, customer-account.md §3 and §9; docs/decisions/0501-reseller-data-model.md).
 * Margins are whole percents; money is integer centavos.
 */

/** The margin used when a margin is missing (customer-account.md §9: value not shown; decision 0501). */
export const DEFAULT_EARNINGS_MARGIN = 30;

/**
 * Member-price ranges of earnings_margin_1 to _4 (upper bounds exclusive, centavos; decision 0501):
 * 1 below $300, 2 from $300 to below $600, 3 from $600 to below $1,000, 4 from $1,000.
 */
export const MARGIN_RANGES = [
  { range: 1, below: 30_000 },
  { range: 2, below: 60_000 },
  { range: 3, below: 100_000 },
  { range: 4, below: Number.POSITIVE_INFINITY },
] as const;

export interface StoreMargins {
  earningsMargin?: number | null;
  earningsMargin1?: number | null;
  earningsMargin2?: number | null;
  earningsMargin3?: number | null;
  earningsMargin4?: number | null;
  /** On (non-zero): the margin goes by the member price's range (earnings_margin_1 to _4). */
  customRangeMargin?: number | null;
  /** The shop's suggested margin: the fallback before the constant default. */
  psSuggestedMargin?: number | null;
}

const valid = (m: number | null | undefined): m is number => typeof m === 'number' && Number.isFinite(m) && m >= 0;

/** The range (1 to 4) of a member price. */
export function marginRange(memberPrice: number): 1 | 2 | 3 | 4 {
  return (MARGIN_RANGES.find((r) => memberPrice < r.below) ?? MARGIN_RANGES[3]).range;
}

/**
 * The margin that applies to a member price: with range margins on, that range's margin; otherwise
 * earnings_margin. Missing → earnings_margin → ps_suggested_margin → DEFAULT_EARNINGS_MARGIN.
 */
export function marginFor(memberPrice: number, m: StoreMargins): number {
  if (m.customRangeMargin) {
    const byRange = [m.earningsMargin1, m.earningsMargin2, m.earningsMargin3, m.earningsMargin4][
      marginRange(memberPrice) - 1
    ];
    if (valid(byRange)) return byRange;
  }
  if (valid(m.earningsMargin)) return m.earningsMargin;
  if (valid(m.psSuggestedMargin)) return m.psSuggestedMargin;
  return DEFAULT_EARNINGS_MARGIN;
}

/**
 * Customer price = member price × (1 + margin / 100), rounded UP to whole pesos (decision 0501): customers
 * see whole-peso prices and she never earns less than her margin.
 */
export function customerPrice(memberPrice: number, m: StoreMargins): number {
  const exact = memberPrice * (100 + marginFor(memberPrice, m)); // centavos × 100
  return Math.ceil(exact / 10_000) * 100;
}

/** What she earns per unit at that price. */
export const unitEarnings = (memberPrice: number, m: StoreMargins): number =>
  customerPrice(memberPrice, m) - memberPrice;
