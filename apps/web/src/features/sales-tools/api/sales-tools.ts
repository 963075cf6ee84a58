import { useMutation, useQuery } from '@tanstack/react-query';
import type { CredentialView } from '@shop/contracts/sales-tools';
import { apiRequest } from '../../../lib/api-client';

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

export interface ProductLocation {
  product_id: string;
  sku: string;
  name: string;
  image_url: string | null;
  size_range: string;
  building: string;
  tramo: string;
  location: string;
  level: string | null;
}
export const useLocateProducts = () =>
  useMutation({
    mutationFn: (body: { store_id: string; products: { product_id: string }[] }) =>
      apiRequest<ProductLocation[]>('api-composer/product-locations', { method: 'POST', body }),
  });
