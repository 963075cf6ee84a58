import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NavigationProvider, type Navigation } from '../lib/app-link';
import { screenKnown } from '../lib/use-media-query';

/** Under the router, the shared components' links (lib/app-link.tsx) are the router's: client-side navigations. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // After the first navigation the page's first load (the hydration of the server's markup) is over: what mounts now
  // knows the screen in its first render (lib/use-media-query.ts).
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) screenKnown();
  }, [key]);
  const value = useMemo<Navigation>(() => ({ Link, navigate: (to) => void navigate(to) }), [navigate]);
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
