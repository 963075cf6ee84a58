import { Link } from 'react-router';
import { creditMessages } from '@shop/contracts/credit-texts';
import { LINE_STATES, lineFigures, type LineFigures } from '@shop/domain/credit';
import { paths } from '../../../lib/paths';
import { formatMoney } from '@shop/domain/money';
import { Alert } from '../../../components/ui/alert';
import { QueryError } from '../../../components/ui/query-error';
import { useCreditSummary, useLogSummaryFailure } from '../api/get-credit-summary';
import { creditListHref } from '../credit-links';

/** A figure of the card; without a value (loading) a placeholder of the same line height. */
function Figure({ label, value, strong = false }: { label: string; value: string | null; strong?: boolean }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={strong ? 'text-2xl font-bold' : 'text-lg font-semibold'}>{value ?? <Placeholder />}</dd>
    </div>
  );
}

const Placeholder = ({ className = 'w-24' }: { className?: string }) => (
  <span
    aria-hidden="true"
    className={`inline-block animate-pulse rounded bg-neutral-200 text-transparent ${className}`}
  >
    $0
  </span>
);

type Summary = NonNullable<ReturnType<typeof useCreditSummary>['data']>;

/**
 * The line summary (customer-account.md §3): available, line, used, in favour, status, upcoming payments. The server
 * renders it into her CrediPrice page's HTML, from the summary in the page's query cache (decision 0790).
 */
export function CreditSummaryCard({ customerId }: { customerId: string }) {
  const summary = useCreditSummary(customerId);
  useLogSummaryFailure(summary);
  // While loading, the card itself with placeholders: the same boxes, so nothing below it moves (issue 16).
  if (summary.isPending) return <SummaryCard s={null} />;
  if (summary.isError) {
    return <QueryError error={summary.error} onRetry={summary.refetch} message={creditMessages.summaryError} />;
  }
  const s = summary.data;
  if (s.estado === LINE_STATES.none) {
    return (
      <Alert tone="info">
        Aún no tienes una línea CrediPrice.{' '}
        <Link to={paths.crediprice} className="font-semibold underline">
          Consulta tu disponibilidad
        </Link>
      </Alert>
    );
  }
  return <SummaryCard s={s} />;
}

function SummaryCard({ s }: { s: Summary | null }) {
  const overdue = s?.estado === LINE_STATES.overdue;
  const figures = s && lineFigures(s);
  const money = (pick: (f: LineFigures) => number) => (figures ? formatMoney(pick(figures)) : null);
  return (
    <section
      aria-labelledby="resumen-linea"
      aria-busy={s ? undefined : true}
      className="rounded-lg border border-neutral-200 bg-white p-5"
    >
      <h2 id="resumen-linea" className="sr-only">
        Resumen de tu línea
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        <Figure label="Crédito disponible" value={money((f) => f.disponible)} strong />
        <Figure label="Línea de crédito" value={money((f) => f.credito)} />
        <Figure label="Monto utilizado" value={money((f) => f.utilizado)} />
        <Figure label="Saldo a favor" value={money((f) => f.sobrante)} />
        <div className="flex flex-col">
          <dt className="text-xs text-muted">Estado de la línea</dt>
          <dd>
            {s ? (
              <span
                className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${overdue ? 'bg-red-100 text-red-900' : 'bg-emerald-100 text-emerald-900'}`}
              >
                {s.estado}
              </span>
            ) : (
              <Placeholder className="rounded-full px-3 py-1 text-sm" />
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-5 border-t border-neutral-200 pt-4">
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-bold">Próximos pagos</h3>
          <Link
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
            to={creditListHref('proximos')}
          >
            Ver próximos pagos
          </Link>
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Figure label="Pago mínimo" value={money((f) => f.pago)} />
          <Figure label="Saldo actual" value={money((f) => f.saldo)} />
          <Figure label="Total para liquidar hoy" value={money((f) => f.liquida)} />
        </dl>
      </div>
    </section>
  );
}
