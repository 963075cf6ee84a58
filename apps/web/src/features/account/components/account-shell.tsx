import { useEffect, useRef } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { attribute, isMember } from '@shop/contracts/profile-helpers';
import { useMe } from '../../../lib/me';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { usePendingItems } from '../api/get-pending-items';
import { useCustomStore } from '../api/get-custom-store';
import { useHistoricOrderCount } from '../../../lib/historic-orders';
import { hasFewHistoricOrders } from '@shop/domain/order-history';
import { isUnauthenticated } from '../../../lib/api-client';
import { useIsMobile } from '../../../lib/use-media-query';
import { accountTabs, paths, ACCOUNT } from '../../../lib/paths';
import { Skeleton } from '../../../components/ui/spinner';
import { buildMenu, MEMBER_ONLY_TABS } from '../menu';
import { AccountMenu } from './account-menu';
import { OrderProblemsBanner } from './order-problems-banner';
import { MemberOnlyNotice } from './member-only-notice';
import { QueryError } from '../../../components/ui/query-error';

/** The tab is the first path segment after /mi-cuenta ('' on /mi-cuenta itself). */
function currentTab(pathname: string) {
  return pathname.slice(ACCOUNT.length).replace(/^\/+/, '').split('/')[0] ?? '';
}

/**
 * /mi-cuenta/[[...index]]: vertical tabs on desktop; on mobile (≤ 767 px) /mi-cuenta is the menu and a
 * chosen tab opens full-width with 'Regresar a mi cuenta'.
 */
export function AccountShell() {
  const me = useMe();
  const flags = useFeatureFlags();
  const customerId = me.data ? attribute(me.data, 'customer_id') : undefined;
  const member = isMember(me.data);
  const customStore = useCustomStore(member ? customerId : undefined);
  const pending = usePendingItems(customerId, member && Boolean(customStore.data?.store_id));
  // reseller-area.md §2/§9: members with a historic total_count under 2 also get 'Bienvenida Nuevos Socios'.
  const historicCount = useHistoricOrderCount(member ? customerId : undefined);
  const isMobile = useIsMobile();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const tab = currentTab(location.pathname);
  const mainRef = useRef<HTMLElement>(null);

  // Move focus to the new page's title after navigating between tabs (not on the first render).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const title = mainRef.current?.querySelector<HTMLElement>('[data-page-title]');
    title?.focus();
  }, [location.pathname]);

  if (me.isPending) {
    return (
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[16rem_1fr]" aria-busy="true">
        <div className="space-y-3">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
        <div className="space-y-3">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-32 w-full" />
        </div>
        <span className="sr-only">Cargando tu cuenta…</span>
      </div>
    );
  }
  if (me.isError) {
    if (isUnauthenticated(me.error)) return <Navigate to={paths.home} replace />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <QueryError error={me.error} onRetry={me.refetch} />
      </div>
    );
  }

  const menu = buildMenu({
    isMember: member,
    hasCustomStore: Boolean(customStore.data?.store_id),
    balanceFlag: flags.data?.purchase_with_balance_crediprice ?? false,
    fewHistoricOrders: historicCount.data !== undefined && hasFewHistoricOrders(historicCount.data),
    pendingCustomerOrders: pending.data?.found ?? false,
  });

  if (tab === '' && !isMobile) return <Navigate to={accountTabs.personalData} replace />;

  const showMenuOnly = isMobile && tab === '';
  const showMenu = !isMobile || showMenuOnly;
  const memberOnlyBlocked = MEMBER_ONLY_TABS.has(tab) && !member;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-8">
      {flags.data?.test_user_tags.includes('order_problems') && (
        <OrderProblemsBanner phone={flags.data.support_phone} />
      )}
      <div className="md:grid md:grid-cols-[16rem_1fr] md:gap-8">
        {showMenu && (
          <aside className={showMenuOnly ? 'block' : 'hidden md:block'}>
            <p className="mb-4 px-3 text-sm">
              Hola, <strong>{me.data.firstname}</strong>
            </p>
            <AccountMenu sections={menu.sections} welcome={menu.welcome} affiliate={menu.affiliate} mobile={isMobile} />
          </aside>
        )}
        {!showMenuOnly && (
          <main ref={mainRef} id="contenido" className="min-w-0">
            <div className="mb-4 flex flex-wrap gap-2">
              {isMobile && (
                <button
                  type="button"
                  onClick={() => navigate(ACCOUNT)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  <span aria-hidden="true">‹</span> Regresar a mi cuenta
                </button>
              )}
              {searchParams.has('order_id') && (
                <Link
                  to={paths.orders}
                  className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  Pedidos
                </Link>
              )}
            </div>
            {memberOnlyBlocked ? <MemberOnlyNotice /> : <Outlet context={{ profile: me.data }} />}
          </main>
        )}
      </div>
    </div>
  );
}
