import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { STORE_DATA_ELEMENT_ID, type StorePageData } from '@shop/contracts/page-data';
import { PublicStorePage } from './features/custom-store/components/public-store';
import './styles.css';

/**
 * The public store's own entry (tienda.html, served for /tienda/{customStoreId}): React, the query cache and the
 * store page only, without the router, the account shell, zod or the toasts, so that a customer opening her link
 * from WhatsApp on a mid-range phone downloads under 100 KB of JavaScript (scripts/check-bundle.mjs).
 */
const storeId = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
const client = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 30_000, retry: false } },
});

// The store and its first page as the server embedded them (decision 0628): the first render shows them.
try {
  const text = document.getElementById(STORE_DATA_ELEMENT_ID)?.textContent;
  const data = text ? (JSON.parse(text) as StorePageData) : undefined;
  if (data?.store.store_id === storeId) {
    client.setQueryData(['public-store', storeId], data.store);
    if (data.catalogue) client.setQueryData(['public-store', storeId, 'productos', '', 1], data.catalogue);
  }
} catch {
  /* unreadable: the page asks the API */
}

// A transition: React renders in slices that leave the main thread free, then replaces the static shell at once.
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <header className="bg-brand-700 text-white">
          <div className="mx-auto max-w-5xl px-4 py-3 text-xl font-black tracking-tight">Price Shoes</div>
        </header>
        <main id="contenido">
          <PublicStorePage storeId={storeId} />
        </main>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
