import type { ReactNode } from 'react';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/**
 * The one header and footer of every page, the shop's product, bag and payment pages included (decision 0613):
 * under the router (site-layout.tsx) and in the router-free entries of home and the product page (standalone.tsx).
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Saltar al contenido
      </a>
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the fold and never moves while a page loads (issue 16). */}
      <div className="min-h-screen flex-1">{children}</div>
      <SiteFooter />
    </div>
  );
}
