import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CustomerRow } from '@shop/db/schema/customers';
import { errorBody } from '@shop/contracts/auth';
import { customerProfile } from '@shop/contracts/profile';
import { sessionRowOf } from '../../plugins/session';
import { sendJsonText } from '../../lib/json-text';
import type { CustomerService } from './service';

export function customerRoutes(deps: { customers: CustomerService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customers/me',
      {
        config: { sessionInStatement: true },
        schema: {
          tags: ['customers'],
          summary: 'The signed-in customer profile',
          response: { 200: customerProfile, 401: errorBody },
        },
      },
      async (request, reply) => sendJsonText(reply, await deps.customers.profileTextForSession(sessionRowOf(request))),
    );
  };
}

/**
 * GET /api/session/customer: the web's "who is signed in" check, open to anyone. A signed-out visitor gets 200
 * `{customer: null}` rather than customers/me's 401, which the browser logs as a console error on every public
 * page (issue 16); customers/me keeps running.md's contract.
 */
export function sessionCustomerRoutes(deps: {
  customers: CustomerService;
  optionalCustomer: (request: FastifyRequest) => Promise<CustomerRow | null>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/session/customer',
      {
        schema: {
          tags: ['customers'],
          summary: 'The signed-in customer profile, or null for a visitor without a session',
          response: { 200: z.object({ customer: customerProfile.nullable() }) },
        },
      },
      async (request) => {
        const customer = await deps.optionalCustomer(request);
        return { customer: customer ? await deps.customers.profile(customer) : null };
      },
    );
  };
}
