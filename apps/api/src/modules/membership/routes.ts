import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { membershipBody, membershipMessages } from '@shop/contracts/membership';
import { customerProfile } from '@shop/contracts/profile';
import { MEMBER_ROLE } from '@shop/contracts/profile-helpers';
import type { Clock } from '@shop/domain/clock';
import { addDays, mexicoDate } from '@shop/domain/mexico-dates';
import type { Db } from '@shop/db/client';
import { customers } from '@shop/db/schema/index';
import { HttpError } from '../../lib/http-errors';
import { currentCustomer } from '../../plugins/session';
import type { Guard } from '../../http';
import { loadProfile } from '../customers/profile';

/** Membership lasts a year from the day of affiliation. */
export const MEMBERSHIP_DAYS = 365;

/**
 * POST customers/me/membership: the signed-in customer becomes a member (socia/socio): the member role, a
 * member number as username, a year of affiliation. Answers the new profile.
 */
export function membershipRoutes(deps: { db: Db; clock: Clock; guard: Guard }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customers/me/membership',
      {
        preHandler: deps.guard,
        schema: {
          tags: ['customers'],
          summary: 'Join the membership programme (Conviértete en socia)',
          body: membershipBody,
          response: { 200: customerProfile, 400: errorBody, 401: errorBody, 409: errorBody },
        },
      },
      async (request) => {
        const me = currentCustomer(request);
        const [updated] = await deps.db
          .update(customers)
          .set({
            role: MEMBER_ROLE,
            username: sql`nextval('member_number_seq')::text`,
            consolidatedAffiliationEndDate: addDays(mexicoDate(deps.clock.now()), MEMBERSHIP_DAYS),
            updatedAt: deps.clock.now(),
          })
          .where(and(eq(customers.id, me.id), isNull(customers.role)))
          .returning();
        if (!updated) throw new HttpError(409, membershipMessages.alreadyMember);
        return loadProfile(deps.db, updated);
      },
    );
  };
}
