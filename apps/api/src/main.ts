import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from '@shop/domain/clock';
import { DataDirLockedError, openDatabase, ping } from '@shop/db/client';
import { isEmpty, seedDemo } from '@shop/db/seed/demo';
import { ensurePostalCodes } from '@shop/db/postal-codes';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { buildApp } from './app';
import { createOutbox } from './lib/outbox';
import { createMailer, createSandboxSmsSender } from './lib/messaging';
import { createMetrics } from './lib/metrics';
import { createReadiness } from './lib/readiness';

const here = dirname(fileURLToPath(import.meta.url));

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`The shop cannot start: ${err.message}`);
    process.exit(1);
  }
  config.webDist ??= resolve(here, '../../web/dist');
  const logger = createLogger(config.logLevel);
  const clock = systemClock;

  const metrics = createMetrics({ processMetrics: true });
  let database;
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      poolSize: config.databasePoolSize,
      dataDir: config.dataDir,
      onQuery: (seconds, ok) => metrics.observeQuery(seconds, ok),
      onConnectionError: (err) =>
        logger.warn(
          { error: err.message, code: (err as { code?: string }).code },
          'database connection closed by the server; the pool reconnects',
        ),
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      logger.fatal(err.message);
      process.exit(1);
    }
    throw err;
  }
  const db = database.db;
  if (database.poolStats) metrics.watchPool(database.poolStats);

  // Listen first, answering only /readyz (503) until the migrations and the demo seed are done, so a load
  // balancer sees a starting process as not ready rather than as gone.
  const readiness = createReadiness({ state: 'starting', ping: () => ping(db) });
  const outbox = config.demo ? createOutbox(database.db, clock) : undefined;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox, log: logger });
  const sms = createSandboxSmsSender({ outbox, log: logger });
  const app = await buildApp({ db: database.db, clock, config, mailer, sms, outbox, logger, metrics, readiness });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // /readyz says 503 at once; requests are still served for DRAIN_DELAY_MS so the balancer can stop sending.
    readiness.drain();
    logger.info({ signal, drainDelayMs: config.drainDelayMs }, 'shutting down: not ready, finishing requests');
    try {
      if (config.drainDelayMs > 0) await new Promise((r) => setTimeout(r, config.drainDelayMs));
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
  logger.info({ port: config.port }, 'listening; not ready until the migrations have run');

  const postal = await database.exclusive(async () => {
    await database.migrate();
    if (config.demo && (await isEmpty(db))) {
      logger.info('empty database in demo mode: loading the demo data');
      await seedDemo(db, clock);
    }
    // Under the same start-up lock: two processes starting at once import the catalogue once.
    return ensurePostalCodes(db, config.postalCodesFile, clock.now());
  });
  if (postal.imported) logger.info({ rows: postal.rows, source: postal.imported }, 'postal-code catalogue loaded');
  readiness.ready();
  logger.info({ database: database.kind, demo: config.demo }, `shop ready on http://localhost:${config.port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
