import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CustomerProfile } from '@shop/contracts/profile';
import { attribute } from '@shop/contracts/profile-helpers';
import { genericMessages } from '@shop/contracts/generic-messages';
import { ApiError, apiRequest } from './api-client';
import { setLogCustomer } from './client-log';
import { seedFailure } from './query-failure';

/** The signed-in customer's profile; the deletion check and other reads of the profile sit below `me`. */
export const meKeys = {
  me: ['customers', 'me'] as const,
  deletionCheck: ['customers', 'me', 'deletion-check'] as const,
};

export const meQueryOptions = queryOptions({
  queryKey: meKeys.me,
  // session/customer answers a visitor without a session 200 {customer: null}: no 401 in the console of every
  // public page (issue 16). The query still fails as unauthenticated then, as customers/me's 401 did.
  queryFn: async ({ signal }) => {
    const { customer } = await apiRequest<{ customer: CustomerProfile | null }>('session/customer', { signal });
    if (!customer) throw new ApiError(401, genericMessages.unauthenticated);
    return withLogCustomer(customer);
  },
  staleTime: 60_000,
  // A visitor's page starts with the answer its HTML carried (seedVisitor): mounting asks no more. Signing in, up or
  // out invalidates this query, which asks again.
  retryOnMount: false,
});

function withLogCustomer(customer: CustomerProfile) {
  setLogCustomer(attribute(customer, 'customer_id'));
  return customer;
}

/** The profile the page's HTML carried (lib/page-data.ts), as if session/customer had just answered it. */
export function seedMe(client: QueryClient, customer: CustomerProfile) {
  client.setQueryData(meKeys.me, withLogCustomer(customer));
}

/**
 * A page whose HTML says it was requested without a session (lib/page-data.ts): the query starts as session/customer
 * would leave it for a visitor, failed as unauthenticated, and the first render shows the visitor's header.
 */
export function seedVisitor(client: QueryClient) {
  seedFailure(client, meKeys.me, new ApiError(401, genericMessages.unauthenticated));
}

export const useMe = () => useQuery(meQueryOptions);
