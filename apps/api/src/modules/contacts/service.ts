import { randomInt } from 'node:crypto';
import { UUID_PATTERN } from '@shop/contracts/input';
import type { Clock } from '@shop/domain/clock';
import { searchKey } from '@shop/domain/customer-orders';
import type { Db, DbOrTx } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import type { ContactAddressRow, ContactRow } from '@shop/db/schema/index';
import { hashPassword } from '@shop/db/passwords';
import { addressMessages } from '@shop/contracts/addresses';
import { contactCodeMessages, contactsMessages } from '@shop/contracts/contacts-messages';
import type { ContactAddressBody, ContactBody, ContactView } from '@shop/contracts/contacts';
import { OTP_POLICY, otpMessages } from '@shop/contracts/one-time-codes';
import { postalCodeMessages } from '@shop/contracts/postal-codes';
import type { Logger } from 'pino';
import { HttpError } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/sql-errors';
import type { SmsSender } from '../../lib/messaging';
import { lockCustomer } from '../customers/public';
import * as codes from '../one-time-codes/public';
import type { OneTimeCodeService } from '../one-time-codes/service';
import { maskDestination, numberFull, smsToNumber } from '../one-time-codes/service';
import { DAY_MS, HOUR_MS, createQuota } from '../auth/quota';
import { findPostalCode } from '../postal-codes/public';
import * as repo from './repository';

const notFound = () => new HttpError(404, contactsMessages.notFound);
const addressNotFound = () => new HttpError(404, contactsMessages.addressNotFound);
const phoneTaken = () =>
  new HttpError(409, contactsMessages.phoneTaken, [{ path: 'phone', message: contactsMessages.phoneTaken }]);

/** Codes a member may ask for all her clients' phones together in an hour (decision 0533). */
export const CONTACT_CODES_PER_HOUR = 20;

/** A socia whose account is younger than this many days asks at most NEW_MEMBER_CODES_PER_DAY client codes a day. */
export const NEW_MEMBER_DAYS = 7;
export const NEW_MEMBER_CODES_PER_DAY = 5;

/** A code for a client's phone is kept apart from the member's own profile codes by its destination. */
export const contactDestination = (phone: string) => `contact:${phone}`;

/** Clients belong to members only: a customer who is not one gets the same 404 as a missing client. */
function memberId(customer: CustomerRow) {
  if (customer.role !== 'rolMember') throw notFound();
  return customer.id;
}

export function toContactView(owner: CustomerRow, c: ContactRow, addresses: ContactAddressRow[]): ContactView {
  return {
    contact_id: c.contactId,
    member_id: owner.customerId,
    first_name: c.firstName,
    last_name: c.lastName,
    phone: c.phone,
    email: c.email,
    addresses: addresses
      .filter((a) => a.contactId === c.contactId)
      .map((a) => ({
        address_id: a.addressId,
        contact_id: a.contactId,
        postcode: a.postcode,
        street: a.street,
        external_number: a.externalNumber,
        colony: a.colony,
        municipality: a.municipality,
        city: a.city,
        state: a.state,
      })),
  };
}

/** A client's stored fields from her name, phone and email: one list for 'Mis clientes' and her store's requests. */
export const contactFields = (
  person: Pick<ContactBody, 'first_name' | 'last_name' | 'phone'> & { email?: string | null | undefined },
): repo.ContactFields => ({
  firstName: person.first_name,
  lastName: person.last_name,
  searchName: searchKey(`${person.first_name} ${person.last_name}`),
  phone: person.phone,
  email: person.email?.toLowerCase() ?? null,
});

/**
 * Her client with that phone, or a new one with the name, phone and email given (a request from her store she
 * accepts), in the caller's transaction.
 */
export async function contactForPhone(
  tx: DbOrTx,
  memberId: number,
  person: Parameters<typeof contactFields>[0],
  at: Date,
): Promise<ContactRow> {
  return (
    (await repo.findContactByPhone(tx, memberId, person.phone)) ??
    (await repo.insertContact(tx, memberId, contactFields(person), at))
  );
}

/**
 * 'Mis clientes' (reseller-area.md §2, §4, §5; customer-account.md §7; decision 0530). A new client, or a new phone
 * for one, needs the manage-contact token: the client received a 6-digit code by SMS and the member typed it.
 */
