import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import type { FeatureFlagsResponse } from '@shop/contracts/config';
import { QUERY_CACHE_ELEMENT_ID } from '@shop/contracts/page-data';
import type { CustomerProfile } from '@shop/contracts/profile';
import { isClientError } from '../lib/error-message';
import { loadToasts, useToastsWanted } from '../lib/toast';
import { parse } from '../lib/page-data';
import { meKeys, seedMe } from '../lib/me';
import { restoreFailure } from '../lib/query-failure';
import { featureFlagKeys, seedFeatureFlags } from '../lib/feature-flags';

// Loaded with the first toast (lib/toast.ts): the toasts' code is not part of any page's initial JS (issue 16).
const Toaster = lazy(() => loadToasts().then((m) => ({ default: m.Toaster })));

function Toasts() {
  const wanted = useToastsWanted();
  return wanted ? (
    <Suspense fallback={null}>
      {/* Spanish names for screen readers, and a close button of 24 px (issue 28; sonner's are English, 20 px). */}
      <Toaster
        position="top-center"
        closeButton
        containerAriaLabel="Notificaciones"
        customAriaLabel="Notificaciones (Alt+T)"
        toastOptions={{ duration: 5000, closeButtonAriaLabel: 'Cerrar aviso', classNames: { closeButton: 'size-6!' } }}
      />
    </Suspense>
  ) : null;
}

/** The shop's query client: the same defaults on the server's render (entry-server.tsx) and in the browser. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        // One quick retry for a 5xx or a network failure, none for a 4xx: an error shows within a second.
        retry: (failures, error) => failures < 1 && !isClientError(error),
        retryDelay: 300,
      },
    },
  });
}

/**
 * The browser's client, with the cache the server's render left in the page (decision 0790): its first render is the
 * server's, and asks for nothing the server had. A failed query comes as its status and message (a visitor's session
 * query, an unknown store, a dead statement link): it fails again with the same `ApiError` (lib/query-failure.ts).
 * Her profile and flags reach the error log as a fetch of them would.
 */
function browserQueryClient() {
  const client = createQueryClient();
  const state = parse<DehydratedState>(QUERY_CACHE_ELEMENT_ID);
  // The successful queries' data, as of when the server read it: what TanStack's `hydrate` does for them, without
  // its code in every page's entry (the JavaScript budgets); the failed ones fail again.
  for (const { queryKey, state: query } of state?.queries ?? [])
    if (query.status === 'success') client.setQueryData(queryKey, query.data, { updatedAt: query.dataUpdatedAt });
    else if (query.status === 'error') restoreFailure(client, queryKey, query.error);
  const me = client.getQueryData<CustomerProfile>(meKeys.me);
  if (me) seedMe(client, me);
  const flags = client.getQueryData<FeatureFlagsResponse>(featureFlagKeys.all);
  if (flags) seedFeatureFlags(client, flags);
  return client;
}

/** The app's providers; `client` on the server (its render seeds it), else the browser's (above). */
export function Providers({ children, client: given }: { children: ReactNode; client?: QueryClient }) {
  const [client] = useState(() => given ?? browserQueryClient());
  // The page's code is running (hydrated, or rendered): the browser tests wait for this mark before they act.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
