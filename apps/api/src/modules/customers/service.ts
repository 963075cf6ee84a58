import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import type { SessionRow } from '../../lib/sql-parts-repository';
import { loadProfile, loadProfileTextForSession } from './profile';

/** The signed-in customer's profile (the same view personal data and membership answer after a change). */
export function createCustomerService(deps: { db: Db }) {
  return {
    profile: (customer: CustomerRow) => loadProfile(deps.db, customer),
    /** GET customers/me as JSON text: the session checked in the same statement (decisions 0780, 0782). */
    profileTextForSession: (session: SessionRow) => loadProfileTextForSession(deps.db, session),
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
