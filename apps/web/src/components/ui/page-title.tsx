import type { ReactNode } from 'react';

/** The title of an account page; receives focus after navigation so screen readers announce it. */
export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 tabIndex={-1} data-page-title className="text-2xl font-bold tracking-tight outline-none">
        {children}
      </h1>
      {actions}
    </div>
  );
}
