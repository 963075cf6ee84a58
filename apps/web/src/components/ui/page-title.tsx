import { useEffect, useRef, type ReactNode } from 'react';
import { claimPageTitleFocus } from '../../lib/page-title-focus';

/** The title of an account page; receives focus after navigation so screen readers announce it. */
export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => claimPageTitleFocus(ref.current), []);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 ref={ref} tabIndex={-1} data-page-title className="text-2xl font-bold tracking-tight outline-none">
        {children}
      </h1>
      {actions}
    </div>
  );
}
