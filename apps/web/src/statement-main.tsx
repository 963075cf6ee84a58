import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StatementPage } from './features/customer-orders/components/statement-page';
import './styles.css';

/**
 * A client's statement link's own entry (estado-de-cuenta.html, served for /estado-de-cuenta/{token}; decision
 * 0770): React, the query cache and the statement only, without the router, the site's header and account code, so
 * that a client opening it from WhatsApp on a mid-range phone downloads under 100 KB of JavaScript.
 */
const token = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
const client = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 30_000, retry: false } },
});

startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <header className="bg-brand-700 text-white">
          <div className="mx-auto max-w-5xl px-4 py-3 text-xl font-black tracking-tight">Price Shoes</div>
        </header>
        <main id="contenido" className="px-4 py-6">
          <StatementPage token={token} />
        </main>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
