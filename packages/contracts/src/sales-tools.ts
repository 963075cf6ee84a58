import { z } from './zod';
import {
  MULTI_ORDER_QTY_MAX,
  MULTI_ORDER_QTY_MIN,
  PRODUCT_ID_MAX,
  SALES_TOOL_ROWS_MAX,
  salesToolsMessages as m,
} from './sales-tools-messages';

/**
 * Wire schemas of the sales tools: reseller-area.md §3 (Catalogue, Price list entry, Store, Product location
 * result, Inventory, Multi-order row), §5 and §7.
 */

/** Product IDs: at most 10 letters or digits (the "allowed keys", decision 0501). */
export const productId = z
  .string({ error: m.productIdInvalid })
  .trim()
  .min(1, m.productIdInvalid)
  .max(PRODUCT_ID_MAX, m.productIdInvalid)
  .regex(/^[A-Za-z0-9]+$/, m.productIdInvalid);

/** POST api-composer/product-locations: store_id and products[{product_id}]. */
export const productLocationsBody = z.object({
  store_id: z.string({ error: m.storeRequired }).trim().min(1, m.storeRequired).max(20),
  products: z
    .array(z.object({ product_id: productId }))
    .min(1)
    .max(SALES_TOOL_ROWS_MAX),
});
export const productLocationView = z.object({
  product_id: z.string(),
  sku: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
  size_range: z.string(),
  /** Nave */
  building: z.string(),
  tramo: z.string(),
  /** Pasillo */
  location: z.string(),
  /** Nivel, when any. */
  level: z.string().nullable(),
});
export const productLocationsResponse = z.array(productLocationView);
export type ProductLocationView = z.infer<typeof productLocationView>;

/** Multipedido: rows of product ID, size (sku) and quantity 1..50. */
export const multiOrderQty = z
  .number({ error: m.qtyInvalid })
  .int(m.qtyInvalid)
  .min(MULTI_ORDER_QTY_MIN, m.qtyInvalid)
  .max(MULTI_ORDER_QTY_MAX, m.qtyInvalid);
export const multiOrderRow = z.object({
  productId,
  sku: z.string().trim().min(1).max(40),
  qty: multiOrderQty,
});
export const multiOrderBody = z.object({ items: z.array(multiOrderRow).min(1).max(SALES_TOOL_ROWS_MAX) });
export type MultiOrderBody = z.output<typeof multiOrderBody>;

/** GET api-composer/customers/{customerId}/catalogs */
export const catalogView = z.object({ name: z.string(), download_url: z.string(), view_url: z.string() });
export const catalogsResponse = z.array(catalogView);

/** Price lists, grouped by store (path not shown: GET /api/price-lists, decision 0501). */
export const priceListEntry = z.object({ name: z.string(), url: z.string() });
export const priceListsResponse = z.array(
  z.object({ store: z.object({ id: z.string(), name: z.string() }), entries: z.array(priceListEntry) }),
);

/** Staff: set a product's location in a store. */
export const productLocationInput = z.object({
  building: z.string().trim().min(1).max(20),
  tramo: z.string().trim().min(1).max(20),
  aisle: z.string().trim().min(1).max(20),
  level: z.string().trim().max(20).nullable(),
});

/** Mi credencial (path not shown: GET /api/sales-tools/credential, decision 0540). */
export const credentialView = z.object({
  /** First and last name in uppercase. */
  name: z.string(),
  member_number: z.string(),
  employee: z.boolean(),
  /** Affiliation end date dd/mm/yyyy; null for employees or when unknown. */
  valid_until: z.string().nullable(),
  expired: z.boolean(),
  phone: z.string(),
});
export type CredentialView = z.output<typeof credentialView>;
export type CatalogsResponse = z.output<typeof catalogsResponse>;
export type PriceListsResponse = z.output<typeof priceListsResponse>;
