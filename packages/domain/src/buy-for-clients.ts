/**
 * 'Comprar para mis clientes' (issue 29 point 2, decision 0760): the items of her customer orders still to buy,
 * grouped by product and size for one purchase, and what a purchase bought given back to the orders it serves.
 * Pure; money in integer centavos.
 */

/** An item of one of her customer orders still to buy (an item row: one sku in one order). */
export interface ItemToBuy {
  cartId: string;
  sku: string;
  productId: string;
  name: string;
  sizeLabel: string;
  qty: number;
  /** Her (member) price per unit. */
  basePrice: number;
  /** When its order was made: the oldest order is served first. */
  orderedAt: string;
  /** Whom it is for (the order's client), for the lists she reads. */
  client: string;
}

export interface BuyGroup {
  sku: string;
  productId: string;
  name: string;
  sizeLabel: string;
  units: number;
  /** Σ base price × qty of its items: what the group costs her. */
  total: number;
  /** Its items, oldest order first. */
  items: ItemToBuy[];
}

const byOrder = (a: ItemToBuy, b: ItemToBuy) =>
  a.orderedAt < b.orderedAt
    ? -1
    : a.orderedAt > b.orderedAt
      ? 1
      : a.cartId < b.cartId
        ? -1
        : a.cartId > b.cartId
          ? 1
          : 0;

/** Her items grouped by product and size (one group per sku), groups by product name then size. */
export function groupToBuy(items: readonly ItemToBuy[]): { groups: BuyGroup[]; total: number; units: number } {
  const bySku = new Map<string, BuyGroup>();
  for (const item of items) {
    const g = bySku.get(item.sku);
    if (g) {
      g.units += item.qty;
      g.total += item.basePrice * item.qty;
      g.items.push(item);
    } else
      bySku.set(item.sku, {
        sku: item.sku,
        productId: item.productId,
        name: item.name,
        sizeLabel: item.sizeLabel,
        units: item.qty,
        total: item.basePrice * item.qty,
        items: [item],
      });
  }
  const groups = [...bySku.values()]
    .map((g) => ({ ...g, items: [...g.items].sort(byOrder) }))
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name, 'es') ||
        a.sizeLabel.localeCompare(b.sizeLabel, 'es', { numeric: true }) ||
        a.sku.localeCompare(b.sku),
    );
  return {
    groups,
    total: groups.reduce((s, g) => s + g.total, 0),
    units: groups.reduce((s, g) => s + g.units, 0),
  };
}

export interface Allocation {
  /** Items whose every unit was bought: PURCHASED in their own order. */
  bought: ItemToBuy[];
  /** Items the purchase could not cover: back to their orders, marked unavailable. */
  unavailable: ItemToBuy[];
  /** Units bought that no waiting item could take whole (her stock), per sku. */
  spare: Map<string, number>;
}

/**
 * Gives the units bought of each sku to the items waiting for it, oldest order first; an item takes its units only
 * whole (an item is one row with one status), so a smaller, later item may take what an earlier one could not. An
 * item whose sku had no units left is unavailable. Every item ends in exactly one list and every unit bought is
 * either in a bought item or spare: none lost, none counted twice.
 */
export function allocateBought(items: readonly ItemToBuy[], boughtUnits: ReadonlyMap<string, number>): Allocation {
  const left = new Map<string, number>();
  for (const [sku, n] of boughtUnits) left.set(sku, Math.max(0, Math.trunc(n)));
  const bought: ItemToBuy[] = [];
  const unavailable: ItemToBuy[] = [];
  for (const item of [...items].sort(byOrder)) {
    const rest = left.get(item.sku) ?? 0;
    if (item.qty <= rest) {
      left.set(item.sku, rest - item.qty);
      bought.push(item);
    } else unavailable.push(item);
  }
  const spare = new Map([...left].filter(([, n]) => n > 0));
  return { bought, unavailable, spare };
}

/** The clients an unavailable list names, each once, in order (what she is told). */
export const clientsOf = (items: readonly ItemToBuy[]): string[] => [...new Set(items.map((i) => i.client))];

/** Where a product sits in a store ('Ubicación en tienda'): Nave, Tramo, Pasillo and Nivel (when any). */
export interface StoreLocation {
  building: string;
  tramo: string;
  aisle: string;
  level: string | null;
}

const walk = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

/**
 * 'Visita a tienda' (decision 0760): the pick list's order, by Nave, then Tramo, Pasillo and Nivel (numbers as
 * numbers: Pasillo 2 before 10); lines whose product has no location in that store go last.
 */
export function byStoreLocation(a: StoreLocation | null, b: StoreLocation | null): number {
  if (!a || !b) return a ? -1 : b ? 1 : 0;
  return (
    walk.compare(a.building, b.building) ||
    walk.compare(a.tramo, b.tramo) ||
    walk.compare(a.aisle, b.aisle) ||
    walk.compare(a.level ?? '', b.level ?? '')
  );
}
