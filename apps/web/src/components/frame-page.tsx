import type { ReactNode } from 'react';
import { PageTitle } from './ui/page-title';

/**
 * A page whose feature is still being built: its title and an honest notice, nothing that pretends to work.
 */
export function FramePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      {children}
      <p className="rounded-lg border border-dashed border-neutral-300 bg-white p-6 text-sm text-muted">
        Estamos preparando esta sección. Muy pronto podrás usarla aquí.
      </p>
    </section>
  );
}
