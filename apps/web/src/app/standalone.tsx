import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './providers';
import { SiteFrame } from './site-frame';
import { logUncaughtErrors } from '../lib/client-log';

/**
 * Renders one page inside the site's header and footer without React Router (issue 16, decision 0625): the small
 * entries of home (home-main.tsx) and the product page (product-main.tsx). Their links are plain anchors
 * (lib/app-link.tsx): a full page load, whose HTML preloads the target page's own chunks.
 */
export function renderStandalone(page: ReactNode) {
  logUncaughtErrors();
  // A transition: React renders in slices that leave the main thread free, then replaces the static frame at once.
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Providers>
          <SiteFrame>{page}</SiteFrame>
        </Providers>
      </StrictMode>,
    ),
  );
}
