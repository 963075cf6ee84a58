import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CREDIT_PAGE_SIZE } from '@shop/domain/credit';
import type { Credit, CreditEstado, CreditListResponse } from '@shop/contracts/credit';
import { creditRequest } from './credit-client';
import { creditKeys } from './keys';

const fetchPage = (customerId: string, estado: CreditEstado, page: number, signal?: AbortSignal) =>
  creditRequest<CreditListResponse>(customerId, 'cliente/creditos', {
    query: { id_socio: customerId, disponible: true, estado, page },
    signal,
  });

export const creditsQueryOptions = (customerId: string, estado: CreditEstado, page: number) =>
  queryOptions({
    queryKey: creditKeys.list(customerId, estado, page),
    queryFn: ({ signal }) => fetchPage(customerId, estado, page, signal),
    placeholderData: keepPreviousData,
  });

export const useCredits = (customerId: string, estado: CreditEstado, page: number) =>
  useQuery(creditsQueryOptions(customerId, estado, page));

/** Every open credit (all pages of the 'generar' list), for the payment-reference flow. */
export const payableCreditsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: creditKeys.payable(customerId),
    queryFn: async ({ signal }): Promise<Credit[]> => {
      const first = await fetchPage(customerId, 'generar', 1, signal);
      const pages = Math.ceil(first.creditos.totalRegistros / CREDIT_PAGE_SIZE);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchPage(customerId, 'generar', i + 2, signal)),
      );
      return [first, ...rest].flatMap((p) => p.creditos.data);
    },
  });

export const usePayableCredits = (customerId: string) => useQuery(payableCreditsQueryOptions(customerId));
