import { randomBytes, randomInt } from 'node:crypto';
import { messages } from '@shop/contracts/messages';
import { OTP_POLICY, otpMessages, type OtpRequestBody } from '@shop/contracts/one-time-codes';
import type { Clock } from '@shop/domain/clock';
import type { DbOrTx, Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { hashPassword, verifyPassword } from '@shop/db/passwords';
import type { Logger } from 'pino';
import type { Mailer, SmsSender } from '../../lib/messaging';
import { HttpError } from '../../lib/http-errors';
import { lockCustomer } from '../customers/public';
import * as repo from './repository';
import { DAY_MS, HOUR_MS, createQuota, type QuotaKey } from '../auth/quota';
import type { Channel } from './repository';
import { tokenDigest } from '../../lib/token-digest';

/** SMS codes one phone number receives in a day, whoever asks for them (decision 0720). */
export const SMS_CODES_PER_NUMBER_DAY = 5;
export const smsToNumber = (phone: string): QuotaKey => ({
  key: `sms-to:${phone}`,
  max: SMS_CODES_PER_NUMBER_DAY,
  windowMs: DAY_MS,
});
const hoursOf = (ms: number) => Math.max(1, Math.ceil(ms / HOUR_MS));
/** The 429 of a number that received its codes for the day. */
export const numberFull = (waitMs: number) => ({
  seconds: Math.ceil(waitMs / 1000),
  message: otpMessages.numberDailyLimit(SMS_CODES_PER_NUMBER_DAY, hoursOf(waitMs)),
});

/** 52******5678 / lu***@correo.mx: enough for the customer to recognise it. */
export function maskDestination(channel: Channel, destination: string): string {
  if (channel === 'sms') return `${destination.slice(0, 2)}******${destination.slice(-4)}`;
  const [user = '', domain = ''] = destination.split('@');
  return `${user.slice(0, 2)}${'*'.repeat(Math.max(1, user.length - 2))}@${domain}`;
}

/** What the owner of an e-mail gets when another account asks to change its e-mail to hers (decision 0731). */
const TAKEN_EMAIL_NOTICE = {
  subject: 'Alguien quiso usar tu correo en Price Shoes',
  text: 'Alguien (quizá tú, desde otra cuenta) pidió usar este correo en otra cuenta de Price Shoes. No cambiamos nada: este correo sigue en tu cuenta.\n\nSi no fuiste tú, no tienes que hacer nada.',
};

export function takenError(channel: Channel) {
  const message = channel === 'sms' ? messages.auth.phoneTaken : messages.auth.emailTaken;
  return new HttpError(409, message, [{ path: channel === 'sms' ? 'phone' : 'mail', message }]);
}

/**
 * One-time codes for the phone and e-mail change (docs/decisions/0102-one-time-codes.md). Every limit is
 * kept in the database and checked under a lock on the customer's row, so it holds across API processes.
 */
export function createOneTimeCodeService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  logger: Logger;
  /** Told each code that went out, for the operator's metrics. */
  onSent?: ((channel: Channel) => void) | undefined;
}) {
  const quota = createQuota(deps.db, deps.clock);
  return {
    async request(customer: CustomerRow, body: OtpRequestBody) {
      const channel: Channel = 'phone' in body ? 'sms' : 'email';
      const destination = 'phone' in body ? body.phone : body.mail;
      const current = channel === 'sms' ? customer.mobileTelephone : customer.email.toLowerCase();
      if (current === destination) {
        const message = channel === 'sms' ? otpMessages.sameAsCurrentPhone : otpMessages.sameAsCurrentEmail;
        throw new HttpError(400, message, [{ path: channel === 'sms' ? 'phone' : 'mail', message }]);
      }
      // An e-mail of another account is not revealed (decision 0731, as registration does, 0643): the answer is the
      // one of a free address, within the same limits, and its owner gets a notice instead of a code, so nobody can
      // finish the change. A phone is still refused by name.
      const taken = await repo.contactTakenByAnotherCustomer(deps.db, customer.id, channel, destination);
      if (taken && channel === 'sms') throw takenError(channel);

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const codeHash = await hashPassword(code);
      const now = deps.clock.now();
      const limited = await deps.db.transaction(async (tx) => {
        await lockCustomer(tx, customer.id);
        // Her own codes only: the codes she asks for her clients have their own limits (decision 0533).
        const lastHour = await repo.codesSince(tx, customer.id, new Date(now.getTime() - 60 * 60_000), {
          kind: 'profile',
        });
        const newest = lastHour[0];
        if (newest) {
          const wait = newest.createdAt.getTime() + OTP_POLICY.resendAfterMs - now.getTime();
          if (wait > 0)
            return { seconds: Math.ceil(wait / 1000), message: otpMessages.resendWait(Math.ceil(wait / 1000)) };
        }
        if (lastHour.length >= OTP_POLICY.maxPerHour) {
          const oldest = lastHour[OTP_POLICY.maxPerHour - 1]!;
          const wait = oldest.createdAt.getTime() + 60 * 60_000 - now.getTime();
          const seconds = Math.max(1, Math.ceil(wait / 1000));
          return { seconds, message: otpMessages.hourlyLimit(OTP_POLICY.maxPerHour, Math.ceil(seconds / 60)) };
        }
        if (channel === 'sms') {
          const { wait } = await quota.takeIn(tx, [smsToNumber(destination)]);
          if (wait > 0) return numberFull(wait);
        }
        await repo.expireOpenCodes(tx, customer.id, now);
        await repo.purgeOldCodes(tx, customer.id, new Date(now.getTime() - 24 * 60 * 60_000));
        return repo.insertCode(tx, {
          customerId: customer.id,
          channel,
          destination,
          codeHash,
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_POLICY.ttlMs),
        });
      });
      if ('message' in limited)
        throw new HttpError(429, limited.message, undefined, { 'retry-after': String(limited.seconds) });

      const text = `Tu código de verificación de Price Shoes es ${code}. Vence en 10 minutos. No lo compartas con nadie.`;
      try {
        if (channel === 'sms') await deps.sms.send({ to: destination, body: text });
        else if (taken) await deps.mailer.send({ to: destination, ...TAKEN_EMAIL_NOTICE });
        else await deps.mailer.send({ to: destination, subject: 'Tu código de verificación', text });
        deps.onSent?.(channel);
      } catch (err) {
        deps.logger.error({ err, channel }, 'one-time code could not be delivered');
        await repo.expireOpenCodes(deps.db, customer.id, deps.clock.now());
        throw new HttpError(502, otpMessages.requestFailed);
      }
      return {
        message: otpMessages.sent,
        channel,
        sent_to: maskDestination(channel, destination),
        expires_in: OTP_POLICY.ttlMs / 1000,
        resend_in: OTP_POLICY.resendAfterMs / 1000,
      };
    },

    /** Checks the code; on success answers a profile-update token bound to the code's destination. */
    async validate(customer: CustomerRow, otp: string) {
      const now = deps.clock.now();
      const outcome = await deps.db.transaction(async (tx) => {
        await lockCustomer(tx, customer.id);
        const code = await repo.latestCode(tx, customer.id);
        if (!code || code.consumedAt || code.expiresAt <= now || code.failedAttempts >= OTP_POLICY.maxFailedAttempts) {
          return { ok: false as const, message: otpMessages.expired };
        }
        if (!(await verifyPassword(code.codeHash, otp))) {
          // Counted in this transaction, which commits: a wrong try is never lost.
          await repo.recordFailedAttempt(tx, code.id);
          return { ok: false as const, message: otpMessages.wrong };
        }
        const token = randomBytes(32).toString('base64url');
        await repo.markValidated(tx, code.id, now, tokenDigest(token), new Date(now.getTime() + OTP_POLICY.tokenTtlMs));
        return { ok: true as const, token, channel: code.channel, destination: code.destination };
      });
      if (!outcome.ok) throw new HttpError(400, outcome.message, [{ path: 'otp', message: outcome.message }]);
      return outcome;
    },

    /**
     * Spends a profile-update token inside the caller's transaction. It must be this customer's, unused,
     * not expired, and issued for exactly this channel and destination.
     */
    async consumeToken(
      tx: DbOrTx,
      customerId: number,
      token: string | undefined,
      channel: Channel,
      destination: string,
    ) {
      if (!token) throw new HttpError(403, otpMessages.tokenMissing);
      const now = deps.clock.now();
      const row = await repo.findLiveToken(tx, customerId, tokenDigest(token), now);
      if (!row) throw new HttpError(403, otpMessages.tokenInvalid);
      if (row.channel !== channel || row.destination !== destination)
        throw new HttpError(403, otpMessages.tokenMismatch);
      await repo.markTokenUsed(tx, row.id, now);
    },
  };
}
export type OneTimeCodeService = ReturnType<typeof createOneTimeCodeService>;
