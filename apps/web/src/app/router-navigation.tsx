import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { NavigationProvider, type Navigation } from '../lib/app-link';

/** Under the router, the shared components' links (lib/app-link.tsx) are the router's: client-side navigations. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const value = useMemo<Navigation>(() => ({ Link, navigate: (to) => void navigate(to) }), [navigate]);
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
