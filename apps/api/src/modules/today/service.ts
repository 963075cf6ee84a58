import { isMember, MEMBER_ROLE } from '@shop/contracts/profile-helpers';
import { messages } from '@shop/contracts/messages';
import { TODAY_LIST_SIZE, type TodayResponse } from '@shop/contracts/today';
import type { CustomerRow } from '@shop/db/schema/customers';
import type { DbOrTx } from '@shop/db/client';
import { HttpError } from '../../lib/http-errors';
import { sqlParts, type SessionRow } from '../../lib/sql-parts-repository';
import type { CustomCartsService } from '../custom-carts/service';
import type { CustomStoresService } from '../custom-stores/service';
import type { CreditService } from '../credit/service';

/**
 * 'Hoy', a member's first screen (issue 29, decision 0760): one read of what waits for her, composed from the
 * services of the pages it leads to (their rules, their owner-scoped queries), their parts read in one statement.
 */
export function createTodayService(deps: {
  db: DbOrTx;
  carts: Pick<CustomCartsService, 'todayPart'>;
  stores: Pick<CustomStoresService, 'todayPart'>;
  credit: Pick<CreditService, 'nextPaymentPart'>;
}) {
  const parts = { store: deps.stores.todayPart, orders: deps.carts.todayPart, crediprice: deps.credit.nextPaymentPart };
  const arg = { limit: TODAY_LIST_SIZE };
  const today = sqlParts(parts);

  function view({ store, orders, crediprice }: Awaited<ReturnType<typeof today.read>>) {
    return {
      today: orders.today,
      week_end: orders.weekEnd,
      store_id: store.store_id,
      store_requests: { count: store.count, latest: store.latest },
      collections: orders.collections,
      to_buy: orders.to_buy,
      crediprice,
    } satisfies TodayResponse;
  }

  return {
    /** 'Hoy' for a member already signed in (the page's first data). */
    async forMember(me: CustomerRow): Promise<TodayResponse> {
      if (!isMember(me)) throw new HttpError(404, messages.generic.notFound);
      // Each module answers its part by its own rules; the three parts are one statement (one round trip).
      return view(await today.read(deps.db, 'member_today', arg, me.id));
    },

    /**
     * 'Hoy' for the customer of a session, the session checked in the same statement (decision 0780): 401 without a
     * live session, 404 for a customer who is not a member.
     */
    async forSession(session: SessionRow): Promise<TodayResponse> {
      const read = await today.readForSession(deps.db, 'member_today_session', arg, session);
      if (!read) throw new HttpError(401, messages.generic.unauthenticated);
      if (read.customer.role !== MEMBER_ROLE) throw new HttpError(404, messages.generic.notFound);
      return view(read.answers);
    },
  };
}

export type TodayService = ReturnType<typeof createTodayService>;
