import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/historic-orders';
import type { OrderRef } from './get-order';

/** The 'Devolución en Tienda' code: fetched once, when the order was delivered. */
export const useOrderBarcode = (r: OrderRef, enabled: boolean) =>
  useQuery({
    queryKey: orderKeys.barcode(r.username, r.orderId, r.platform),
    queryFn: ({ signal }) =>
      apiRequest<{ barcode: string }>(
        `/api/v1/orders/${encodeURIComponent(r.orderId)}/customer/${encodeURIComponent(r.username)}/barcode`,
        {
          query: { platform: r.platform, caja: r.caja, store: r.storeId },
          signal,
        },
      ),
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    retry: false,
  });
