import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import type { GuideStatus } from '@shop/contracts/returns';
import { attribute } from '@shop/contracts/profile-helpers';
import { PageTitle } from '../../components/ui/page-title';
import { useProfile } from '../../lib/use-profile';
import { GuidesList } from '../../features/returns/components/guides-list';
import { ReturnsPolicyLink } from '../../features/returns/components/returns-policy-dialog';
import { paths } from '../../lib/paths';
import { cn } from '../../lib/cn';

const BASE = paths.tab('mis-devoluciones');
/** The guide tabs (reseller-area.md §2 routes) and the status each shows. */
const TABS: { sub: string; label: string; status: GuideStatus }[] = [
  { sub: 'nuevas-guias', label: 'Nuevas guías', status: 'guide_created' },
  { sub: 'guias-pendientes', label: 'Pendientes de pago', status: 'payment_pending' },
  { sub: 'guias_canceladas', label: 'Canceladas', status: 'guide_creation_failed' },
  { sub: 'guias-utilizadas', label: 'Utilizadas', status: 'guide_used' },
];
/** The return guide is bought on its product page (decision 0403). */
const BUY_GUIDE = paths.product('guia-de-devolucion');

/** /mi-cuenta/mis-devoluciones: 'Mis devoluciones' (tracking); its sub-routes are the guide tabs. */
export default function Page() {
  const profile = useProfile();
  const customerId = attribute(profile, 'customer_id') ?? '';
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const sub = location.pathname.slice(BASE.length).replace(/^\/+/, '');
  const tab = TABS.find((t) => t.sub === sub);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const onPage = (p: number) => setParams(p > 1 ? { page: String(p) } : {});

  return (
    <section>
      <PageTitle
        actions={
          <Link
            to={BUY_GUIDE}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Comprar nueva guía
          </Link>
        }
      >
        Mis devoluciones
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        {tab ? (
          <Link
            to={BASE}
            className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Mis devoluciones
          </Link>
        ) : (
          <Link
            to={`${BASE}/nuevas-guias`}
            className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Ver mis guías
          </Link>
        )}
        <ReturnsPolicyLink />
      </div>
      {tab && (
        // One row at every width: on a phone four equal columns whose labels may take two lines.
        <nav aria-label="Mis guías" className="mb-4 grid grid-cols-4 border-b border-neutral-200 md:flex md:gap-1">
          {TABS.map((t) => (
            <NavLink
              key={t.sub}
              to={`${BASE}/${t.sub}`}
              className={({ isActive }) =>
                cn(
                  '-mb-px flex min-h-11 items-center justify-center border-b-2 px-1 py-2 text-center text-[13px] leading-tight font-semibold md:px-3 md:text-sm',
                  isActive ? 'border-brand-700 text-brand-700' : 'border-transparent text-muted hover:text-ink',
                )
              }
            >
              {t.label}
            </NavLink>
          ))}
        </nav>
      )}
      {!tab && <h2 className="mb-3 text-lg font-bold">Seguimiento de mis devoluciones</h2>}
      <GuidesList
        key={tab?.sub ?? 'tracking'}
        customerId={customerId}
        status={tab?.status ?? 'guide_used'}
        tracking={!tab}
        page={page}
        onPage={onPage}
      />
    </section>
  );
}
