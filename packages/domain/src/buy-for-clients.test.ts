import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocateBought, byStoreLocation, clientsOf, groupToBuy, type ItemToBuy } from './buy-for-clients';

const item = fc.record({
  cartId: fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5', 'c6'),
  sku: fc.constantFrom('100-22', '100-23', '200-24', '300-25'),
  qty: fc.integer({ min: 1, max: 50 }),
  basePrice: fc.integer({ min: 0, max: 5_000_000 }),
  orderedAt: fc.constantFrom('2026-11-01T10:00:00Z', '2026-11-02T10:00:00Z', '2026-11-03T10:00:00Z'),
  client: fc.constantFrom('Rosaura Ávila', 'Pedro Gómez', 'Lucía Hernández'),
});
/** Items of distinct (cart, sku) rows, as the table holds them. */
const items = fc.uniqueArray(item, { selector: (i) => `${i.cartId}|${i.sku}`, maxLength: 24 }).map((list) =>
  list.map((i): ItemToBuy => ({
    ...i,
    productId: i.sku.split('-')[0]!,
    name: `Tenis ${i.sku[0]}`,
    sizeLabel: i.sku.split('-')[1]!,
  })),
);
const bought = fc.dictionary(
  fc.constantFrom('100-22', '100-23', '200-24', '300-25', '999-99'),
  fc.integer({ min: 0, max: 400 }),
);
const key = (i: ItemToBuy) => `${i.cartId}|${i.sku}`;

describe('groupToBuy', () => {
  it('puts every item in the group of its size once, with its units and her price', () => {
    fc.assert(
      fc.property(items, (list) => {
        const { groups, total, units } = groupToBuy(list);
        const seen = groups.flatMap((g) => g.items.map(key));
        expect(seen.sort()).toEqual(list.map(key).sort());
        for (const g of groups) {
          expect(g.items.every((i) => i.sku === g.sku)).toBe(true);
          expect(g.units).toBe(g.items.reduce((s, i) => s + i.qty, 0));
          expect(g.total).toBe(g.items.reduce((s, i) => s + i.qty * i.basePrice, 0));
        }
        expect(new Set(groups.map((g) => g.sku)).size).toBe(groups.length);
        expect(total).toBe(list.reduce((s, i) => s + i.qty * i.basePrice, 0));
        expect(units).toBe(list.reduce((s, i) => s + i.qty, 0));
      }),
    );
  });
});

describe('allocateBought', () => {
  it('loses no unit and counts none twice: every item bought or unavailable, every unit bought in an item or spare', () => {
    fc.assert(
      fc.property(items, bought, (list, units) => {
        const got = new Map(Object.entries(units));
        const { bought: b, unavailable: u, spare } = allocateBought(list, got);
        expect([...b, ...u].map(key).sort()).toEqual(list.map(key).sort());
        for (const [sku, n] of got) {
          const used = b.filter((i) => i.sku === sku).reduce((s, i) => s + i.qty, 0);
          expect(used + (spare.get(sku) ?? 0)).toBe(n);
        }
        // An item left unavailable could not have been covered by what was still spare of its size.
        for (const i of u) expect(i.qty).toBeGreaterThan(spare.get(i.sku) ?? 0);
      }),
    );
  });

  it('serves the oldest order first; all bought when the units cover them, all unavailable when none came', () => {
    const mk = (cartId: string, orderedAt: string, qty: number, client: string): ItemToBuy => ({
      cartId,
      sku: '100-23',
      productId: '100',
      name: 'Tenis',
      sizeLabel: '23',
      qty,
      basePrice: 76_400,
      orderedAt,
      client,
    });
    const old = mk('a', '2026-11-01T00:00:00Z', 2, 'Rosaura Ávila');
    const mid = mk('b', '2026-11-02T00:00:00Z', 2, 'Pedro Gómez');
    const last = mk('c', '2026-11-03T00:00:00Z', 1, 'Lucía Hernández');
    const r = allocateBought([last, mid, old], new Map([['100-23', 3]]));
    expect(r.bought.map((i) => i.cartId)).toEqual(['a', 'c']);
    expect(clientsOf(r.unavailable)).toEqual(['Pedro Gómez']);
    expect(r.spare.size).toBe(0);
    expect(allocateBought([old, mid, last], new Map([['100-23', 5]])).unavailable).toEqual([]);
    expect(allocateBought([old, mid, last], new Map()).bought).toEqual([]);
  });
});

describe('byStoreLocation', () => {
  it('walks the store by Nave, Tramo, Pasillo and Nivel, numbers as numbers, unknown places last', () => {
    const at = (building: string, tramo: string, aisle: string, level: string | null) => ({
      building,
      tramo,
      aisle,
      level,
    });
    const lines = [
      null,
      at('2', 'A', '1', null),
      at('1', 'B', '10', '2'),
      at('1', 'B', '2', '3'),
      at('1', 'A', '7', null),
      at('1', 'B', '2', '1'),
    ];
    expect([...lines].sort(byStoreLocation)).toEqual([
      at('1', 'A', '7', null),
      at('1', 'B', '2', '1'),
      at('1', 'B', '2', '3'),
      at('1', 'B', '10', '2'),
      at('2', 'A', '1', null),
      null,
    ]);
  });
});
