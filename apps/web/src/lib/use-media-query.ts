import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** The spec's mobile breakpoint: 767 px and narrower. */
export const MOBILE_QUERY = '(max-width: 767px)';

const subscribe = (query: string) => (onChange: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether the query matches; false on the server and while React hydrates the server's markup. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribe(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Whether the page's first load is over (a navigation since, or a page rendered afresh): what mounts then knows the
 * screen in its first render. Not at the hydration's first commit: React hydrates Suspense boundaries after it.
 */
let settled = false;
export const screenKnown = () => void (settled = true);

/**
 * Whether the query matches; undefined on the server and while React hydrates the server's markup (decision 0790):
 * the server does not know the screen, so what it renders must hold on both, by CSS (components/by-viewport.tsx).
 * Known after the hydration in a transition, so that the re-render it causes is done in slices (TBT), not at once.
 */
export function useMediaQueryOrUnknown(query: string): boolean | undefined {
  const [matches, setMatches] = useState(() => (settled ? window.matchMedia(query).matches : undefined));
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
