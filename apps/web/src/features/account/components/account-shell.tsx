import { Suspense, useEffect, useMemo, useRef } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { attribute, isMember } from '@shop/contracts/profile-helpers';
import { useMe } from '../../../lib/me';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { usePendingItems } from '../api/get-pending-items';
import { useCustomStore } from '../api/get-custom-store';
import { useHistoricOrderCount } from '../../../lib/historic-orders';
import { hasFewHistoricOrders } from '@shop/domain/new-members';
import { isUnauthenticated } from '../../../lib/api-client';
import { MOBILE_QUERY, useMediaQueryOrUnknown } from '../../../lib/use-media-query';
import { focusPageTitle } from '../../../lib/page-title-focus';
import { accountTabs, listReturnHref, paths, ACCOUNT } from '../../../lib/paths';
import { Skeleton } from '../../../components/ui/spinner';
import { backControl, buildMenu, MEMBER_ONLY_TABS } from '../menu';
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
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const tab = currentTab(location.pathname);
  // The server does not know the screen (decision 0790): the menu's own address renders the phone's menu, which a
  // computer then leaves for 'Hoy'; elsewhere the computer's layout, whose phone parts are shown by CSS.
  const isMobile = useMediaQueryOrUnknown(MOBILE_QUERY) ?? (tab === '' || tab === 'menu');
  const mainRef = useRef<HTMLElement>(null);

  // Move focus to the new page's title after navigating between tabs (not on the first render).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    focusPageTitle(mainRef.current);
  }, [location.pathname]);

  // One context object per profile: the page does not re-render when only the menu's data arrives (TBT, 0624).
  const outletContext = useMemo(() => ({ profile: me.data }), [me.data]);

  // Wait for what changes the layout (the flags' banner) besides the profile: nothing moves once it paints.
  if (me.isPending || (flags.isPending && !flags.isError)) return <ShellSkeleton tab={tab} isMobile={isMobile} />;
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
    newStoreRequests: pending.data?.new_requests ?? 0,
  });

  // A member's account opens on 'Hoy' (decision 0760); on a phone the menu is at /mi-cuenta/menu, one tap away.
  const menuTab = tab === '' || tab === 'menu';
  if (menuTab && (member ? tab === '' || !isMobile : !isMobile))
    return <Navigate to={paths.tab(member ? accountTabs.today : accountTabs.personalData)} replace />;

  const showMenuOnly = isMobile && menuTab;
  const showMenu = !isMobile || showMenuOnly;
  const memberOnlyBlocked = MEMBER_ONLY_TABS.has(tab) && !member;
  // A phone's back control, by CSS: the server's render does not know the screen, and its HTML holds the row on a
  // phone and nothing on a desktop from the first paint (decision 0790).
  const back = backControl({ tab, isMobile: true, orderDetail: searchParams.has('order_id'), memberOnlyBlocked });
  // The member menu grows with her store, her history and the flags: a skeleton until they are known.
  const menuPending = member && (customStore.isPending || historicCount.isPending);

  return (
    // Keyed apart from the skeleton: React never reuses the skeleton's boxes for the content (they moved).
    <div key="account" className={SHELL_CLASS}>
      {flags.data && <OrderProblemsBanner phone={flags.data.support_phone} tags={flags.data.test_user_tags} />}
      <div className={GRID_CLASS}>
        {showMenu && (
          <aside className={showMenuOnly ? 'block' : 'hidden md:block'}>
            <p className="mb-4 px-3 text-sm">
              Hola, <strong>{me.data.firstname}</strong>
            </p>
            {menuPending ? (
              <MenuSkeleton />
            ) : (
              <AccountMenu
                sections={menu.sections}
                welcome={menu.welcome}
                affiliate={menu.affiliate}
                mobile={isMobile}
              />
            )}
          </aside>
        )}
        {!showMenuOnly && (
          <main ref={mainRef} id="contenido" className="group/main min-w-0">
            {back !== 'none' && (
              <div className="mb-4 flex flex-wrap gap-2 md:hidden">
                {back === 'account' && (
                  <button
                    type="button"
                    // The menu (a member's /mi-cuenta is 'Hoy', decision 0760).
                    onClick={() => navigate(`${ACCOUNT}/menu`)}
                    className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-700 group-has-[[data-page-back]]/main:hidden hover:bg-brand-50"
                  >
                    <span aria-hidden="true">‹</span> Regresar a mi cuenta
                  </button>
                )}
                {back === 'orders' && (
                  <Link
                    // The orders list (spec §2); from an order's detail, the list it was opened from (issue 28).
                    to={
                      location.pathname.startsWith(`${paths.tab('mis-pedidos')}/`)
                        ? listReturnHref(location.pathname, searchParams)
                        : paths.orders
                    }
                    className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    <span aria-hidden="true">‹</span> Pedidos
                  </Link>
                )}
              </div>
            )}
            {memberOnlyBlocked ? (
              <MemberOnlyNotice />
            ) : (
              // The page's chunk may still be loading on a first visit: the skeleton's page column meanwhile.
              <Suspense fallback={<PageSkeleton />}>
                <Outlet context={outletContext} />
              </Suspense>
            )}
          </main>
        )}
      </div>
    </div>
  );
}

const SHELL_CLASS = 'mx-auto max-w-6xl px-4 py-6 md:py-8';
const GRID_CLASS = 'md:grid md:grid-cols-[16rem_1fr] md:gap-8';

function MenuSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-hidden="true">
      {[4, 5, 5].map((items, i) => (
        <div key={i} className="space-y-1">
          <Skeleton className="mx-3 mb-2 h-3 w-24" />
          {Array.from({ length: items }, (_, j) => (
            <Skeleton key={j} className="h-11 w-full" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** A page's title and body while they load. */
function PageSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton className="mb-6 h-8 w-64 max-w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * The shell while the profile loads, box for box where the shell will be: the menu column on desktop (and on
 * /mi-cuenta on phones), the page column with the back control's row on phones.
 */
function ShellSkeleton({ tab, isMobile }: { tab: string; isMobile: boolean }) {
  const menuOnly = isMobile && tab === '';
  return (
    <div key="loading" className={SHELL_CLASS} aria-busy="true">
      <div className={GRID_CLASS}>
        {(!isMobile || menuOnly) && (
          <div className={menuOnly ? 'block' : 'hidden md:block'}>
            <Skeleton className="mx-3 mb-4 h-5 w-40" />
            <MenuSkeleton />
          </div>
        )}
        {!menuOnly && (
          <div className="min-w-0">
            <div className="mb-4 h-11 md:h-auto" />
            <PageSkeleton />
          </div>
        )}
      </div>
      <span className="sr-only">Cargando tu cuenta…</span>
    </div>
  );
}
