import { inject } from 'vitest';
import { ManualClock } from '@shop/domain/clock';
import { createCustomer, type NewCustomer } from '@shop/db/factories';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Logger } from 'pino';
import type { Readiness } from '../src/lib/readiness';
import { createLogger } from '../src/logger';
import { createOutbox } from '../src/lib/outbox';
import { createMailer, createSandboxSmsSender } from '../src/lib/messaging';
import { freshDatabase } from './databases';
import { checkJsonTextWith } from '../src/lib/json-text';
import { strictContractCheck } from './contract';

// Every hot read's JSON text (sent without the serializer, decision 0782) is parsed with its route's contract.
checkJsonTextWith(strictContractCheck);

export interface TestAppOptions {
  config?: Partial<Config>;
  env?: NodeJS.ProcessEnv;
  /** The app's pino logger (silent when absent); tests that read the log lines pass their own. */
  logger?: Logger;
  /** The app's readiness (ready when absent). */
  readiness?: Readiness;
}

/** Webhook secrets for apps built with DEMO=false, which refuse to start without them. */
export const TEST_SECRETS = {
  CARD_WEBHOOK_SECRET: 'whsec_test_card_0123456789',
  WALLET_WEBHOOK_SECRET: 'whsec_test_wallet_0123456789',
};

/** The real app on a fresh migrated database, with a manual clock and the dev outbox. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await freshDatabase(inject('databaseKind'), inject('pgliteDump'), inject('templateDb'));
  const clock = new ManualClock('2026-11-21T18:00:00.000Z');
  const config: Config = {
    ...loadConfig({ DEMO: 'true', ...(options.env?.DEMO === 'false' ? TEST_SECRETS : {}), ...options.env }),
    webDist: undefined,
    sweepIntervalMs: 0,
    ...options.config,
  };
  const logger = options.logger ?? createLogger('silent');
  const outbox = config.demo ? createOutbox(database.db, clock) : undefined;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox, log: logger });
  const sms = createSandboxSmsSender({ outbox, log: logger });
  const app = await buildApp({
    db: database.db,
    clock,
    config,
    mailer,
    sms,
    outbox,
    logger,
    readiness: options.readiness,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    config,
    databaseUrl: database.url,
    /** A customer (password 'Demo1234!' unless given) and a signed-in cookie header for them. */
    async customerWithSession(overrides: NewCustomer = {}) {
      const customer = await createCustomer(database.db, overrides);
      const cookie = await signIn(customer.email, overrides.password ?? 'Demo1234!');
      return { customer, cookie };
    },
    signIn,
    /** The credit calls' bearer token, as GET credit/auth gives it to the signed-in customer of `cookie`. */
    async creditToken(cookie: string) {
      const res = await app.inject({ url: '/api/credit/auth', headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`credit/auth failed: ${res.statusCode} ${res.body}`);
      return res.json<{ token: string }>().token;
    },
    async close() {
      await app.close();
      mailer.close();
      await database.close();
    },
  };

  async function signIn(email: string, password: string) {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    const setCookie = res.cookies.find((c) => c.name === 'sid');
    return `sid=${setCookie!.value}`;
  }
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