export function createContactsService(deps: {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  codes: Pick<OneTimeCodeService, 'validate' | 'consumeToken'>;
  logger: Logger;
  /** Told each code that went out, for the operator's metrics. */
  onCodeSent?: (() => void) | undefined;
}) {
  const { db } = deps;
  const quota = createQuota(db, deps.clock);

  async function view(owner: CustomerRow, contact: ContactRow, tx: DbOrTx = db) {
    return toContactView(owner, contact, await repo.addressesOf(tx, owner.id, [contact.contactId]));
  }

  async function own(tx: DbOrTx, owner: CustomerRow, contactId: string) {
    const id = memberId(owner);
    if (!UUID_PATTERN.test(contactId)) throw notFound();
    const contact = await repo.findContact(tx, id, contactId);
    if (!contact) throw notFound();
    return contact;
  }

  async function addressFields(body: ContactAddressBody): Promise<repo.AddressFields> {
    const zip = await findPostalCode(db, body.postcode);
    if (!zip) {
      const message = postalCodeMessages.unknown(body.postcode);
      throw new HttpError(400, message, [{ path: 'postcode', message }]);
    }
    const colony = zip.colonies.find((c) => c.name.toLowerCase() === body.colony.toLowerCase());
    if (!colony)
      throw new HttpError(400, addressMessages.colonyNotInZip, [
        { path: 'colony', message: addressMessages.colonyNotInZip },
      ]);
    return {
      postcode: zip.zip_code,
      street: body.street,
      externalNumber: body.external_number,
      colony: colony.name,
      municipality: zip.municipality.name,
      city: zip.city || zip.municipality.name,
      state: zip.state.name,
    };
  }

  async function spendToken(tx: DbOrTx, owner: CustomerRow, token: string | undefined, phone: string) {
    if (!token) throw new HttpError(403, contactCodeMessages.tokenMissing);
    try {
      await deps.codes.consumeToken(tx, owner.id, token, 'sms', contactDestination(phone));
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 403)
        throw new HttpError(
          403,
          err.message === otpMessages.tokenMismatch
            ? contactCodeMessages.tokenMismatch
            : contactCodeMessages.tokenInvalid,
        );
      throw err;
    }
  }

  return {
    async list(owner: CustomerRow, find: string | undefined) {
      const id = memberId(owner);
      const key = find ? searchKey(find) : '';
      const digits = key.replace(/\D/g, '');
      const rows = await repo.listContacts(
        db,
        id,
        key ? { name: key, phone: digits.length === key.replace(/\s/g, '').length ? digits : null } : undefined,
      );
      const addresses = await repo.addressesOf(
        db,
        id,
        rows.map((r) => r.contactId),
      );
      return { contacts: rows.map((c) => toContactView(owner, c, addresses)), total_count: rows.length };
    },

    async get(owner: CustomerRow, contactId: string) {
      return view(owner, await own(db, owner, contactId));
    },

    async lookup(owner: CustomerRow, phone: string) {
      const contact = await repo.findContactByPhone(db, memberId(owner), phone);
      if (!contact) throw notFound();
      return view(owner, contact);
    },

    /** Sends a code to the client's phone; limited per client phone and for all her clients (decision 0533). */
    async requestCode(owner: CustomerRow, phone: string) {
      const id = memberId(owner);
      if (await repo.findContactByPhone(db, id, phone)) throw phoneTaken();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const codeHash = await hashPassword(code);
      const now = deps.clock.now();
      const limited = await db.transaction(async (tx) => {
        await lockCustomer(tx, id);
        const hourAgo = new Date(now.getTime() - 60 * 60_000);
        // Her clients' codes have their own buckets, apart from her profile codes (decision 0533): per client phone
        // the shop's rules (one a minute, 5 an hour), and at most CONTACT_CODES_PER_HOUR for all her clients.
        const samePhone = await codes.codesSince(tx, id, hourAgo, {
          kind: 'contact',
          destination: contactDestination(phone),
        });
        const newest = samePhone[0];
        if (newest) {
          const wait = newest.createdAt.getTime() + OTP_POLICY.resendAfterMs - now.getTime();
          if (wait > 0)
            return { seconds: Math.ceil(wait / 1000), message: otpMessages.resendWait(Math.ceil(wait / 1000)) };
        }
        const untilFree = (
          rows: { createdAt: Date }[],
          max: number,
          text: (count: number, minutes: number) => string,
        ) => {
          if (rows.length < max) return null;
          const oldest = rows[max - 1]!;
          const seconds = Math.max(1, Math.ceil((oldest.createdAt.getTime() + 60 * 60_000 - now.getTime()) / 1000));
          return { seconds, message: text(max, Math.ceil(seconds / 60)) };
        };
        const limit =
          untilFree(samePhone, OTP_POLICY.maxPerHour, otpMessages.hourlyLimit) ??
          untilFree(
            await codes.codesSince(tx, id, hourAgo, { kind: 'contacts' }),
            CONTACT_CODES_PER_HOUR,
            otpMessages.clientsHourlyLimit,
          );
        if (limit) return limit;
        // Across all members: a number gets a few codes a day; a new socia has a small daily budget (decision 0720).
        const budget = { key: `new-member-codes:${id}`, max: NEW_MEMBER_CODES_PER_DAY, windowMs: DAY_MS };
        const isNew = now.getTime() - owner.createdAt.getTime() < NEW_MEMBER_DAYS * DAY_MS;
        const { wait, full } = await quota.takeIn(tx, [smsToNumber(phone), ...(isNew ? [budget] : [])]);
        if (wait > 0 && full?.key === budget.key)
          return {
            seconds: Math.ceil(wait / 1000),
            message: otpMessages.newMemberDailyLimit(NEW_MEMBER_CODES_PER_DAY, Math.max(1, Math.ceil(wait / HOUR_MS))),
          };
        if (wait > 0) return numberFull(wait);
        await codes.expireOpenCodes(tx, id, now);
        await codes.purgeOldCodes(tx, id, new Date(now.getTime() - 24 * 60 * 60_000));
        return codes.insertCode(tx, {
          customerId: id,
          channel: 'sms',
          destination: contactDestination(phone),
          codeHash,
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_POLICY.ttlMs),
        });
      });
      if ('message' in limited)
        throw new HttpError(429, limited.message, undefined, { 'retry-after': String(limited.seconds) });
      try {
        await deps.sms.send({
          to: phone,
          body: `Tu código de Price Shoes para que tu socia te registre como cliente es ${code}. Vence en 10 minutos. No lo compartas con nadie más.`,
        });
        deps.onCodeSent?.();
      } catch (err) {
        deps.logger.error({ err }, 'contact code could not be delivered');
        await codes.expireOpenCodes(db, id, deps.clock.now());
        throw new HttpError(502, otpMessages.requestFailed);
      }
      return {
        message: contactCodeMessages.sent,
        channel: 'sms' as const,
        sent_to: maskDestination('sms', phone),
        expires_in: OTP_POLICY.ttlMs / 1000,
        resend_in: OTP_POLICY.resendAfterMs / 1000,
      };
    },

    /** Checks the code sent to a client's phone: the answer's token allows one create or phone change. */
    async validateCode(owner: CustomerRow, otp: string) {
      memberId(owner);
      const outcome = await deps.codes.validate(owner, otp);
      if (!outcome.destination.startsWith('contact:')) throw new HttpError(400, otpMessages.expired);
      return { token: outcome.token, phone: outcome.destination.slice('contact:'.length) };
    },

    async create(owner: CustomerRow, body: ContactBody, token: string | undefined) {
      const id = memberId(owner);
      if (body.member_id !== undefined && body.member_id !== owner.customerId) throw notFound();
      try {
        const contact = await db.transaction(async (tx) => {
          if (await repo.findContactByPhone(tx, id, body.phone)) throw phoneTaken();
          await spendToken(tx, owner, token, body.phone);
          return repo.insertContact(tx, id, contactFields(body), deps.clock.now());
        });
        return await view(owner, contact);
      } catch (err) {
        if (isUniqueViolation(err)) throw phoneTaken();
        throw err;
      }
    },

    /** Names and e-mail change freely; a new phone needs a token for that phone (decision 0530). */
    async update(owner: CustomerRow, contactId: string, body: ContactBody, token: string | undefined) {
      if (body.member_id !== undefined && body.member_id !== owner.customerId) throw notFound();
      try {
        const contact = await db.transaction(async (tx) => {
          const current = await own(tx, owner, contactId);
          if (current.phone !== body.phone) {
            const other = await repo.findContactByPhone(tx, owner.id, body.phone);
            if (other) throw phoneTaken();
            await spendToken(tx, owner, token, body.phone);
          }
          const row = await repo.updateContact(tx, owner.id, contactId, contactFields(body), deps.clock.now());
          if (!row) throw notFound();
          return row;
        });
        return await view(owner, contact);
      } catch (err) {
        if (isUniqueViolation(err)) throw phoneTaken();
        throw err;
      }
    },

    async remove(owner: CustomerRow, contactId: string) {
      const id = memberId(owner);
      if (!UUID_PATTERN.test(contactId) || !(await repo.deleteContact(db, id, contactId))) throw notFound();
    },

    async addAddress(owner: CustomerRow, contactId: string, body: ContactAddressBody) {
      const contact = await own(db, owner, contactId);
      const values = await addressFields(body);
      const row = await repo.insertAddress(db, owner.id, contactId, values, deps.clock.now());
      if (!row) throw notFound();
      return view(owner, contact);
    },

    async updateAddress(owner: CustomerRow, contactId: string, addressId: string, body: ContactAddressBody) {
      const contact = await own(db, owner, contactId);
      if (!UUID_PATTERN.test(addressId)) throw addressNotFound();
      const values = await addressFields(body);
      if (!(await repo.updateAddress(db, owner.id, contactId, addressId, values))) throw addressNotFound();
      return view(owner, contact);
    },

    async removeAddress(owner: CustomerRow, contactId: string, addressId: string) {
      const contact = await own(db, owner, contactId);
      if (!UUID_PATTERN.test(addressId) || !(await repo.deleteAddress(db, owner.id, contactId, addressId)))
        throw addressNotFound();
      return view(owner, contact);
    },
  };
}
export type ContactsService = ReturnType<typeof createContactsService>;
