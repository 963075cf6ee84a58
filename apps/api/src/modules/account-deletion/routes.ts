import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { accountDeletionBody, deletionCheck } from '@shop/contracts/account-deletion';
import { assertOwnCustomer, currentCustomer, type SessionCookie } from '../../plugins/session';
import type { AccountDeletionService } from './service';

export function accountDeletionRoutes(deps: {
  deletion: AccountDeletionService;
  cookie: SessionCookie;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customers/me/deletion-check',
      {
        schema: {
          tags: ['account-deletion'],
          summary: 'Open credit or customer payments to warn about before deleting the account',
          response: { 200: deletionCheck, 401: errorBody },
        },
      },
      async (request) => deps.deletion.check(currentCustomer(request)),
    );

    app.delete(
      '/customers/',
      {
        schema: {
          tags: ['account-deletion'],
          summary: 'Delete the account: anonymise personal data, end every session, keep the order history',
          body: accountDeletionBody,
          response: { 204: z.null(), 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request, reply) => {
        await deps.deletion.delete(assertOwnCustomer(request, { customerId: request.body.customer_id }), request.body);
        reply.clearCookie(deps.cookie.name, deps.cookie.options);
        return reply.code(204).send(null);
      },
    );
  };
}
