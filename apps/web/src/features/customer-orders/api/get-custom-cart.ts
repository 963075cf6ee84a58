import { useQuery } from '@tanstack/react-query';
import type { CustomCartView } from '@shop/contracts/custom-carts';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

export const useCustomCart = (cartId: string) =>
  useQuery({
    queryKey: keys.cart(cartId),
    queryFn: ({ signal }) => apiRequest<CustomCartView>(`custom-cart/${encodeURIComponent(cartId)}`, { signal }),
    enabled: cartId !== '',
  });
