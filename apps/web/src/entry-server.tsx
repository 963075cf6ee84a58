import './lib/zod-jitless';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import type { RenderInput, RenderResult } from '@shop/contracts/page-data';
import { createQueryClient, Providers } from './app/providers';
import { AppRoutes, loadRoutePages } from './app/router';
import { RouterNavigation } from './app/router-navigation';
import { seedQueryCache } from './app/seed-page-data';
import { PlainFrame } from './app/plain-frame';
import { SiteFrame } from './app/site-frame';
import { renderShowingParts } from './lib/shown-parts';
import { pathParam, setServerLocation } from './lib/location';
import { carriedFailure } from './lib/query-failure';

/**
 * The server's render of a page (decision 0790): the same components as the browser's entries (main.tsx, home-main.tsx,
 * product-main.tsx, public-store-main.tsx, statement-main.tsx), from a query cache seeded with the page's first data; the API puts the markup in the page's
 * `<div id="root">` and the dehydrated cache beside it, and the browser hydrates both. Built by Vite (`vite build
 * --ssr`, apps/web/dist/.ssr/entry-server.js) and imported by apps/api/src/web-app.ts.
 */
export async function render(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.url, input.origin);
  const errors: unknown[] = [];
  const client = createQueryClient();
  seedQueryCache(client, input);
  let page: ReactNode;
  if (input.entry === 'app') {
    // The route's lazy modules first, as main.tsx does before hydrating: both render the page itself, not a fallback.
    await loadRoutePages(url.pathname, url.search).catch(() => undefined);
    page = (
      <StaticRouter location={url.pathname + url.search}>
        <RouterNavigation>
          <AppRoutes />
        </RouterNavigation>
      </StaticRouter>
    );
  } else if (input.entry === 'home') {
    const { default: HomePage } = await import('./pages/public/home');
    page = (
      <SiteFrame>
        <HomePage />
      </SiteFrame>
    );
  } else if (input.entry === 'product') {
    const { ProductMain } = await import('./pages/product/product-main');
    page = (
      <SiteFrame>
        <ProductMain slug={pathParam(url.pathname)} />
      </SiteFrame>
    );
  } else if (input.entry === 'store') {
    const { PublicStorePage } = await import('./features/custom-store/components/public-store');
    page = (
      <PlainFrame>
        <PublicStorePage storeId={pathParam(url.pathname)} />
      </PlainFrame>
    );
  } else {
    const { StatementPage } = await import('./features/customer-orders/components/statement-page');
    page = (
      <PlainFrame>
        <StatementPage token={pathParam(url.pathname)} />
      </PlainFrame>
    );
  }
  const tree = (
    <StrictMode>
      <Providers client={client}>{page}</Providers>
    </StrictMode>
  );
  // In one pass, without React's streaming scripts (the CSP runs none): a part whose module this process has not loaded
  // yet comes out as a boundary for the browser to render (`<!--$!-->`). Then once more, after a prerender that waits
  // for every lazy part (and says which failed, for the API's log): the page as the browser shows it once loaded.
  // Each pass also says which lazily loaded parts it showed (lib/lazy-part.tsx): the browser loads them before it
  // hydrates.
  const pass = () => renderShowingParts(() => requestUrl.run(url, () => renderToString(tree)));
  let { result: html, parts } = pass();
  if (html.includes(CLIENT_RENDERED)) {
    const { prelude } = await requestUrl.run(url, () =>
      prerenderToNodeStream(tree, { onError: (error) => void errors.push(error) }),
    );
    for await (const chunk of prelude) void chunk;
    ({ result: html, parts } = pass());
  }
  const dehydrated = dehydrate(client, {
    // What the render showed: the data, and the refusals seeded (a visitor's session query, an unknown store, a dead
    // statement link), which the browser makes fail again (providers.tsx).
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
  const queryCache = {
    ...dehydrated,
    // A refusal as its status and message: JSON keeps no Error's message (lib/query-failure.ts).
    queries: dehydrated.queries.map((query) =>
      query.state.status === 'error'
        ? {
            ...query,
            state: { ...query.state, error: carriedFailure(query.state.error) ?? null, fetchFailureReason: null },
          }
        : query,
    ),
  };
  return {
    html,
    queryCache,
    parts,
    errors: errors.map((e) => (e instanceof Error ? (e.stack ?? e.message) : String(e))),
  };
}

/** The address of the request being rendered, for lib/location.ts: renders of several requests interleave. */
const requestUrl = new AsyncLocalStorage<URL>();
setServerLocation(() => requestUrl.getStore());

/** React's mark of a Suspense boundary the server did not finish, which the browser renders. */
const CLIENT_RENDERED = '<!--$!-->';
