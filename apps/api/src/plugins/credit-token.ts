import type { FastifyRequest } from 'fastify';
import { creditMessages } from '@shop/contracts/credit';
import { messages } from '@shop/contracts/messages';
import type { CustomerRow } from '@shop/db/schema/customers';
import { HttpError } from '../lib/http-errors';
import { guardPlugin, requireRequestFields } from './guard';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer the credit bearer token was issued to, set by the `creditToken` guard. */
    creditCustomer: CustomerRow | null;
  }
}

/**
 * The credit service's guard (docs/decisions/0301-credit-service.md): every request of its route group
 * carries a live bearer token issued by GET credit/auth; 401 with `WWW-Authenticate: Bearer` otherwise.
 */
export const creditToken = guardPlugin<{ tokens: { customerFor(token: string): Promise<CustomerRow | null> } }>(
  'creditToken',
  (scope, { tokens }) => {
    requireRequestFields(scope, 'creditCustomer');
    return {
      check: async (request) => {
        const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
        const customer = match ? await tokens.customerFor(match[1]!) : null;
        if (!customer)
          throw new HttpError(401, creditMessages.tokenMissing, undefined, { 'www-authenticate': 'Bearer' });
        request.creditCustomer = customer;
      },
    };
  },
);

/** The id_socio a credit call carries must be the token's own customer (its customer_id). */
export function creditSocio(request: FastifyRequest, idSocio: string): CustomerRow {
  const customer = request.creditCustomer;
  if (!customer) throw new HttpError(401, creditMessages.tokenMissing);
  if (idSocio !== customer.customerId) throw new HttpError(404, messages.generic.notFound);
  return customer;
}
