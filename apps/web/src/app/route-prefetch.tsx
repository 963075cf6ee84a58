import { useEffect } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useMe } from '../lib/me';
import { readPageData } from '../lib/page-data';
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

/** How long no query may have been fetching before the idle prefetch starts: the page's data has come, not a gap. */
const QUIET_MS = 1500;

/**
 * Once the page's own content is in (the load event, then `QUIET_MS` with no query fetching, then an idle moment:
 * a timer where requestIdleCallback is missing, Safari) or at her first interaction, whichever comes first.
 */
function afterPageContent(run: () => void) {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 5000 });
      else timer = setTimeout(run, 500);
    }, QUIET_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll'] as const;

const saveData = () => Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);

/**
 * The frequent pages' files into the HTTP cache, at the lowest priority and without running them: the page she
 * opens next runs its code then (a few milliseconds), and a page she never opens costs her phone no work.
 */
function prefetchFiles(files: readonly string[]) {
  const present = new Set(
    [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')].map((e) =>
      e instanceof HTMLScriptElement ? e.src : e.href,
    ),
  );
  // One link per task: starting a fetch takes ~0.5 ms, twenty of them in one task blocked a phone for ~40 ms.
  files.forEach((file, i) =>
    setTimeout(() => {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = file;
      if (!present.has(link.href)) document.head.append(link);
    }, i),
  );
}

let prefetchedAll = false;
function prefetchAll() {
  if (prefetchedAll) return;
  prefetchedAll = true;
  performance.mark(PREFETCH_MARK);
  // The files the HTML names (decision 0629); without them (the page data could not be read), the pages' loads:
  // one page per task, each load inserts its chunks' preload links and runs them, ~10 ms a page in a traced load.
  const files = readPageData()?.prefetch;
  if (files) prefetchFiles(files);
  else frequentPages.forEach((page, i) => setTimeout(() => prefetch(page.loads), i));
}

/**
 * Issue 16 point 4: once she is signed in, the pages a socia opens most (orders, CrediPrice, her customer orders,
 * her store) load ahead: the one a link points to when the pointer rests on it or it takes the focus, and all of
 * them once the page's own content is in (its scripts, the load event, its data and a quiet moment, never in a gap
 * between two waves of requests) or at her first interaction, whichever comes first (decision 0624). Not on a
 * data-saving connection, and never for a visitor.
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
    if (!signedIn || saveData()) return;
    for (const type of INTERACTIONS) window.addEventListener(type, prefetchAll, { once: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, prefetchAll);
    };
  }, [signedIn]);

  useEffect(() => {
    if (!signedIn || fetching || saveData()) return;
    return afterPageContent(prefetchAll);
  }, [signedIn, fetching]);

  return null;
}
