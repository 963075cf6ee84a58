import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isClientError } from '../lib/error-message';
import { loadToasts, useToastsWanted } from '../lib/toast';
import { readPageData, readPublicData, readVisitorData } from '../lib/page-data';
import { seedMe, seedVisitor } from '../lib/me';
import { seedFeatureFlags } from '../lib/feature-flags';
import { seedPageData, seedPublicData } from './seed-page-data';

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

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const queryClient = new QueryClient({
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
    // A signed-in page's HTML carries her profile and the flags: her page's requests start without asking first.
    const pageData = readPageData();
    if (pageData) {
      seedMe(queryClient, pageData.customer);
      seedFeatureFlags(queryClient, pageData.flags);
      seedPageData(queryClient, pageData);
    }
    // A visitor's page says so: her header renders at once, without asking for a session first (decision 0631).
    const visitor = pageData ? undefined : readVisitorData();
    if (visitor) {
      seedVisitor(queryClient);
      seedFeatureFlags(queryClient, visitor.flags);
    }
    const publicData = readPublicData();
    if (publicData) seedPublicData(queryClient, publicData);
    return queryClient;
  });
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
