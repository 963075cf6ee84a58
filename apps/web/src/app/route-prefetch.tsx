import { useEffect } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useMe } from '../lib/me';
import { frequentPages } from './page-loads';

/** The user-timing mark set when the idle prefetch starts: the bundle check counts what loads after it apart. */
export const PREFETCH_MARK = 'shop:route-prefetch';

const started = new Set<() => Promise<unknown>>();

function prefetch(loads: readonly (() => Promise<unknown>)[]) {
  for (const load of loads) {
    if (started.has(load)) continue;
    started.add(load);
    // A failed prefetch (offline, a new deploy) is retried by the navigation itself.
    load().catch(() => started.delete(load));
  }
}

/** Prefetches the frequent page a link points to, if it is one. */
function prefetchLink(target: EventTarget | null) {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || link.origin !== window.location.origin) return;
  const page = frequentPages.find((p) => link.pathname === p.path || link.pathname.startsWith(`${p.path}/`));
  if (page) prefetch(page.loads);
}

/** After the page's own load: when the browser is idle (a timer where requestIdleCallback is missing, Safari). */
function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 2000);
  return () => clearTimeout(id);
}

/**
 * Issue 16 point 4: once she is signed in, the pages a socia opens most (orders, CrediPrice, her customer orders,
 * her store) load ahead: the one a link points to when the pointer rests on it or it takes the focus, and all of
 * them when the browser is idle after the page's own content (its scripts, the load event, its data) has loaded.
 * Not on a data-saving connection, and never for a visitor.
 */
export function RoutePrefetch() {
  const signedIn = Boolean(useMe().data);
  const fetching = useIsFetching() > 0;

  useEffect(() => {
    if (!signedIn) return;
    const onIntent = (event: Event) => prefetchLink(event.target);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [signedIn]);

  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (!signedIn || fetching || saveData) return;
    let cancel = () => {};
    const start = () => {
      cancel = whenIdle(() => {
        performance.mark(PREFETCH_MARK);
        frequentPages.forEach((page) => prefetch(page.loads));
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, [signedIn, fetching]);

  return null;
}
