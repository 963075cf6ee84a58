import { randomBytes } from 'node:crypto';
import { messages } from '@shop/contracts/messages';
import type { LoginBody, RegisterBody } from '@shop/contracts/auth';
import {
  EMAIL_CONFIRMATION_PAGE,
  EMAIL_CONFIRMATION_TTL_MS,
  emailConfirmationMessages,
} from '@shop/contracts/email-confirmation';
import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { dummyHash, hashPassword, verifyPassword } from '@shop/db/passwords';
import type { Logger } from 'pino';
import {
  findContactTaken,
  findCustomerByEmail,
  forgetDevicesIdleSince,
  insertCustomer,
  insertEmailConfirmation,
  knownDeviceOf,
  refreshUnconfirmedCustomer,
  rememberDevice,
  spendEmailConfirmation,
} from './repository';
import { HttpError } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/sql-errors';
import type { Mailer } from '../../lib/messaging';
import { createSessionStore } from './session-store';
import { DAY_MS, createQuota } from './quota';
import {
  THROTTLE,
  accountKey,
  addressKey,
  createThrottle,
  deviceKey,
  registrationKey,
  type ThrottleKey,
} from './throttle';
import { tokenDigest } from '../../lib/token-digest';

/** Registration e-mails (confirmation links, 'Ya tienes una cuenta') one inbox receives in a day (decision 0720). */
export const REGISTRATION_MAILS_PER_DAY = 3;

/** A known device is forgotten after a year without signing in (the cookie lasts as long). */
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The e-mails of a registration (decisions 0643, 0704): the answer is the same, the inbox tells the truth. A new
 * account gets its confirmation link; the owner of an existing one is told that someone tried.
 */
const registrationMail = {
  confirm: (firstname: string, link: string) => ({
    subject: emailConfirmationMessages.mailSubject,
    text: emailConfirmationMessages.mailBody(firstname, link),
  }),
  emailTaken: {
    subject: 'Ya tienes una cuenta en Price Shoes',
    text: 'Alguien (quizá tú) intentó crear una cuenta en Price Shoes con este correo, que ya tiene una.\n\nSi fuiste tú, inicia sesión con tu contraseña; si no la recuerdas, usa "¿Olvidaste tu contraseña?". Si no fuiste tú, no tienes que hacer nada: tu cuenta sigue igual.',
  },
  phoneTaken: {
    subject: 'No pudimos crear tu cuenta de Price Shoes',
    text: 'Intentaste crear una cuenta en Price Shoes con un número de celular que ya está registrado en otra cuenta.\n\nSi esa cuenta es tuya, inicia sesión en ella; si no, crea tu cuenta con otro número de celular.',
  },
};

function tooMany(waitMs: number, message: (seconds: number) => string): HttpError {
  const seconds = Math.ceil(waitMs / 1000);
  return new HttpError(429, message(seconds), undefined, { 'retry-after': String(seconds) });
}

