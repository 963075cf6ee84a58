import { randomBytes } from 'node:crypto';
import { messages } from '@shop/contracts/messages';
import { statementMessages } from '@shop/contracts/statement-messages';
import type { StatementLinkResponse, StatementResponse } from '@shop/contracts/statements';
import type { Clock } from '@shop/domain/clock';
import { mexicoDate } from '@shop/domain/mexico-dates';
import type { Db } from '@shop/db/client';
import { HttpError } from '../../lib/http-errors';
import type { ThrottleKey } from '../auth/throttle';
import type { CustomCartsService } from '../custom-carts/service';
import { findLiveStatementLink, insertStatementLink, revokeStatementLinks } from './repository';
import { tokenDigest } from '../../lib/token-digest';

/** A statement link lives 30 days (decision 0770). */
export const STATEMENT_LINK_DAYS = 30;
/** Unknown, revoked or expired tokens an address may try in the throttle's window before it waits. */
export const STATEMENT_MISSES_FREE = 20;

export function createStatementService(deps: {
  db: Db;
  clock: Clock;
  carts: CustomCartsService;
  publicUrl: string;
  throttle: { claim(keys: ThrottleKey[]): Promise<number> };
}) {
  const { db, clock, carts } = deps;
  const notFound = () => new HttpError(404, statementMessages.page.notFound);

  /** An unknown, revoked or expired token: a 404 that says nothing more, counted per address (then a 429). */
  async function miss(address: string) {
    const wait = await deps.throttle.claim([{ key: `statement-miss:${address}`, free: STATEMENT_MISSES_FREE }]);
    return wait > 0 ? new HttpError(429, messages.generic.tooManyRequests) : notFound();
  }

  return {
    /**
     * The live link a token names, for what its holder may do besides reading (pay, report a payment; decision
     * 0771): who the socia and the client are, and the token's hash to key caps by. Refused as `view` refuses.
     */
    async resolve(token: string, address: string) {
      const tokenHash = tokenDigest(token);
      const link = await findLiveStatementLink(db, tokenHash, clock.now());
      if (!link) throw await miss(address);
      return { ...link, tokenHash };
    },

    /** A new link to one of her clients' statement (404 when the client is not hers). */
    async create(memberId: number, contactId: string): Promise<StatementLinkResponse> {
      if (!(await carts.clientStatement(memberId, contactId))) throw new HttpError(404, messages.generic.notFound);
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + STATEMENT_LINK_DAYS * 86_400_000);
      await insertStatementLink(db, { tokenHash: tokenDigest(token), memberId, contactId, createdAt: now, expiresAt });
      return { url: `${deps.publicUrl}/estado-de-cuenta/${token}`, expires_at: expiresAt.toISOString() };
    },

    /** Revokes every live link of one of her clients (404 when the client is not hers). */
    async revoke(memberId: number, contactId: string) {
      if (!(await carts.clientStatement(memberId, contactId))) throw new HttpError(404, messages.generic.notFound);
      return { revoked: await revokeStatementLinks(db, memberId, contactId, clock.now()) };
    },

    /**
     * What the link's holder sees: the client's first name, her store's name and photo, and her orders that still
     * owe with their figures. An unknown, revoked or expired token is a 404 that says nothing more, counted per
     * address (a guesser waits after STATEMENT_MISSES_FREE).
     */
    async view(token: string, address: string): Promise<StatementResponse> {
      const link = await findLiveStatementLink(db, tokenDigest(token), clock.now());
      const statement = link && (await carts.clientStatement(link.memberId, link.contactId));
      if (!statement) throw await miss(address);
      const orders = statement.orders.map((o) => ({
        order_id: o.order_id,
        date: mexicoDate(new Date(o.order_created_at)),
        items: o.cart_items
          .filter((i) => i.status !== 'CANCELED')
          .map((i) => ({ name: i.name, size_label: i.size_label, qty: i.qty })),
        total: o.money.total,
        paid: o.money.paid,
        left: o.money.left,
        overdue: o.money.overdue,
        overdue_since: o.money.overdue_since,
        next_due: o.money.next_due,
      }));
      const overdueSince = orders
        .map((o) => o.overdue_since)
        .filter((d): d is string => d !== null)
        .sort()[0];
      const nextDates = orders.map((o) => o.next_due?.date).filter((d): d is string => d !== undefined);
      const nextDate = nextDates.sort()[0];
      return {
        store: { store_id: statement.store?.storeId ?? '', photo: statement.store?.photo ?? null },
        client: { first_name: statement.contact.firstName },
        orders,
        owed: orders.reduce((sum, o) => sum + o.left, 0),
        overdue: orders.reduce((sum, o) => sum + o.overdue, 0),
        overdue_since: overdueSince ?? null,
        next_due:
          nextDate === undefined
            ? null
            : {
                date: nextDate,
                amount: orders.reduce((sum, o) => sum + (o.next_due?.date === nextDate ? o.next_due.amount : 0), 0),
              },
        today: statement.today,
      };
    },
  };
}
export type StatementService = ReturnType<typeof createStatementService>;
