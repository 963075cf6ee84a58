import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { loadProfile } from './profile';

/** The signed-in customer's profile (the same view personal data and membership answer after a change). */
export function createCustomerService(deps: { db: Db }) {
  return {
    profile: (customer: CustomerRow) => loadProfile(deps.db, customer),
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
