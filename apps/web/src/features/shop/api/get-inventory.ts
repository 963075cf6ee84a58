import { useQuery } from '@tanstack/react-query';
import type { InventoryResponse } from '@shop/contracts/catalog';
import { apiRequest } from '../../../lib/api-client';
import { catalogKeys } from './keys';

export const useInventory = (productId: string | undefined) =>
  useQuery({
    queryKey: catalogKeys.inventory(productId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<InventoryResponse>('inventories/', { query: { product_id: productId }, signal }),
    enabled: Boolean(productId),
  });
