import type { ComponentType } from 'react';
import { accountTabs, paths } from '../lib/paths';

/**
 * A lazy page: its module's default export and, where a part of the page depends on the address (an order's
 * detail or the list), `prepare`, which loads that part before the first render (router.tsx `loadRoutePages`).
 */
export type PageLoad = () => Promise<{
  default: ComponentType;
  prepare?: (search: URLSearchParams) => Promise<unknown>;
}>;

export const loadShell = () =>
  import('../features/account/components/account-shell').then((m) => ({ default: m.AccountShell }));
export const loadOrders = () => import('../pages/account/orders');
export const loadCrediprice = () => import('../pages/account/crediprice');
export const loadCustomStore = () => import('../pages/account/custom-store');
export const loadCustomerOrders = () => import('../pages/account/customer-orders');

/**
 * The pages a socia opens most (issue 16 point 4), shown by router.tsx and prefetched once she is signed in
 * (route-prefetch.tsx): by path prefix, the longest first, each with the account shell it shows in.
 */
export const frequentPages: { path: string; loads: PageLoad[] }[] = [
  { path: paths.customerOrders, loads: [loadShell, loadCustomerOrders] },
  { path: paths.tab(accountTabs.orders), loads: [loadShell, loadOrders] },
  { path: paths.tab(accountTabs.crediprice), loads: [loadShell, loadCrediprice] },
  { path: paths.tab(accountTabs.customStore), loads: [loadShell, loadCustomStore] },
];
