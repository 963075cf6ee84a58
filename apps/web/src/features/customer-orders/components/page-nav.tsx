import { Button } from '../../../components/ui/button';
import { pageItems } from './pagination';

/** Page controls (reseller-area §2): the first page, the current one ± 2 and ellipses. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  return (
    <nav aria-label="Paginación" className="mt-4 flex flex-wrap justify-center gap-1">
      {pageItems(page, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-2 py-2" aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={p}
            variant={p === page ? 'primary' : 'ghost'}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Página ${p}`}
            onClick={() => onPage(p)}
          >
            {p}
          </Button>
        ),
      )}
    </nav>
  );
}
