import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomCartListResponse } from '@shop/contracts/custom-carts';
import { CUSTOM_CARTS_PAGE_SIZE } from '@shop/contracts/custom-carts-messages';
import { apiRequest } from '../../../lib/api-client';
import { keys, type ListParams } from './keys';

const listOptions = (p: ListParams) =>
  queryOptions({
    queryKey: keys.list(p),
    queryFn: ({ signal }) =>
      apiRequest<CustomCartListResponse>('custom-cart/', {
        signal,
        query: {
          customer_id: p.customerId,
          page_size: CUSTOM_CARTS_PAGE_SIZE,
          current_page: p.page,
          find: p.find,
          status: p.status,
          ...(p.overdue ? { overdue: 'true' } : {}),
          ...(p.contactId ? { contact_id: p.contactId } : {}),
          ...(p.from ? { from: p.from } : {}),
          ...(p.to ? { to: p.to } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });

export const useCustomCarts = (p: ListParams) => useQuery(listOptions(p));
