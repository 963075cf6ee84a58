/** The shop's query keys, apart from their requests: the entry seeds the bag and the catalogue without their code. */
export const bagKeys = {
  bag: ['bag'] as const,
  coupon: (code: string | null, subtotal: number) => ['bag', 'coupon', code, subtotal] as const,
};

export const catalogKeys = {
  product: (slug: string) => ['products-full', slug] as const,
  inventory: (id: string) => ['inventories', id] as const,
  list: (q: Record<string, string | number | undefined>) => ['search', 'products', q] as const,
  stores: ['stores'] as const,
  pickit: ['pickit-points'] as const,
};
