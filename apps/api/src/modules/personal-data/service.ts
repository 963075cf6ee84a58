import { passwordIssue } from '@shop/contracts/auth';
import {
  personalDataMessages,
  type ContactUpdateBody,
  type PasswordChangeBody,
  type StorePreferenceBody,
} from '@shop/contracts/personal-data';
import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { hashPassword, verifyPassword } from '@shop/db/passwords';
import type { Logger } from 'pino';
import { HttpError } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/sql-errors';
import type { Mailer } from '../../lib/messaging';
import type { SessionStore } from '../auth/session-store';
import { createThrottle } from '../auth/throttle';
import { lockCustomer } from '../customers/public';
import { loadProfile } from '../customers/profile';
import { takenError, type OneTimeCodeService } from '../one-time-codes/service';
import { contactTakenByAnotherCustomer } from '../one-time-codes/public';
import {
  findCustomerById,
  findStoreById,
  markCustomerReactivated,
  updateDeliveryPreferences,
  updateLiveCustomerContact,
  updatePasswordHash,
} from './repository';

/** Five wrong current passwords are free; then the change backs off like sign-in does (decision 0101). */
const PASSWORD_CHANGE_FREE_FAILURES = 5;

export function createPersonalDataService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  codes: OneTimeCodeService;
  mailer: Mailer;
  logger: Logger;
}) {
  const throttle = createThrottle(deps.db, deps.clock);

  async function reload(customerId: number): Promise<CustomerRow> {
    const row = await findCustomerById(deps.db, customerId);
    return row!;
  }

  /** A courtesy notice; its failure must not undo the change the customer just made. */
  async function notify(to: string, subject: string, text: string) {
    try {
      await deps.mailer.send({ to, subject, text });
    } catch (err) {
      deps.logger.warn({ err, subject }, 'account notice not delivered');
    }
  }

  return {
    async changePassword(customer: CustomerRow, body: PasswordChangeBody, currentSessionToken: string | undefined) {
      const key = `password-change:${customer.id}`;
      // The attempt is counted before the check, in one locked step (concurrent tries cannot overtake it).
      const wait = await throttle.claim([{ key, free: PASSWORD_CHANGE_FREE_FAILURES }]);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new HttpError(429, personalDataMessages.passwordChangeThrottled(seconds), undefined, {
          'retry-after': String(seconds),
        });
      }
      if (!(await verifyPassword(customer.passwordHash, body.current_password))) {
        throw new HttpError(400, personalDataMessages.currentPasswordWrong, [
          { path: 'current_password', message: personalDataMessages.currentPasswordWrong },
        ]);
      }
      await throttle.clear(key);
      const issue = passwordIssue(body.new_password, customer.email);
      if (issue) throw new HttpError(400, issue, [{ path: 'new_password', message: issue }]);
      const passwordHash = await hashPassword(body.new_password);
      await updatePasswordHash(deps.db, customer.id, passwordHash, deps.clock.now());
      await deps.sessions.destroyAllFor(customer.id, currentSessionToken);
      await notify(
        customer.email,
        'Tu contraseña cambió',
        `Hola ${customer.firstname}: la contraseña de tu cuenta Price Shoes se cambió y cerramos tus otras sesiones. Si no fuiste tú, comunícate con nosotros de inmediato.`,
      );
      return { message: personalDataMessages.passwordUpdated };
    },

    /** The profile update behind a one-time code: sets the phone or the e-mail the code was sent to. */
    async updateContact(customer: CustomerRow, body: ContactUpdateBody, token: string | undefined) {
      const channel = 'mobile_telephone' in body ? ('sms' as const) : ('email' as const);
      const value = 'mobile_telephone' in body ? body.mobile_telephone : body.email;
      try {
        await deps.db.transaction(async (tx) => {
          await lockCustomer(tx, customer.id);
          await deps.codes.consumeToken(tx, customer.id, token, channel, value);
          if (await contactTakenByAnotherCustomer(tx, customer.id, channel, value)) throw takenError(channel);
          await updateLiveCustomerContact(tx, customer.id, channel, value, deps.clock.now());
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw takenError(channel);
        throw err;
      }
      if (channel === 'email' && !customer.email.toLowerCase().startsWith('noemail_')) {
        await notify(
          customer.email,
          'Tu correo electrónico cambió',
          `Hola ${customer.firstname}: el correo de tu cuenta Price Shoes ahora es ${value}. Si no fuiste tú, comunícate con nosotros de inmediato.`,
        );
      }
      const updated = await reload(customer.id);
      return {
        message: channel === 'sms' ? personalDataMessages.phoneUpdated : personalDataMessages.emailUpdated,
        profile: await loadProfile(deps.db, updated),
      };
    },

    async reactivate(customer: CustomerRow) {
      await markCustomerReactivated(deps.db, customer.id, deps.clock.now());
      return { message: personalDataMessages.reactivated };
    },

    async setStorePreference(customer: CustomerRow, body: StorePreferenceBody) {
      let favoriteStoreId = customer.favoriteStoreId;
      if (body.store_id) {
        const store = await findStoreById(deps.db, body.store_id);
        if (!store || store.isDefault || !store.pickup) {
          throw new HttpError(400, personalDataMessages.favoriteStoreUnknown, [
            { path: 'store_id', message: personalDataMessages.favoriteStoreUnknown },
          ]);
        }
        favoriteStoreId = store.id;
      }
      await updateDeliveryPreferences(
        deps.db,
        customer.id,
        { deliverHome: body.deliver_home, pickupInStore: body.pickup_in_store, favoriteStoreId },
        deps.clock.now(),
      );
      return loadProfile(deps.db, await reload(customer.id));
    },
  };
}
export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
