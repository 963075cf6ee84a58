/**
 * The CrediPrice contract she signs at step 7 (issue 28 point 2, docs/decisions/0733): its terms (its version is
 * `CREDIT_CONTRACT_VERSION` of @shop/contracts/credit-texts, recorded with her signature), and the
 * figures of her line (line, financing charge, term, total cost, weekly payment). Pure; integer centavos.
 */
export const CREDIT_CONTRACT = {
  /** The financing charge of each purchase, on its cash price (forgiven when paid within `freeDays`). */
  financingPct: 15,
  /** Charged on what is overdue at the end of each period. */
  moratorioPct: 10,
  weeks: 8,
  freeDays: 28,
  /** The most a line can be (the spec's benefits: "up to $15,000"). */
  maxLineCents: 1_500_000,
} as const;

export interface ContractFigures {
  line: number;
  financing: number;
  total: number;
  weekly: number;
  /** The last payment takes the centavos that do not divide. */
  lastWeekly: number;
}

/** What using her whole line once costs: the figures the contract shows her. */
export function contractFigures(lineCents: number): ContractFigures {
  const line = Math.max(0, Math.min(CREDIT_CONTRACT.maxLineCents, Math.floor(lineCents)));
  const financing = Math.round((line * CREDIT_CONTRACT.financingPct) / 100);
  const total = line + financing;
  const weekly = Math.floor(total / CREDIT_CONTRACT.weeks);
  return { line, financing, total, weekly, lastWeekly: total - weekly * (CREDIT_CONTRACT.weeks - 1) };
}
