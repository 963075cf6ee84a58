/**
 * A payment her client makes from the statement link, or a report she confirms, spread over the client's orders
 * (issue 30, decision 0771): the same rule as 'Registrar abono' (oldest installment first), across the orders — the
 * open installments of all her orders with this socia, by due date, then the older order first. What exceeds what
 * is left of them all (two payments racing past the balance) is the surplus, owed back to the client.
 */
export interface OpenInstallment {
  cartId: string;
  dueDate: string;
  /** What is still open of it, in centavos. */
  left: number;
}

export interface Spread {
  /** Per order, in the order the orders were given: the abono it receives (only orders receiving > 0). */
  abonos: { cartId: string; amount: number }[];
  applied: number;
  surplus: number;
}

export function spreadPayment(installments: readonly OpenInstallment[], amount: number): Spread {
  const orderOf = new Map<string, number>();
  for (const i of installments) if (!orderOf.has(i.cartId)) orderOf.set(i.cartId, orderOf.size);
  const rows = installments
    .map((i, index) => ({ ...i, index }))
    .filter((i) => i.left > 0)
    .sort(
      (a, b) =>
        (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0) ||
        orderOf.get(a.cartId)! - orderOf.get(b.cartId)! ||
        a.index - b.index,
    );
  const per = new Map<string, number>();
  let rest = Math.max(0, amount);
  for (const r of rows) {
    if (rest === 0) break;
    const put = Math.min(r.left, rest);
    per.set(r.cartId, (per.get(r.cartId) ?? 0) + put);
    rest -= put;
  }
  const abonos = [...orderOf.keys()]
    .filter((cartId) => (per.get(cartId) ?? 0) > 0)
    .map((cartId) => ({ cartId, amount: per.get(cartId)! }));
  return { abonos, applied: Math.max(0, amount) - rest, surplus: rest };
}
