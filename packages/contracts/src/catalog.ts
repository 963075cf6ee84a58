import { z } from 'zod';

/** Money on the wire: integer centavos (docs/decisions/0201-catalogue-and-bag.md). */
/** Money on the wire: integer centavos (decision 0304). */
export const centavos = z.number().int().describe('MXN in integer centavos (26158 = $261.58)');

export const productFull = z.object({
  id: z.string(),
  sku: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  category: z.string(),
  department: z.string(),
  price: centavos,
  /** The price the signed-in customer pays (member price for socias); her customers' price in 'Modo cliente'. */
  final_price: centavos,
  /** True when final_price is her customers' price: a socia with 'Modo cliente' on (decision 0522). */
  client_mode: z.boolean().optional(),
  is_digital: z.boolean(),
  image_urls: z.array(z.string()),
  custom_attributes: z.array(z.object({ attribute_code: z.string(), value: z.string() })),
  children: z.array(z.object({ sku: z.string(), size: z.string(), size_label: z.string() })),
  tier_prices: z.array(z.object({ customer_group_id: z.number().int(), value: centavos })),
});
export type ProductFull = z.infer<typeof productFull>;

export const availability = z.object({
  sku: z.string(),
  size: z.string(),
  size_label: z.string(),
  is_available_online: z.boolean(),
  is_available_pickup: z.boolean(),
});
export const inventoryResponse = z.object({ product_id: z.string(), availabilities: z.array(availability) });
export type InventoryResponse = z.infer<typeof inventoryResponse>;

export const storeView = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  colony: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  phone: z.string(),
  opening_hours: z.string(),
  pickup: z.boolean(),
  is_default: z.boolean(),
});
export type StoreView = z.infer<typeof storeView>;

export type MenuEntry = { name: string; url: string; children: MenuEntry[] };
export const menuEntry: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({ name: z.string(), url: z.string(), children: z.array(menuEntry) }),
);
export const menuResponse = z.object({ menu: z.array(menuEntry) });

export const productCard = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  price: centavos,
  final_price: centavos,
  client_mode: z.boolean().optional(),
  image_url: z.string(),
  color: z.string(),
  department: z.string(),
  category: z.string(),
});
export const productListQuery = z.object({
  department: z.string().max(40).optional(),
  category: z.string().max(40).optional(),
  q: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const PRODUCT_PAGE_SIZE = 24;
export const productListResponse = z.object({ products: z.array(productCard), total_count: z.number().int() });
export type ProductListResponse = z.infer<typeof productListResponse>;
