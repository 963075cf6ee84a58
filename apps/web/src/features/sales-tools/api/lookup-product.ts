import type { InventoryResponse, ProductFull } from '@shop/contracts/catalog';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type SizeOption = ProductFull['children'][number];
/** What a multi-order row learns from a product ID: its sellable sizes, or not found. */
/**
 * `storeOnly`: the product exists with sizes in stores but none online (decision 0743), so it cannot go to the bag;
 * `allSizes`: every size the product has, to tell a size that does not exist from one not available online.
 */
export type ProductLookup =
  { found: false; storeOnly?: boolean } | { found: true; name: string; sizes: SizeOption[]; allSizes: SizeOption[] };

/**
 * The existing catalogue calls (reseller-area.md §7): `inventories/` and `products-full/{id}`. A coming-soon
 * product (next_arrival '1') or one without a size available online counts as not found.
 */
export async function lookupProduct(productId: string, signal?: AbortSignal): Promise<ProductLookup> {
  try {
    const [inventory, product] = await Promise.all([
      apiRequest<InventoryResponse>('inventories/', {
        query: { product_id: productId },
        ...(signal ? { signal } : {}),
      }),
      apiRequest<ProductFull>(`products-full/${encodeURIComponent(productId)}`, signal ? { signal } : {}),
    ]);
    const comingSoon = product.custom_attributes.some((a) => a.attribute_code === 'next_arrival' && a.value === '1');
    const option = (a: (typeof inventory.availabilities)[number]) => ({
      sku: a.sku,
      size: a.size,
      size_label: a.size_label,
    });
    const sizes = inventory.availabilities.filter((a) => a.is_available_online).map(option);
    if (comingSoon || product.is_digital) return { found: false };
    if (sizes.length === 0)
      return { found: false, storeOnly: inventory.availabilities.some((a) => a.is_available_pickup) };
    return { found: true, name: product.name, sizes, allSizes: inventory.availabilities.map(option) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { found: false };
    throw error;
  }
}

/** A row's lookup as a query (the rows' list and the add both read it: one cache entry per product ID). */
export const lookupQuery = (productId: string) => ({
  queryKey: ['sales-tools', 'lookup', productId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => lookupProduct(productId, signal),
  staleTime: 60_000,
});
