import { Suspense, type ReactNode } from 'react';
import { MOBILE_QUERY, useMediaQueryOrUnknown } from '../lib/use-media-query';

/**
 * The phone's layout or the desktop's, only the one the screen shows (half the DOM to build, issue 16). On the server
 * and while React hydrates its markup the screen is unknown (decision 0790): both, each shown by CSS at its
 * breakpoint (767 px, as MOBILE_QUERY), so the server's HTML paints the right one and nothing moves when the other
 * goes. The wrappers take no box (`display: contents`) and stay, so the one kept is not mounted again.
 */
export function ByViewport({ mobile, desktop }: { mobile: ReactNode; desktop: ReactNode }) {
  const isMobile = useMediaQueryOrUnknown(MOBILE_QUERY);
  // Each in its own Suspense boundary: React hydrates them apart, and drops the one the screen does not show before
  // hydrating it (half the hydration's work, TBT).
  return (
    <>
      <div className={isMobile === undefined ? 'contents md:hidden' : 'contents'}>
        <Suspense fallback={null}>{isMobile !== false && mobile}</Suspense>
      </div>
      <div className={isMobile === undefined ? 'hidden md:contents' : 'contents'}>
        <Suspense fallback={null}>{isMobile !== true && desktop}</Suspense>
      </div>
    </>
  );
}
