import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyApp } from '../http';
import { messages } from '@shop/contracts/messages';
import type { CustomerRow } from '@shop/db/schema/customers';
import type { SessionStore } from '../modules/auth/session-store';
import { HttpError } from '../lib/http-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, set by `requireCustomer`. */
    customer: CustomerRow | null;
  }
}

export interface SessionCookie {
  name: string;
  options: { httpOnly: true; sameSite: 'lax'; secure: boolean; path: '/' };
}

export function sessionCookie(production: boolean): SessionCookie {
  // The __Host- prefix (production) pins the cookie to this host, over HTTPS, for the whole site.
  return {
    name: production ? '__Host-sid' : 'sid',
    options: { httpOnly: true, sameSite: 'lax', secure: production, path: '/' },
  };
}

export function registerSession(app: AnyApp, store: SessionStore, cookie: SessionCookie) {
  app.decorateRequest('customer', null);

  /** preHandler for every route under the account: 401 without a live session. */
  const requireCustomer = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = request.cookies[cookie.name];
    const customer = token ? await store.customerFor(token) : null;
    if (!customer) throw new HttpError(401, messages.generic.unauthenticated);
    request.customer = customer;
  };
  return { requireCustomer };
}

/** The signed-in customer of a route guarded by `requireCustomer`. */
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
