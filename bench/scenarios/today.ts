import type { CollectionsResponse } from '@shop/contracts/custom-carts';
import type { TodayResponse } from '@shop/contracts/today';
import type { BenchScenario } from '../scenario';
import { customerOrdersStatusScenario } from './customer-orders';

/**
 * GET /api/members/me/today ('Hoy', issue 29, decision 0760) for the member with 10,000 customer orders among 20,000
 * members (the customer-orders seed): within 1.5× the p99 of the status-filtered customer-order list of the same run.
 */
export const todayScenario: BenchScenario = {
  name: "GET /api/members/me/today ('Hoy' page)",
  floor: true,
  target: { p99Ms: 45, connections: 32 },
  compareTo: { scenario: customerOrdersStatusScenario.name, p99Ratio: 1.5 },
  seed: (db) => customerOrdersStatusScenario.seed(db),
  async check(state, shopUrl) {
    const { cookie, customerId } = state.sessions[0]!;
    const get = async <T>(path: string) => {
      const res = await fetch(`${shopUrl}${path}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      return (await res.json()) as T;
    };
    const today = await get<TodayResponse>('/api/members/me/today');
    const totals = await get<CollectionsResponse>(`/api/custom-cart/collections?customer_id=${customerId}`);
    const list = await get<{ total_count: number }>(
      `/api/custom-cart/?customer_id=${customerId}&page_size=10&status=CREATED`,
    );
    // The same figures as the pages it leads to.
    if (today.collections.due_this_week !== totals.due_this_week || today.collections.overdue !== totals.overdue)
      throw new Error(`'Hoy' collections ${JSON.stringify(today.collections)} differ from ${JSON.stringify(totals)}`);
    if (today.to_buy.orders !== list.total_count)
      throw new Error(`'Hoy' to buy ${today.to_buy.orders} differs from the CREATED list's ${list.total_count}`);
    if (today.to_buy.clients.length === 0 || today.collections.clients_due === 0)
      throw new Error("'Hoy' shows no client for a member with 10,000 orders");
  },
  request: (state) => ({ path: '/api/members/me/today', headers: { cookie: state.sessions[0]!.cookie } }),
};
