import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteFrame } from './site-frame';
import { RoutePrefetch } from './route-prefetch';

/** The router's pages inside the site's header and footer (site-frame.tsx). */
export function SiteLayout() {
  return (
    <SiteFrame>
      {/* A page whose chunk is still loading leaves this space empty; the header and footer stay. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <RoutePrefetch />
    </SiteFrame>
  );
}
