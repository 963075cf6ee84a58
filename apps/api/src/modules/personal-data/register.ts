import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import type { Logger } from 'pino';
import type { AnyApp, Guard } from '../../http';
import type { Mailer, SmsSender } from '../../lib/messaging';
import type { SessionCookie } from '../../plugins/session';
import type { SessionStore } from '../auth/session-store';
import { accountDeletionRoutes } from '../account-deletion/routes';
import { createAccountDeletionService } from '../account-deletion/service';
import { addressRoutes } from '../addresses/routes';
import { createAddressService } from '../addresses/service';
import { oneTimeCodeRoutes } from '../one-time-codes/routes';
import { createOneTimeCodeService } from '../one-time-codes/service';
import { postalCodeRoutes } from '../postal-codes/routes';
import { stockAlertRoutes } from '../stock-alerts/routes';
import { personalDataRoutes } from './routes';
import { createPersonalDataService } from './service';

/**
 * The personal-data area of issue 3 (personal data, one-time codes, addresses and postal codes, stores,
 * stock alerts, account deletion), wired from the app's dependencies: one line in the composition root.
 */
export async function registerPersonalData(
  api: AnyApp,
  deps: {
    db: Db;
    clock: Clock;
    mailer: Mailer;
    sms: SmsSender;
    logger: Logger;
    sessions: SessionStore;
    cookie: SessionCookie;
    guard: Guard;
  },
) {
  const { db, clock, guard, cookie } = deps;
  const codes = createOneTimeCodeService({ db, clock, mailer: deps.mailer, sms: deps.sms, logger: deps.logger });
  const personalData = createPersonalDataService({
    db,
    clock,
    sessions: deps.sessions,
    codes,
    mailer: deps.mailer,
    logger: deps.logger,
  });
  await api.register(personalDataRoutes({ personalData, guard, cookie }));
  await api.register(oneTimeCodeRoutes({ codes, guard }));
  await api.register(addressRoutes({ addresses: createAddressService({ db }), guard }));
  await api.register(postalCodeRoutes({ db, clock }));
  await api.register(stockAlertRoutes({ db, clock, guard }));
  await api.register(accountDeletionRoutes({ deletion: createAccountDeletionService({ db, clock }), guard, cookie }));
}