export function createAuthService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  /** The shop's public address, the host of the e-mailed links (never the request's Host header). */
  publicUrl: string;
}) {
  const sessions = createSessionStore(deps.db, deps.clock);
  const throttle = createThrottle(deps.db, deps.clock);
  const quota = createQuota(deps.db, deps.clock);

  /**
   * Whether a registration may still e-mail this inbox today (decision 0720): a few mails a day per recipient, so
   * registering someone else's address over and over cannot flood it. Past the cap the answer stays the same.
   */
  async function mayMail(to: string) {
    const { wait } = await quota.take([
      { key: `registration-mail:${to.trim().toLowerCase()}`, max: REGISTRATION_MAILS_PER_DAY, windowMs: DAY_MS },
    ]);
    if (wait > 0) deps.logger.warn('registration e-mail not sent: the recipient reached its daily cap');
    return wait === 0;
  }

  /** Tells the person by e-mail; a failed delivery is logged, never shown (the answer must not differ). */
  async function tell(to: string, mail: { subject: string; text: string }, counted = false) {
    if (!counted && !(await mayMail(to))) return;
    try {
      await deps.mailer.send({ to, ...mail });
    } catch (err) {
      deps.logger.warn({ err }, 'registration e-mail not delivered');
    }
  }

  /** A session for the customer, and the device token to set (the known one, or a fresh one). */
  async function signIn(customer: CustomerRow, knownDeviceToken: string | null) {
    const now = deps.clock.now();
    const device = knownDeviceToken ?? randomBytes(32).toString('base64url');
    await rememberDevice(deps.db, tokenDigest(device), customer.id, now);
    await forgetDevicesIdleSince(deps.db, customer.id, new Date(now.getTime() - DEVICE_TTL_MS));
    const session = await sessions.create(customer.id);
    return { customer, session, device: { token: device, expiresAt: new Date(now.getTime() + DEVICE_TTL_MS) } };
  }

  /** A fresh confirmation link for the account (earlier ones end), e-mailed to it. */
  async function sendConfirmation(customerId: number, email: string, firstname: string) {
    if (!(await mayMail(email))) return;
    const token = randomBytes(32).toString('base64url');
    const now = deps.clock.now();
    await insertEmailConfirmation(deps.db, {
      customerId,
      tokenHash: tokenDigest(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS),
    });
    await tell(
      email,
      registrationMail.confirm(firstname, `${deps.publicUrl}${EMAIL_CONFIRMATION_PAGE}#token=${token}`),
      true,
    );
  }

  return {
    sessions,
    /**
     * Signs in. `deviceToken` is the device cookie, if any: a device that has signed in to this account before
     * counts its attempts on its own key (no address key), so the owner is never locked out by others' tries.
     * Answers the session and the device token to set (a fresh one for a device not yet known).
     */
    async login(body: LoginBody, clientAddress: string, deviceToken: string | undefined) {
      const email = body.email.trim().toLowerCase();
      const deviceId = deviceToken && deviceToken.length <= 100 ? tokenDigest(deviceToken) : null;
      const knownTo = deviceId ? await knownDeviceOf(deps.db, deviceId, email) : null;
      const keys: ThrottleKey[] = knownTo
        ? [{ key: deviceKey(deviceId!), free: THROTTLE.accountFreeAttempts }]
        : [
            { key: accountKey(email), free: THROTTLE.accountFreeAttempts },
            { key: addressKey(clientAddress), free: THROTTLE.addressFreeAttempts },
          ];
      const wait = await throttle.claim(keys);
      if (wait > 0) throw tooMany(wait, messages.auth.throttled);
      const customer = await findCustomerByEmail(deps.db, email);
      const ok = await verifyPassword(customer?.passwordHash ?? (await dummyHash()), body.password);
      // An account whose e-mail is not confirmed answers exactly as a wrong password (decision 0704): the same
      // status and body after the same password check, and the attempt stays counted.
      if (!customer || !ok || !customer.emailConfirmedAt) throw new HttpError(401, messages.auth.invalidCredentials);
      await throttle.clear(keys[0]!.key);
      if (keys[1]) await throttle.release(keys[1]);
      return signIn(customer, knownTo ? deviceToken! : null);
    },
    /**
     * Opens an e-mailed confirmation link: confirms the account and signs in on this device (decision 0704).
     * A link that is unknown, used, expired or replaced is a 400; nothing changes.
     */
    async confirmEmail(token: string) {
      const now = deps.clock.now();
      const customer = await deps.db.transaction((tx) => spendEmailConfirmation(tx, tokenDigest(token), now));
      if (!customer)
        throw new HttpError(400, emailConfirmationMessages.linkInvalid, [
          { path: 'token', message: emailConfirmationMessages.linkInvalid },
        ]);
      return signIn(customer, null);
    },
    /**
     * Creates the account, or tells the owner of the e-mail (or of the phone) by e-mail that someone tried:
     * the answer is the same in every case, so it does not reveal who has an account. Throttled per address.
     */
    async register(body: RegisterBody, clientAddress: string): Promise<void> {
      const wait = await throttle.claim([
        { key: registrationKey(clientAddress), free: THROTTLE.registrationFreeAttempts },
      ]);
      if (wait > 0) throw tooMany(wait, () => messages.generic.tooManyRequests);
      // Hashed in every case, so that the time of the answer does not tell either.
      const passwordHash = await hashPassword(body.password);
      const taken = await findContactTaken(deps.db, body.email, body.mobile_telephone);
      const details = {
        passwordHash,
        firstname: body.firstname,
        lastname: body.lastname,
        motherLastName: body.mother_last_name ?? null,
        mobileTelephone: body.mobile_telephone,
      };
      if (taken && taken.email.toLowerCase() === body.email) {
        if (taken.confirmed) return tell(taken.email, registrationMail.emailTaken);
        // Not confirmed yet: the latest registration replaces the earlier one and gets a fresh link; only the
        // e-mail's owner can open it.
        try {
          if (await refreshUnconfirmedCustomer(deps.db, taken.id, details, deps.clock.now()))
            return sendConfirmation(taken.id, body.email, body.firstname);
          return tell(taken.email, registrationMail.emailTaken);
        } catch (err) {
          if (isUniqueViolation(err)) return tell(body.email, registrationMail.phoneTaken);
          throw err;
        }
      }
      if (taken) return tell(body.email, registrationMail.phoneTaken);
      let created: CustomerRow;
      try {
        created = await insertCustomer(deps.db, { email: body.email, ...details });
      } catch (err) {
        // Two registrations racing for one e-mail or phone: the unique index decides; the loser is told by e-mail.
        if (isUniqueViolation(err)) return tell(body.email, registrationMail.emailTaken);
        throw err;
      }
      await sendConfirmation(created.id, created.email, created.firstname);
    },
    async logout(token: string | undefined) {
      if (token) await sessions.destroy(token);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
