import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CatalogsResponse,
  CredentialView,
  PriceListsResponse,
  ProductLocationView,
} from '@shop/contracts/sales-tools';
import type { InventoryResponse, ProductFull } from '@shop/contracts/catalog';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** Server-drawn images and files of the credential (decision 0540). */
export const credentialFiles = {
  barcode: '/api/sales-tools/credential/barcode.png',
  qr: '/api/sales-tools/credential/qr.png',
  pdf: '/api/sales-tools/credential.pdf',
} as const;

export const useCredential = () =>
  useQuery({
    queryKey: ['sales-tools', 'credential'],
    queryFn: ({ signal }) => apiRequest<CredentialView>('sales-tools/credential', { signal }),
  });

export interface StoreOption {
  id: string;
  name: string;
}
export const useToolStores = () =>
  useQuery({
    queryKey: ['sales-tools', 'stores'],
    queryFn: ({ signal }) => apiRequest<StoreOption[]>('sales-tools/stores', { signal }),
    staleTime: 5 * 60_000,
  });

export type ProductLocation = ProductLocationView;
export const useLocateProducts = () =>
  useMutation({
    mutationFn: (body: { store_id: string; products: { product_id: string }[] }) =>
      apiRequest<ProductLocation[]>('api-composer/product-locations', { method: 'POST', body }),
  });

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

/** Adds one size to the bag (the shop's bag API); the bag page reads it again. */
export function useAddRowToBag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { sku: string; qty: number }) => apiRequest<unknown>('bag/items', { method: 'POST', body: v }),
    // The shop feature's bag query key (features never import each other).
    onSettled: () => client.invalidateQueries({ queryKey: ['bag'] }),
  });
}

export const usePriceLists = () =>
  useQuery({
    queryKey: ['sales-tools', 'price-lists'],
    queryFn: ({ signal }) => apiRequest<PriceListsResponse>('price-lists', { signal }),
  });

export const useCatalogs = (customerId: string) =>
  useQuery({
    queryKey: ['sales-tools', 'catalogs', customerId],
    queryFn: ({ signal }) =>
      apiRequest<CatalogsResponse>(`api-composer/customers/${encodeURIComponent(customerId)}/catalogs`, { signal }),
  });
