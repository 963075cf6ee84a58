import { Link } from 'react-router';
import { CREDIT_PAGE_SIZE } from '@shop/domain/credit';
import { creditMessages, type CreditEstado } from '@shop/contracts/credit-texts';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/spinner';
import { useCredits } from '../api/get-credits';
import { creditListHref } from '../credit-links';
import { CreditCard } from './credit-card';

/** One list of credits, 6 a page, in the list's own order. */
export function CreditList({ customerId, estado, page }: { customerId: string; estado: CreditEstado; page: number }) {
  const credits = useCredits(customerId, estado, page);
  if (credits.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (credits.isError) return <Alert tone="error">{creditMessages.summaryError}</Alert>;
  const { totalRegistros, data } = credits.data.creditos;
  if (totalRegistros === 0 || data.length === 0)
    return (
      <p className="rounded-lg border border-neutral-200 bg-white p-6 text-center text-muted">{creditMessages.empty}</p>
    );
  const pages = Math.ceil(totalRegistros / CREDIT_PAGE_SIZE);
  return (
    <div className="space-y-3">
      {data.map((c) => (
        <CreditCard key={c.id_credito} credit={c} />
      ))}
      {pages > 1 && (
        <nav aria-label="Páginas" className="flex flex-wrap items-center justify-center gap-2 pt-2">
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <Link
              key={n}
              to={creditListHref(estado, n)}
              aria-current={n === page ? 'page' : undefined}
              className={`inline-flex size-11 items-center justify-center rounded-md border text-sm font-semibold ${n === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-neutral-300 bg-white'}`}
            >
              {n}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
