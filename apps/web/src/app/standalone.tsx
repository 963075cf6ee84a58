import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { Providers } from './providers';
import { SiteFrame } from './site-frame';
import { mountApp } from './mount';
import { logUncaughtErrors } from '../lib/client-log';

/**
 * Renders one page inside its frame without React Router (issue 16, decision 0625), hydrating the server's render of
 * the same tree (entry-server.tsx, decision 0790): the site's header and footer around home (home-main.tsx) and the
 * product page (product-main.tsx); the plain header (plain-frame.tsx) around the public store (public-store-main.tsx)
 * and a statement link (statement-main.tsx). Their links are plain anchors (lib/app-link.tsx): a full page load,
 * whose HTML preloads the target page's own chunks.
 */
export function renderStandalone(page: ReactNode, Frame: ComponentType<{ children: ReactNode }> = SiteFrame) {
  logUncaughtErrors();
  mountApp(
    <StrictMode>
      <Providers>
        <Frame>{page}</Frame>
      </Providers>
    </StrictMode>,
  );
}
