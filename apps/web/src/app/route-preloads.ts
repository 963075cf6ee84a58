import { ORDER_VIEWS } from '@shop/contracts/account-orders-messages';
import type { RouteQuery } from '@shop/contracts/page-data';
import { ACCOUNT, accountTabs, paths } from '../lib/paths';

/**
 * Which lazy modules of the router (router.tsx) each path shows, for the server to preload them with the HTML
 * (issue 16): vite.config.ts turns this into `dist/.vite/route-preloads.json` (the chunk files of each module and
 * their static imports), the server adds `<link rel="modulepreload">` for the path it serves. The first pattern
 * that matches the path wins; the build fails when a module named here is not a chunk of the build.
 */
export interface RoutePreload {
  /** A regular expression over the URL's pathname. */
  pattern: string;
  /** Source modules, as Vite's manifest names them (relative to apps/web). */
  modules: string[];
  /** The query the route needs (the first route whose pattern and query hold wins). */
  when?: RouteQuery;
}

const SHELL = 'src/features/account/components/account-shell.tsx';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const accountPage = (path: string, page: string): RoutePreload => ({
  pattern: `^${escape(path)}(/.*)?$`,
  modules: [SHELL, `src/pages/account/${page}.tsx`],
});

/**
 * The page at exactly `path`, with the lazy parts it shows for that address (`parts`, for the query `when` says: the
 * server picks the first route whose pattern and query hold).
 */
const exactPage = (path: string, page: string, parts: string[] = [], when?: RouteQuery): RoutePreload => ({
  pattern: `^${escape(path)}/?$`,
  modules: [SHELL, `src/pages/account/${page}.tsx`, ...parts],
  ...(when ? { when } : {}),
});

const pageFiles: Partial<Record<keyof typeof accountTabs, string>> = {
  personalData: 'personal-data',
  addresses: 'addresses',
  orders: 'orders',
  returns: 'returns',
  balance: 'balance',
  crediprice: 'crediprice',
  earnings: 'earnings',
  priceList: 'price-list',
  catalogs: 'catalogs',
  credential: 'credential',
  multiOrder: 'multi-order',
  coupons: 'coupons',
  storeLocation: 'store-location',
  clients: 'clients',
  deleteAccount: 'delete-account',
  adidas: 'adidas',
};

/**
 * The modules of the pages a socia opens most (page-loads.ts `frequentPages`: the account shell and each page), whose
 * chunks a signed-in page prefetches into the HTTP cache when idle, without running them (route-prefetch.tsx,
 * decision 0629): vite.config.ts writes their files to `dist/.vite/frequent-pages.json`, the server puts them in
 * the page data. The e2e prefetch test checks that a frequent page then downloads no code.
 */
export const frequentPageModules = [
  SHELL,
  'src/pages/account/customer-orders.tsx',
  'src/pages/account/orders.tsx',
  'src/pages/account/crediprice.tsx',
  'src/pages/account/custom-store.tsx',
];

/** Home and the product page are not here: they have their own entries, whose HTML preloads their chunks (0625). */
export const routePreloads: RoutePreload[] = [
  { pattern: '^/bolsa/?$', modules: ['src/pages/product/bag.tsx'] },
  { pattern: '^/pago/[^/]+/?$', modules: ['src/pages/product/payment.tsx'] },
  exactPage(paths.tab(accountTabs.today), 'today', ['src/pages/account/today-screen.tsx']),
  ...ORDER_VIEWS.flatMap((view) => [
    exactPage(
      `${paths.tab(accountTabs.orders)}/${view}`,
      'orders',
      ['src/features/orders/components/order-detail.tsx'],
      {
        param: 'order_id',
      },
    ),
    exactPage(
      `${paths.tab(accountTabs.orders)}/${view}`,
      'orders',
      ['src/features/orders/components/orders-list.tsx'],
      {
        unless: ['order_id'],
      },
    ),
  ]),
  accountPage(paths.registerOrder, 'register-order'),
  accountPage(paths.customerOrders, 'customer-orders'),
  accountPage(paths.customStoreEdit, 'custom-store-edit'),
  accountPage(paths.tab(accountTabs.customStore), 'custom-store'),
  ...Object.entries(pageFiles).map(([tab, page]) =>
    accountPage(paths.tab(accountTabs[tab as keyof typeof accountTabs]), page),
  ),
  { pattern: `^${ACCOUNT}/?$`, modules: [SHELL] },
  { pattern: `^${paths.newMembers}/?$`, modules: ['src/pages/public/new-members.tsx'] },
  { pattern: `^${paths.becomeMember}/?$`, modules: ['src/pages/public/become-member.tsx'] },
  { pattern: `^${paths.customStoreLanding}/?$`, modules: ['src/pages/public/custom-store-landing.tsx'] },
  { pattern: `^${paths.crediprice}/?$`, modules: ['src/pages/public/crediprice.tsx'] },
  { pattern: `^${paths.search}/?$`, modules: ['src/pages/public/search.tsx'] },
  { pattern: `^${paths.passwordRequest}/?$`, modules: ['src/pages/public/password-request.tsx'] },
  { pattern: `^${paths.passwordReset}/?$`, modules: ['src/pages/public/password-reset.tsx'] },
  { pattern: `^${paths.emailConfirmation}/?$`, modules: ['src/pages/public/email-confirmation.tsx'] },
  { pattern: `^${paths.rewards}/?$`, modules: ['src/pages/public/rewards.tsx'] },
];
