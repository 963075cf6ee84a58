import { randomBytes } from 'node:crypto';
import { passwordIssue } from '@shop/contracts/auth';
import type { PasswordResetConfirmBody } from '@shop/contracts/password-reset';
import {
  PASSWORD_RESET_PAGE,
  PASSWORD_RESET_POLICY,
  passwordResetMessages,
} from '@shop/contracts/password-reset-messages';
import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import { hashPassword } from '@shop/db/passwords';
import type { Logger } from 'pino';
import type { Mailer } from '../../lib/messaging';
import { HttpError } from '../../lib/http-errors';
import { lockCustomer } from '../customers/public';
import { findCustomerByEmail } from '../auth/public';
import type { SessionStore } from '../auth/session-store';
import { accountKey, createThrottle } from '../auth/throttle';
import * as repo from './repository';
import { tokenDigest } from '../../lib/token-digest';

export const resetEmailKey = (email: string) => `password-reset:${email.trim().toLowerCase()}`;
const resetAddressKey = (ip: string) => `password-reset-address:${ip}`;

/**
 * Password recovery by a single-use e-mailed link (docs/decisions/0610-password-recovery.md). The request
 * answers the same whether or not the e-mail has an account, and the e-mail leaves after the answer, so
 * neither the answer nor its timing tells. Requests are throttled per e-mail and per client address in the
 * shared `auth_throttle` table, known e-mail or not.
 */
export function createPasswordResetService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  sessions: SessionStore;
  logger: Logger;
  publicUrl: string;
}) {
  const throttle = createThrottle(deps.db, deps.clock);

  async function deliver(to: string, subject: string, text: string) {
    try {
      await deps.mailer.send({ to, subject, text });
    } catch (err) {
      deps.logger.error({ err, subject }, 'password recovery e-mail not delivered');
    }
  }

  return {
    async request(email: string, clientAddress: string) {
      // One atomic step: either both keys are free and count this request, or one is waiting (decision 0642).
      const wait = await throttle.claim([
        { key: resetEmailKey(email), free: PASSWORD_RESET_POLICY.emailFreeRequests },
        { key: resetAddressKey(clientAddress), free: PASSWORD_RESET_POLICY.addressFreeRequests },
      ]);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new HttpError(429, passwordResetMessages.throttled(seconds), undefined, {
          'retry-after': String(seconds),
        });
      }

      const customer = await findCustomerByEmail(deps.db, email);
      if (customer) {
        const token = randomBytes(32).toString('base64url');
        const now = deps.clock.now();
        await deps.db.transaction(async (tx) => {
          await lockCustomer(tx, customer.id);
          await repo.expireOpenResets(tx, customer.id, now);
          await repo.purgeOldResets(tx, customer.id, new Date(now.getTime() - 24 * 60 * 60_000));
          await repo.insertReset(tx, {
            customerId: customer.id,
            tokenHash: tokenDigest(token),
            createdAt: now,
            expiresAt: new Date(now.getTime() + PASSWORD_RESET_POLICY.ttlMs),
          });
        });
        const link = `${deps.publicUrl}${PASSWORD_RESET_PAGE}#token=${token}`;
        // Not awaited: an unknown e-mail sends nothing, so waiting here would time the difference.
        void deliver(
          customer.email,
          passwordResetMessages.mailSubject,
          passwordResetMessages.mailBody(customer.firstname, link),
        );
      }
      return { message: passwordResetMessages.requested };
    },

    /** Sets the new password, spends the link (and every other open one) and ends every session. */
    async confirm(body: PasswordResetConfirmBody) {
      const now = deps.clock.now();
      // A link that does not exist, or a refused password, costs no password hash.
      const found = await repo.findLiveReset(deps.db, tokenDigest(body.token), now);
      if (!found)
        throw new HttpError(400, passwordResetMessages.linkInvalid, [
          { path: 'token', message: passwordResetMessages.linkInvalid },
        ]);
      const refused = passwordIssue(body.password, found.email);
      if (refused) throw new HttpError(400, refused, [{ path: 'password', message: refused }]);
      const passwordHash = await hashPassword(body.password);
      const outcome = await deps.db.transaction(async (tx) => {
        // The customer's row first, then the link's (the order the request takes them in): no deadlock.
        await lockCustomer(tx, found.customerId);
        const reset = await repo.findLiveReset(tx, tokenDigest(body.token), now, { lock: true });
        if (!reset) return { ok: false as const, path: 'token', message: passwordResetMessages.linkInvalid };
        const issue = passwordIssue(body.password, reset.email);
        if (issue) return { ok: false as const, path: 'password', message: issue };
        await repo.markResetUsed(tx, reset.id, now);
        await repo.expireOpenResets(tx, reset.customerId, now);
        await repo.setPasswordHash(tx, reset.customerId, passwordHash, now);
        return { ok: true as const, ...reset };
      });
      if (!outcome.ok) throw new HttpError(400, outcome.message, [{ path: outcome.path, message: outcome.message }]);
      await deps.sessions.destroyAllFor(outcome.customerId);
      // She proved she reads the account's e-mail: the sign-in back-off of the account starts over.
      await throttle.clear(accountKey(outcome.email));
      void deliver(
        outcome.email,
        passwordResetMessages.changedSubject,
        passwordResetMessages.changedBody(outcome.firstname),
      );
      return { message: passwordResetMessages.done };
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
