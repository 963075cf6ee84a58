import { useMutation } from '@tanstack/react-query';
import type { ProductLocationView } from '@shop/contracts/sales-tools';
import { apiRequest } from '../../../lib/api-client';

export type ProductLocation = ProductLocationView;
export const useLocateProducts = () =>
  useMutation({
    mutationFn: (body: { store_id: string; products: { product_id: string }[] }) =>
      apiRequest<ProductLocation[]>('api-composer/product-locations', { method: 'POST', body }),
  });
