import { membershipMessages } from '@shop/contracts/membership';
import { MEMBER_ROLE } from '@shop/contracts/profile-helpers';
import type { Clock } from '@shop/domain/clock';
import { addDays, mexicoDate } from '@shop/domain/mexico-dates';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { HttpError } from '../../lib/http-errors';
import { loadProfile } from '../customers/profile';
import { makeMember } from './repository';

/** Membership lasts a year from the day of affiliation. */
const MEMBERSHIP_DAYS = 365;

/** Conviértete en socia: the signed-in customer becomes a member; 409 when already one. */
export function createMembershipService(deps: { db: Db; clock: Clock }) {
  return {
    async join(me: CustomerRow) {
      const now = deps.clock.now();
      const updated = await makeMember(deps.db, me.id, {
        role: MEMBER_ROLE,
        affiliationEnd: addDays(mexicoDate(now), MEMBERSHIP_DAYS),
        now,
      });
      if (!updated) throw new HttpError(409, membershipMessages.alreadyMember);
      return loadProfile(deps.db, updated);
    },
  };
}
export type MembershipService = ReturnType<typeof createMembershipService>;
