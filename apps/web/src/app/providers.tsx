import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isClientError } from '../lib/error-message';

// Loaded after the first paint: the toasts' code is not part of any page's initial JS (the public store's budget).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            refetchOnWindowFocus: false,
            staleTime: 30_000,
            // One quick retry for a 5xx or a network failure, none for a 4xx: an error shows within a second.
            retry: (failures, error) => failures < 1 && !isClientError(error),
            retryDelay: 300,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="top-center" closeButton toastOptions={{ duration: 5000 }} />
      </Suspense>
    </QueryClientProvider>
  );
}
