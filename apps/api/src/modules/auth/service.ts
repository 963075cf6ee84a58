import { messages } from '@shop/contracts/messages';
import type { LoginBody, RegisterBody } from '@shop/contracts/auth';
import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import { dummyHash, hashPassword, verifyPassword } from '@shop/db/passwords';
import { findContactTaken, findCustomerByEmail, insertCustomer } from './repository';
import { HttpError } from '../../lib/http-errors';
import { createSessionStore } from './session-store';
import { THROTTLE, accountKey, addressKey, createThrottle } from './throttle';

export function createAuthService(deps: { db: Db; clock: Clock }) {
  const sessions = createSessionStore(deps.db, deps.clock);
  const throttle = createThrottle(deps.db, deps.clock);

  async function refuseIfThrottled(keys: string[]) {
    const wait = await throttle.waitFor(keys);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new HttpError(429, messages.auth.throttled(seconds), undefined, { 'retry-after': String(seconds) });
    }
  }

  return {
    sessions,
    async login(body: LoginBody, clientAddress: string) {
      const email = body.email.trim().toLowerCase();
      const keys = [accountKey(email), addressKey(clientAddress)];
      await refuseIfThrottled(keys);
      const customer = await findCustomerByEmail(deps.db, email);
      const ok = await verifyPassword(customer?.passwordHash ?? (await dummyHash()), body.password);
      if (!customer || !ok) {
        await throttle.recordFailure(keys[0]!, THROTTLE.accountFreeFailures);
        await throttle.recordFailure(keys[1]!, THROTTLE.addressFreeFailures);
        throw new HttpError(401, messages.auth.invalidCredentials);
      }
      await throttle.clear(keys[0]!);
      const session = await sessions.create(customer.id);
      return { customer, session };
    },
    async register(body: RegisterBody) {
      const taken = await findContactTaken(deps.db, body.email, body.mobile_telephone);
      if (taken) {
        if (taken.email.toLowerCase() === body.email)
          throw new HttpError(409, messages.auth.emailTaken, [{ path: 'email', message: messages.auth.emailTaken }]);
        throw new HttpError(409, messages.auth.phoneTaken, [
          { path: 'mobile_telephone', message: messages.auth.phoneTaken },
        ]);
      }
      const passwordHash = await hashPassword(body.password);
      try {
        const customer = await insertCustomer(deps.db, {
          email: body.email,
          passwordHash,
          firstname: body.firstname,
          lastname: body.lastname,
          motherLastName: body.mother_last_name ?? null,
          mobileTelephone: body.mobile_telephone,
        });
        const session = await sessions.create(customer.id);
        return { customer, session };
      } catch (err) {
        // Two registrations racing for one e-mail or phone: the unique index decides.
        if (
          String(
            (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code,
          ) === '23505'
        ) {
          throw new HttpError(409, messages.auth.emailTaken, [{ path: 'email', message: messages.auth.emailTaken }]);
        }
        throw err;
      }
    },
    async logout(token: string | undefined) {
      if (token) await sessions.destroy(token);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
