/**
 * Factories with overrides, shared by the demo seed and the tests (STYLE: one way to make a row).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from './client';
import { customerAddresses, customers, stores } from './schema/index';
import { hashPassword } from './passwords';
import type { CustomerRow } from './schema/customers';

export type { CustomerRow };

export const DEMO_PASSWORD = 'Demo1234!';

let demoHash: Promise<string> | undefined;
/** The argon2id hash of the demo password, computed once per process. */
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

export type NewCustomer = Partial<typeof customers.$inferInsert> & { password?: string; member?: boolean };

let counter = 0;
export async function createCustomer(db: DbOrTx, overrides: NewCustomer = {}): Promise<CustomerRow> {
  const { password, member, ...rest } = overrides;
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6)}`;
  const [numbers] = await queryRows<{ customer_id: string; member_number: string | null }>(
    db,
    sql`select nextval('customer_number_seq')::text as customer_id,
               ${member || rest.role === 'rolMember' ? sql`nextval('member_number_seq')::text` : sql`null`} as member_number`,
  );
  const customerId = rest.customerId ?? numbers!.customer_id;
  const isMember = member ?? rest.role === 'rolMember';
  const [row] = await db
    .insert(customers)
    .values({
      customerId,
      username: rest.username ?? (isMember ? (numbers!.member_number ?? customerId) : customerId),
      email: `persona.${unique}@prueba.mx`,
      passwordHash: rest.passwordHash ?? (password ? await hashPassword(password) : await demoPasswordHash()),
      firstname: 'María',
      lastname: 'López',
      motherLastName: 'Hernández',
      mobileTelephone: `5255${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      dob: '1990-05-14',
      role: isMember ? 'rolMember' : null,
      consolidatedAffiliationEndDate: isMember ? '2027-12-31' : null,
      ...rest,
    })
    .returning();
  return row!;
}

export type NewAddress = Partial<typeof customerAddresses.$inferInsert> & { customerId: number };
export async function createAddress(db: DbOrTx, values: NewAddress) {
  const [row] = await db
    .insert(customerAddresses)
    .values({
      firstname: 'María',
      lastname: 'López',
      street: 'Calle Colima',
      externalNumber: '125',
      postcode: '06700',
      colonyId: 947,
      colony: 'Roma Norte',
      municipality: 'Cuauhtémoc',
      municipalityId: 15,
      state: 'Ciudad de México',
      stateId: 9,
      city: 'Ciudad de México',
      telephone: '525512345678',
      reference: 'Entre Córdoba y Mérida, portón negro',
      ...values,
    })
    .returning();
  return row!;
}

export type NewStore = Partial<typeof stores.$inferInsert> & { id: string; name: string };
export async function createStore(db: DbOrTx, values: NewStore) {
  const [row] = await db
    .insert(stores)
    .values({
      street: 'Av. Insurgentes Sur 1235',
      colony: 'Del Valle Centro',
      city: 'Ciudad de México',
      state: 'Ciudad de México',
      postcode: '03100',
      phone: '5552001000',
      openingHours: 'Lunes a domingo de 10:00 a 21:00',
      ...values,
    })
    .returning();
  return row!;
}
