import { isMember } from '@shop/contracts/profile-helpers';
import { messages } from '@shop/contracts/messages';
import type { TodayResponse } from '@shop/contracts/today';
import type { CustomerRow } from '@shop/db/schema/customers';
import { HttpError } from '../../lib/http-errors';
import type { CustomCartsService } from '../custom-carts/service';
import type { CustomStoresService } from '../custom-stores/service';
import type { CreditService } from '../credit/service';

/** How many store requests, clients who owe and clients to buy for 'Hoy' lists (each with its full count). */
export const TODAY_LIST_SIZE = 3;

/**
 * 'Hoy', a member's first screen (issue 29, decision 0760): one read of what waits for her, composed from the
 * services of the pages it leads to (their rules, their owner-scoped queries), each part read in parallel.
 */
export function createTodayService(deps: {
  carts: Pick<CustomCartsService, 'today'>;
  stores: Pick<CustomStoresService, 'today'>;
  credit: Pick<CreditService, 'nextPayment'>;
}) {
  return {
    async forMember(me: CustomerRow): Promise<TodayResponse> {
      if (!isMember(me)) throw new HttpError(404, messages.generic.notFound);
      // A member without a store has no requests, clients or orders. Each module answers its part in one
      // statement, the three read at once.
      const [store, orders, crediprice] = await Promise.all([
        deps.stores.today(me, TODAY_LIST_SIZE),
        deps.carts.today(me.id, TODAY_LIST_SIZE),
        deps.credit.nextPayment(me.id),
      ]);
      return {
        today: orders.today,
        week_end: orders.weekEnd,
        store_id: store.storeId,
        store_requests: { count: store.count, latest: store.latest },
        collections: orders.collections,
        to_buy: orders.to_buy,
        crediprice,
      };
    },
  };
}

export type TodayService = ReturnType<typeof createTodayService>;
