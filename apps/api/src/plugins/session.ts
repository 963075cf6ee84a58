import type { FastifyRequest } from 'fastify';
import { messages } from '@shop/contracts/messages';
import type { CustomerRow } from '@shop/db/schema/customers';
import type { SessionStore } from '../modules/auth/session-store';
import { HttpError } from '../lib/http-errors';
import type { SessionRow } from '../lib/sql-parts-repository';
import { guardPlugin, requireRequestFields } from './guard';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, set by the `customerSession` guard. */
    customer: CustomerRow | null;
    /** For a route that checks the session in its own statement: the session's customer as a sub-select. */
    sessionRow: SessionRow | null;
  }
  interface FastifyContextConfig {
    /**
     * The route reads the session's customer in the same statement as its data (decision 0780): the guard only
     * checks that a session cookie came and leaves `request.sessionRow` for the route's read.
     */
    sessionInStatement?: boolean;
  }
}

export interface SessionCookie {
  name: string;
  options: { httpOnly: true; sameSite: 'lax' | 'strict'; secure: boolean; path: '/' };
}

export function sessionCookie(production: boolean): SessionCookie {
  // The __Host- prefix (production) pins the cookie to this host, over HTTPS, for the whole site.
  return {
    name: production ? '__Host-sid' : 'sid',
    options: { httpOnly: true, sameSite: 'lax', secure: production, path: '/' },
  };
}

/**
 * The known-device cookie (decision 0642): set at every successful sign-in, it lets this device sign in to the
 * account while the account's throttle blocks other devices. HTTP-only, sent to the sign-in only.
 */
export function deviceCookie(production: boolean): SessionCookie {
  return {
    name: production ? '__Host-did' : 'did',
    options: { httpOnly: true, sameSite: 'strict', secure: production, path: '/' },
  };
}

/**
 * The session guard: registered once at the top of the account's route group, it answers 401 to every
 * request of that group without a live session and sets `request.customer` for the others. A route with
 * `config: { sessionInStatement: true }` checks the session in its own statement (one round trip, decision 0780):
 * for it the guard answers 401 without a session cookie and sets `request.sessionRow`, right before its handler (no
 * hook: guardPlugin).
 */
export const customerSession = guardPlugin<{
  sessions: Pick<SessionStore, 'customerFor' | 'row'>;
  cookie: SessionCookie;
}>('session', (scope, { sessions, cookie }) => {
  requireRequestFields(scope, 'customer', 'sessionRow');
  const lookUp = async (request: FastifyRequest, token: string) => {
    const customer = await sessions.customerFor(token);
    if (!customer) throw new HttpError(401, messages.generic.unauthenticated);
    request.customer = customer;
  };
  const tokenOf = (request: FastifyRequest) => {
    const token = request.cookies[cookie.name];
    if (!token) throw new HttpError(401, messages.generic.unauthenticated);
    return token;
  };
  return {
    check: (request) => lookUp(request, tokenOf(request)),
    inStatement: {
      applies: (route) => route.config?.sessionInStatement === true,
      prepare(request) {
        request.sessionRow = sessions.row(tokenOf(request));
      },
    },
  };
});

/** The session of a `sessionInStatement` route, for its read (which answers 401 when it names no live customer). */
export function sessionRowOf(request: FastifyRequest): SessionRow {
  if (!request.sessionRow) throw new HttpError(401, messages.generic.unauthenticated);
  return request.sessionRow;
}

/** The signed-in customer of a route in the `customerSession` group. */
export function currentCustomer(request: FastifyRequest): CustomerRow {
  if (!request.customer) throw new HttpError(401, messages.generic.unauthenticated);
  return request.customer;
}

/**
 * Path and query ids must name the signed-in customer. Another customer's id gets the same 404 as an id
 * that does not exist, so nothing is revealed about it.
 */
export function assertOwnCustomer(
  request: FastifyRequest,
  ids: { customerId?: string | undefined; username?: string | undefined },
) {
  const me = currentCustomer(request);
  if (ids.customerId !== undefined && ids.customerId !== me.customerId)
    throw new HttpError(404, messages.generic.notFound);
  if (ids.username !== undefined && ids.username !== me.username) throw new HttpError(404, messages.generic.notFound);
  return me;
}

/**
 * The signed-in member asking about her own customer_id: a customer who is not a member, or another member's id, is
 * the same 404 (decision 0510), so the routes of her business reveal nothing to others.
 */
export function assertOwnMember(request: FastifyRequest, customerId: string) {
  const me = assertOwnCustomer(request, { customerId });
  if (me.role !== 'rolMember') throw new HttpError(404, messages.generic.notFound);
  return me;
}
