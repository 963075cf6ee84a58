import { StrictMode, type ReactNode } from 'react';
import { Providers } from './providers';
import { SiteFrame } from './site-frame';
import { mountApp } from './mount';
import { logUncaughtErrors } from '../lib/client-log';

/**
 * Renders one page inside the site's header and footer without React Router (issue 16, decision 0625): the small
 * entries of home (home-main.tsx) and the product page (product-main.tsx), hydrating the server's render of the same
 * tree (entry-server.tsx, decision 0790). Their links are plain anchors (lib/app-link.tsx): a full page load, whose
 * HTML preloads the target page's own chunks.
 */
export function renderStandalone(page: ReactNode) {
  logUncaughtErrors();
  mountApp(
    <StrictMode>
      <Providers>
        <SiteFrame>{page}</SiteFrame>
      </Providers>
    </StrictMode>,
  );
}
