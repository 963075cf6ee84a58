import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { membershipBody } from '@shop/contracts/membership';
import { customerProfile } from '@shop/contracts/profile';
import { currentCustomer } from '../../plugins/session';
import type { MembershipService } from './service';

/**
 * POST customers/me/membership: the signed-in customer becomes a member (socia/socio): the member role, a
 * member number as username, a year of affiliation. Answers the new profile.
 */
export function membershipRoutes(deps: { membership: MembershipService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customers/me/membership',
      {
        schema: {
          tags: ['customers'],
          summary: 'Join the membership programme (Conviértete en socia)',
          body: membershipBody,
          response: { 200: customerProfile, 400: errorBody, 401: errorBody, 409: errorBody },
        },
      },
      async (request) => deps.membership.join(currentCustomer(request)),
    );
  };
}
