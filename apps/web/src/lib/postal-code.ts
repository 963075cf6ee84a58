import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostalCodeLookup } from '@shop/contracts/postal-codes';
import { apiRequest, ApiError } from './api-client';

/** A postal code's state, municipality and colonies (SEPOMEX): one query for every address form of the site. */
const postalCodeKeys = { zip: (zip: string) => ['postal-codes', zip] as const };

const postalCodeQueryOptions = (zip: string) =>
  queryOptions({
    queryKey: postalCodeKeys.zip(zip),
    queryFn: ({ signal }) => apiRequest<PostalCodeLookup>(`postal-codes/${zip}`, { signal }),
    enabled: /^\d{5}$/.test(zip),
    staleTime: Infinity,
    // An unknown zip is an answer, not a failure: no retry for 404.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

export const usePostalCode = (zip: string) => useQuery(postalCodeQueryOptions(zip));
