import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from '@shop/domain/clock';
import { DataDirLockedError, openDatabase } from '@shop/db/client';
import { isEmpty, seedDemo } from '@shop/db/seed/demo';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { buildApp } from './app';
import { createOutbox } from './lib/outbox';
import { createMailer, createSandboxSmsSender } from './lib/messaging';

const here = dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  config.webDist ??= resolve(here, '../../web/dist');
  const logger = createLogger(config.logLevel);
  const clock = systemClock;

  let database;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      logger.fatal(err.message);
      process.exit(1);
    }
    throw err;
  }
  const db = database.db;
  await database.exclusive(async () => {
    await database.migrate();
    if (config.demo && (await isEmpty(db))) {
      logger.info('empty database in demo mode: loading the demo data');
      await seedDemo(db, clock);
    }
  });

  const outbox = config.demo ? createOutbox(database.db, clock) : undefined;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox, log: logger });
  const sms = createSandboxSmsSender({ outbox, log: logger });
  const app = await buildApp({ db: database.db, clock, config, mailer, sms, outbox, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await app.close();
      await app.drain();
      mailer.close();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  logger.info({ database: database.kind, demo: config.demo }, `shop ready on http://localhost:${config.port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
