import { useSyncExternalStore } from 'react';

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
 * Whether the query matches; undefined on the server and while React hydrates the server's markup (decision 0790):
 * the server does not know the screen, so what it renders must hold on both, by CSS (components/by-viewport.tsx).
 */
export function useMediaQueryOrUnknown(query: string): boolean | undefined {
  return useSyncExternalStore(
    subscribe(query),
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
