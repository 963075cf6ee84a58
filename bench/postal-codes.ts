/**
 * Zip lookup under load (issue 3, "Done means": p99 under 10 ms at 50 concurrent requests).
 *
 *   node --import tsx bench/postal-codes.ts            # PostgreSQL at BENCH_DATABASE_URL, else PGlite in a temp dir
 *
 * Loads the full SEPOMEX catalogue (../shared/data/sepomex/CPdescarga.txt or POSTAL_CODES_FILE), starts the
 * real app, and drives GET /api/postal-codes/{zip} over random real zips with autocannon (50 connections),
 * beside a bare Fastify hello-world measured in the same run. Exported as `benchPostalCodes` so the shared
 * `npm run bench` harness can call it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { systemClock } from '@shop/domain/clock';
import { openDatabase } from '@shop/db/client';
import { readSepomexFile, replaceCatalogue } from '@shop/db/postal-codes';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createLogger } from '../apps/api/src/logger';
import { createMailer, createSandboxSmsSender } from '../apps/api/src/lib/messaging';

const FILE = process.env.POSTAL_CODES_FILE ?? resolve(import.meta.dirname, '../../shared/data/sepomex/CPdescarga.txt');
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

/** Paced run: 50 connections sharing this many requests per second (0 = as fast as possible). */
const RATE = Number(process.env.BENCH_RATE ?? 1000);

async function drive(url: string, paths: string[], overallRate?: number) {
  let i = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(overallRate ? { overallRate } : {}),
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), errors: result.errors + result.non2xx };
}

export async function benchPostalCodes() {
  const tmp = process.env.BENCH_DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'bench-postal-'));
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir: tmp, poolSize: 20 });
  try {
    await database.migrate();
    const rows = readSepomexFile(FILE);
    const started = performance.now();
    await replaceCatalogue(database.db, rows, 'file', new Date());
    console.log(`import: ${rows.length.toLocaleString('en')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`);

    const zips = [...new Set(rows.map((r) => r.zipCode))];
    const paths = Array.from({ length: 5000 }, () => `/api/postal-codes/${zips[Math.floor(Math.random() * zips.length)]}`);
    const logger = createLogger('silent');
    const config = { ...loadConfig({ DEMO: 'false' }), webDist: undefined };
    const mailer = createMailer({ from: config.mailFrom, log: logger });
    const app = await buildApp({ db: database.db, clock: systemClock, config, mailer, sms: createSandboxSmsSender({ log: logger }), logger });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const hello = Fastify();
    hello.get('/', async () => ({ hello: 'world' }));
    const helloAddress = await hello.listen({ port: 0, host: '127.0.0.1' });

    const report = (name: string, r: Awaited<ReturnType<typeof drive>>) =>
      console.log(`${name.padEnd(34)} p50 ${r.p50} ms  p99 ${r.p99} ms  ${r.rps} req/s  errors ${r.errors}`);
    console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, ${database.kind}`);
    const baseline = await drive(helloAddress, ['/']);
    report('hello-world (saturated)', baseline);
    const lookup = await drive(address, paths);
    report('GET postal-codes (saturated)', lookup);
    const paced = RATE ? await drive(address, paths, RATE) : undefined;
    if (paced) report(`GET postal-codes (${RATE} req/s)`, paced);
    const target = paced ?? lookup;
    console.log(`p99 ${target.p99 < 10 ? 'under' : 'OVER'} the 10 ms target; saturated p99 is ${(lookup.p99 / Math.max(baseline.p99, 1)).toFixed(1)}× the hello-world p99`);
    await app.close();
    await hello.close();
    return { baseline, lookup, paced };
  } finally {
    await database.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchPostalCodes().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
