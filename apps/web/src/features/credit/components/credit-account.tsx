import { Link, useSearchParams } from 'react-router';
import { attribute } from '@shop/contracts/profile-helpers';
import { CREDIT_ESTADOS, creditEstadoTitles, type CreditEstado } from '@shop/contracts/credit';
import { useQueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';
import { useProfile } from '../../../lib/use-profile';
import { creditKeys } from '../api/credit-client';
import { creditHomeHref, creditListHref, generateHref } from '../credit-links';
import { CreditSummaryCard } from './credit-summary';
import { CreditList } from './credit-list';
import { PaymentReferenceFlow } from './payment-reference-flow';

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
  const title = generating ? creditEstadoTitles.generar : estado ? creditEstadoTitles[estado] : 'CrediPrice';

  return (
    <section>
      <Link
        to={estado || generating ? creditHomeHref : paths.account}
        className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700"
      >
        <span aria-hidden="true">‹</span> Mi Cuenta
      </Link>
      <PageTitle>{title}</PageTitle>
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
          <Link
            to={generateHref}
            aria-current={generating ? 'page' : undefined}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Generar
          </Link>
        </nav>
        {generating ? (
          <PaymentReferenceFlow
            customerId={customerId}
            onDone={() => void client.invalidateQueries({ queryKey: creditKeys.all })}
          />
        ) : estado ? (
          <CreditList customerId={customerId} estado={estado} page={page} />
        ) : null}
      </div>
    </section>
  );
}
