import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { attribute } from '@shop/contracts/profile-helpers';
import { CREDIPRICE_TITLE, CREDIT_ESTADOS, creditEstadoTitles, type CreditEstado } from '@shop/contracts/credit-texts';
import { useQueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';
import { useProfile } from '../../../lib/use-profile';
import { creditKeys } from '../api/keys';
import { creditHomeHref, creditListHref, generateHref } from '../credit-links';
import { CreditSummaryCard } from './credit-summary';
import { useCreditSummary } from '../api/get-credit-summary';
import { LINE_STATES } from '@shop/domain/credit';
import { Skeleton } from '../../../components/ui/spinner';
import { CreditList } from './credit-list';
import { lazyPart } from '../../../lib/lazy-part';

// Loaded where shown: the eligibility view carries the application form (and zod), the reference flow the
// barcode; the lists do not need either (issue 16's JavaScript budget).
const CrediPriceEligibility = lazyPart('src/features/credit/components/crediprice-eligibility.tsx', () =>
  import('./crediprice-eligibility').then((m) => m.CrediPriceEligibility),
);
const PaymentReferenceFlow = lazyPart('src/features/credit/components/payment-reference-flow.tsx', () =>
  import('./payment-reference-flow').then((m) => m.PaymentReferenceFlow),
);

const NAV: { estado: CreditEstado; label: string }[] = [
  { estado: 'pagos', label: 'Pagos realizados' },
  { estado: 'futuros', label: 'Créditos futuros' },
  { estado: 'activos', label: 'Créditos activos' },
  { estado: 'liquidados', label: 'Créditos liquidados' },
];

/** /mi-cuenta/crediprice: the summary, the lists by estado, and 'Generar' (page=generar). */
export function CreditAccount() {
  const profile = useProfile();
  const customerId = attribute(profile, 'customer_id') ?? '';
  const client = useQueryClient();
  const [params] = useSearchParams();
  const rawEstado = params.get('estado');
  const estado = CREDIT_ESTADOS.includes(rawEstado as CreditEstado) ? (rawEstado as CreditEstado) : null;
  const generating = params.get('page') === 'generar';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const title = generating ? creditEstadoTitles.generar : estado ? creditEstadoTitles[estado] : CREDIPRICE_TITLE;
  const summary = useCreditSummary(customerId);

  // The spec's 'Mi Cuenta' back link is the screen's one back control: the account shell shows no other on
  // /mi-cuenta/crediprice (decision 0611).
  const back = (
    <Link
      to={estado || generating ? creditHomeHref : paths.account}
      className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700"
    >
      <span aria-hidden="true">‹</span> Mi Cuenta
    </Link>
  );
  // One title element from the first render on (loading, no line, the lists), so the account shell's focus
  // after a navigation stays on it when the summary arrives.
  const noLine = summary.isPending || summary.data?.estado === LINE_STATES.none;
  const heading = (
    <PageTitle
      actions={
        !noLine &&
        !generating && (
          <Link
            to={generateHref}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            <span aria-hidden="true" className="text-lg leading-none">
              +
            </span>
            Generar
          </Link>
        )
      }
    >
      {noLine ? CREDIPRICE_TITLE : title}
    </PageTitle>
  );
  if (noLine) {
    return (
      <section>
        {back}
        {heading}
        {/* A member without a line has nothing to list: she sees whether she can apply (the /crediprice outcomes). */}
        {summary.isPending ? (
          <Skeleton className="h-64" />
        ) : (
          <Suspense fallback={<Skeleton className="h-64" />}>
            <CrediPriceEligibility titled={false} />
          </Suspense>
        )}
      </section>
    );
  }

  return (
    <section>
      {back}
      {heading}
      <div className="space-y-6">
        <CreditSummaryCard customerId={customerId} />
        <nav aria-label="CrediPrice" className="flex flex-wrap gap-2">
          {NAV.map((n) => (
            <Link
              key={n.estado}
              to={creditListHref(n.estado)}
              aria-current={!generating && estado === n.estado ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {n.label}
            </Link>
          ))}
        </nav>
        {generating ? (
          <Suspense fallback={<Skeleton className="h-64" />}>
            <PaymentReferenceFlow
              customerId={customerId}
              onDone={() => void client.invalidateQueries({ queryKey: creditKeys.all })}
            />
          </Suspense>
        ) : estado ? (
          <CreditList customerId={customerId} estado={estado} page={page} />
        ) : null}
      </div>
    </section>
  );
}
