import { and, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@shop/db/client';
import { customers } from '@shop/db/schema/index';
import type { CustomerRow } from '@shop/db/schema/customers';

/** The live (not deleted) account with this e-mail, compared in lower case. */
export async function findCustomerByEmail(db: DbOrTx, email: string): Promise<CustomerRow | null> {
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(sql`lower(${customers.email}) = ${email}`, isNull(customers.deletedAt)))
    .limit(1);
  return customer ?? null;
}

/** A live account already holding this e-mail or this mobile phone, if any. */
export async function findContactTaken(db: DbOrTx, email: string, mobileTelephone: string) {
  const [taken] = await db
    .select({ email: customers.email, phone: customers.mobileTelephone })
    .from(customers)
    .where(
      and(
        isNull(customers.deletedAt),
        sql`(lower(${customers.email}) = ${email} or ${customers.mobileTelephone} = ${mobileTelephone})`,
      ),
    )
    .limit(1);
  return taken ?? null;
}

/**
 * A new customer account with exactly what the person gave: the next customer number is both its
 * customer_id and its username (not a member, so no role and no affiliation).
 */
export async function insertCustomer(
  db: DbOrTx,
  values: {
    email: string;
    passwordHash: string;
    firstname: string;
    lastname: string;
    motherLastName: string | null;
    mobileTelephone: string;
  },
): Promise<CustomerRow> {
  const [number] = await queryRows<{ customer_id: string }>(
    db,
    sql`select nextval('customer_number_seq')::text as customer_id`,
  );
  const customerId = number!.customer_id;
  const [row] = await db
    .insert(customers)
    .values({ ...values, customerId, username: customerId, dob: null, role: null })
    .returning();
  return row!;
}
