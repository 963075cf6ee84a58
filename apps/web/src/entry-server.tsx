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
import { SiteFrame } from './app/site-frame';
import { setServerLocation } from './lib/location';
import { meKeys } from './lib/me';

/** The product a /productos/{slug} path names, as product-main.tsx decodes it in the browser. */
function slugOf(pathname: string) {
  try {
    return decodeURIComponent(pathname.split('/')[2] ?? '');
  } catch {
    return '';
  }
}

/**
 * The server's render of a page (decision 0790): the same components as the browser's entries (main.tsx, home-main.tsx,
 * product-main.tsx), from a query cache seeded with the page's first data; the API puts the markup in the page's
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
  } else {
    const { ProductMain } = await import('./pages/product/product-main');
    page = (
      <SiteFrame>
        <ProductMain slug={slugOf(url.pathname)} />
      </SiteFrame>
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
  let html = requestUrl.run(url, () => renderToString(tree));
  if (html.includes(CLIENT_RENDERED)) {
    const { prelude } = await requestUrl.run(url, () =>
      prerenderToNodeStream(tree, { onError: (error) => void errors.push(error) }),
    );
    for await (const chunk of prelude) void chunk;
    html = requestUrl.run(url, () => renderToString(tree));
  }
  const queryCache = dehydrate(client, {
    // What the render showed; and a visitor's failed session query, which the browser makes hers again (providers.tsx).
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || (query.state.status === 'error' && query.queryHash === meHash),
  });
  return { html, queryCache, errors: errors.map((e) => (e instanceof Error ? (e.stack ?? e.message) : String(e))) };
}

/** The address of the request being rendered, for lib/location.ts: renders of several requests interleave. */
const requestUrl = new AsyncLocalStorage<URL>();
setServerLocation(() => requestUrl.getStore());

const meHash = JSON.stringify(meKeys.me);

/** React's mark of a Suspense boundary the server did not finish, which the browser renders. */
const CLIENT_RENDERED = '<!--$!-->';
