import { Suspense } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { SiteLayout } from './site-layout';
import { preloadable } from '../lib/preloadable';
import { accountTabs, customerOrdersSubRoutes, paths, returnsSubRoutes, type AccountTab } from '../lib/paths';
import {
  loadCrediprice,
  loadCustomerOrders,
  loadCustomStore,
  loadOrders,
  loadShell,
  type PageLoad,
} from './page-loads';

/**
 * Every page is its own chunk: a route loads only the code it shows. Declarative routes (`useRoutes` under a
 * `BrowserRouter`) with React.lazy pages, not the data router: its loaders and actions are not used here, and it
 * weighs 16 KB gzip more in the entry every page downloads (issue 16, decision 0623). A navigation is a transition,
 * so the current page stays on screen while the next one's chunk loads; a first load shows the header and footer
 * at once and the page when its chunk (preloaded with the HTML) has run.
 */
const pages = new Map<PageLoad, ReturnType<typeof preloadable>>();
/** One component per module, so that two paths of one page (orders and orders/:view) keep its state. */
const pageOf = (load: PageLoad) => {
  let found = pages.get(load);
  if (!found) pages.set(load, (found = preloadable(() => load().then((m) => m.default))));
  return found;
};
const page = (load: PageLoad): Pick<RouteObject, 'element' | 'handle'> => {
  const { Component } = pageOf(load);
  return { element: <Component />, handle: { load } };
};

/** A page of an account tab: at the tab's own path unless `index` is false, and at each `sub` path below it. */
interface TabPage {
  load: PageLoad;
  sub?: readonly string[];
  index?: false;
}

/** The account tabs (paths from `lib/paths`) and their pages; a tab without a page does not compile. */
const accountTabPages: Record<Exclude<AccountTab, 'logout'>, TabPage | TabPage[]> = {
  today: { load: () => import('../pages/account/today') },
  personalData: { load: () => import('../pages/account/personal-data') },
  addresses: { load: () => import('../pages/account/addresses') },
  orders: { load: loadOrders, sub: [':view'] },
  returns: { load: () => import('../pages/account/returns'), sub: returnsSubRoutes },
  balance: { load: () => import('../pages/account/balance') },
  crediprice: { load: loadCrediprice },
  customStore: [
    { load: loadCustomStore },
    { load: () => import('../pages/account/custom-store-edit'), index: false, sub: ['editar'] },
    {
      load: loadCustomerOrders,
      index: false,
      sub: [
        'ordenes',
        ...customerOrdersSubRoutes.filter((s) => !s.startsWith('registrar-pedido')).map((s) => `ordenes/${s}`),
      ],
    },
    {
      load: () => import('../pages/account/register-order'),
      index: false,
      sub: ['ordenes/registrar-pedido', 'ordenes/registrar-pedido/feedback'],
    },
  ],
  earnings: { load: () => import('../pages/account/earnings') },
  priceList: { load: () => import('../pages/account/price-list') },
  catalogs: { load: () => import('../pages/account/catalogs') },
  credential: { load: () => import('../pages/account/credential') },
  multiOrder: { load: () => import('../pages/account/multi-order') },
  coupons: { load: () => import('../pages/account/coupons') },
  storeLocation: { load: () => import('../pages/account/store-location') },
  clients: { load: () => import('../pages/account/clients') },
  deleteAccount: { load: () => import('../pages/account/delete-account') },
  adidas: { load: () => import('../pages/account/adidas') },
};

const accountRoutes: RouteObject[] = [
  ...Object.entries(accountTabPages).flatMap(([tab, pages]) =>
    [pages].flat().flatMap(({ load, sub = [], index }) => {
      const base = accountTabs[tab as keyof typeof accountTabPages];
      return [...(index === false ? [] : [base]), ...sub.map((s) => `${base}/${s}`)].map((path) => ({
        path,
        ...page(load),
      }));
    }),
  ),
  { path: '*', ...page(() => import('../pages/account/not-found')) },
];

export const routes: RouteObject[] = [
  { path: paths.tab(accountTabs.logout), ...page(() => import('../pages/account/logout')) },
  {
    element: <SiteLayout />,
    children: [
      { path: '/productos/:slug', ...page(() => import('../pages/product/product')) },
      { path: '/bolsa', ...page(() => import('../pages/product/bag')) },
      { path: '/pago/:reference', ...page(() => import('../pages/product/payment')) },
      { path: paths.search, ...page(() => import('../pages/public/search')) },
      { path: '/', ...page(() => import('../pages/public/home')) },
      {
        path: paths.account,
        // Lazy: public pages (the public store above all) do not download the account shell.
        ...page(loadShell),
        children: [{ index: true, element: null }, ...accountRoutes],
      },
      { path: '/nuevos-socios', ...page(() => import('../pages/public/new-members')) },
      { path: '/conviertete-en-socia', ...page(() => import('../pages/public/become-member')) },
      { path: '/tienda-personalizada', ...page(() => import('../pages/public/custom-store-landing')) },
      { path: '/crediprice', ...page(() => import('../pages/public/crediprice')) },
      { path: paths.creditContract, ...page(() => import('../pages/public/crediprice-contract')) },
      { path: '/retos-socias', ...page(() => import('../pages/public/rewards')) },
      { path: paths.passwordRequest, ...page(() => import('../pages/public/password-request')) },
      { path: paths.passwordReset, ...page(() => import('../pages/public/password-reset')) },
      { path: paths.emailConfirmation, ...page(() => import('../pages/public/email-confirmation')) },
      { path: '/tienda/:customStoreId', ...page(() => import('../pages/public/public-store')) },
      { path: '/estado-de-cuenta/:token', ...page(() => import('../pages/public/statement')) },
      { path: '*', ...page(() => import('../pages/public/not-found')) },
    ],
  },
];

/**
 * Loads the modules of what `pathname` shows (the account shell, the page; their chunks are preloaded with the
 * HTML) before the first render, so that React's first commit is the page itself: the static shell of index.html
 * stays on screen until then and nothing flickers in between (decision 0624). A failed load is left to React.lazy.
 */
export async function loadRoutePages(pathname: string, search: string) {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      const load = (route.handle as { load?: PageLoad } | undefined)?.load;
      if (!load) return;
      await (await load()).prepare?.(new URLSearchParams(search));
      await pageOf(load).load();
    }),
  );
}

/** The routes, under the `BrowserRouter` of main.tsx; a page still loading shows nothing in its place. */
export function AppRoutes() {
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}
