import { and, asc, eq, gte, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { contactAddresses, contacts, type ContactAddressRow, type ContactRow } from '@shop/db/schema/index';
import { escapeLike } from '@shop/db/like';

/**
 * Data access of a member's clients (contacts) and their addresses (decision 0501, 0530). Every statement names
 * the member in its `where`; an address is reached only through a contact of hers.
 */

/** Her clients, by first name; `find` is a first-name prefix of search_name or a phone prefix. */
export function listContacts(db: DbOrTx, memberId: number, find?: { name: string; phone: string | null }) {
  const conditions = [eq(contacts.memberId, memberId)];
  if (find) {
    const byName = like(contacts.searchName, `${escapeLike(find.name)}%`);
    const byPhone = find.phone ? phonePrefix(find.phone) : undefined;
    conditions.push(byPhone ? or(byName, byPhone)! : byName);
  }
  return db
    .select()
    .from(contacts)
    .where(and(...conditions))
    .orderBy(asc(contacts.searchName), asc(contacts.contactId))
    .limit(500);
}

/** '55' matches 55…, 5255… (with or without the country code): a range on the member's phone index. */
function phonePrefix(digits: string) {
  const ranges = [digits.startsWith('52') ? digits : `52${digits}`];
  if (digits.startsWith('52')) ranges.push(`52${digits}`);
  return or(...ranges.map((p) => and(gte(contacts.phone, p), lt(contacts.phone, `${p}\uffff`))));
}

export async function findContact(db: DbOrTx, memberId: number, contactId: string): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.contactId, contactId), eq(contacts.memberId, memberId)));
  return row;
}

export async function findContactByPhone(db: DbOrTx, memberId: number, phone: string): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.memberId, memberId), eq(contacts.phone, phone)));
  return row;
}

/** Addresses of her contacts (the contact ids were read with her member id in the where). */
export function addressesOf(db: DbOrTx, memberId: number, contactIds: string[]): Promise<ContactAddressRow[]> {
  if (contactIds.length === 0) return Promise.resolve([]);
  return db
    .select({ address: contactAddresses })
    .from(contactAddresses)
    .innerJoin(contacts, eq(contacts.contactId, contactAddresses.contactId))
    .where(and(eq(contacts.memberId, memberId), inArray(contactAddresses.contactId, contactIds)))
    .orderBy(asc(contactAddresses.createdAt), asc(contactAddresses.addressId))
    .then((rows) => rows.map((r) => r.address));
}

export interface ContactFields {
  firstName: string;
  lastName: string;
  searchName: string;
  phone: string;
  email: string | null;
}

export async function insertContact(db: DbOrTx, memberId: number, fields: ContactFields, at: Date) {
  const [row] = await db
    .insert(contacts)
    .values({ memberId, ...fields, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

/** Updates her contact; undefined when it is not hers. */
export async function updateContact(db: DbOrTx, memberId: number, contactId: string, fields: ContactFields, at: Date) {
  const [row] = await db
    .update(contacts)
    .set({ ...fields, updatedAt: at })
    .where(and(eq(contacts.contactId, contactId), eq(contacts.memberId, memberId)))
    .returning();
  return row;
}

/** Deletes her contact (addresses cascade; her orders keep no contact). True when one was deleted. */
export async function deleteContact(db: DbOrTx, memberId: number, contactId: string) {
  const rows = await db
    .delete(contacts)
    .where(and(eq(contacts.contactId, contactId), eq(contacts.memberId, memberId)))
    .returning({ id: contacts.contactId });
  return rows.length > 0;
}

export interface AddressFields {
  postcode: string;
  street: string;
  externalNumber: string;
  colony: string;
  municipality: string;
  city: string;
  state: string;
}

const ownContact = (memberId: number, contactId: string) =>
  sql`${contactAddresses.contactId} in (select ${contacts.contactId} from ${contacts} where ${and(
    eq(contacts.memberId, memberId),
    eq(contacts.contactId, contactId),
  )})`;

export async function insertAddress(db: DbOrTx, memberId: number, contactId: string, fields: AddressFields, at: Date) {
  if (!(await findContact(db, memberId, contactId))) return undefined;
  const [row] = await db
    .insert(contactAddresses)
    .values({ contactId, ...fields, createdAt: at })
    .returning();
  return row;
}

export async function updateAddress(
  db: DbOrTx,
  memberId: number,
  contactId: string,
  addressId: string,
  fields: AddressFields,
) {
  const [row] = await db
    .update(contactAddresses)
    .set(fields)
    .where(and(eq(contactAddresses.addressId, addressId), ownContact(memberId, contactId)))
    .returning();
  return row;
}

export async function deleteAddress(db: DbOrTx, memberId: number, contactId: string, addressId: string) {
  const rows = await db
    .delete(contactAddresses)
    .where(and(eq(contactAddresses.addressId, addressId), ownContact(memberId, contactId)))
    .returning({ id: contactAddresses.addressId });
  return rows.length > 0;
}
