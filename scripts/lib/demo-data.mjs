// A fresh demo database for a shop the tests start (the browser stage's shops, the bundle check, Lighthouse, the
// inner loop's browser spec), copied from a seeded template instead of migrated and seeded again: a PGlite start
// from an empty directory spends most of its start-up CPU in the migrations, the demo seed and the postal-code
// import; a copy skips them (figures in docs/decisions/0791).
//
// The template is made once per build, per set of migrations and per half hour (the demo data is dated from when
// it is seeded), by the built server itself (`apps/api/dist/main.mjs` with DEMO=true on an empty
// directory, stopped once /readyz answers): what it holds is exactly what a fresh start would seed. Several
// processes asking at once (Playwright starts one shop per worker together) wait for one maker under a lock.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '../..');
const MAIN = process.env.PERF_SHOP_MAIN ?? 'apps/api/dist/main.mjs';
const CACHE = join(root, 'node_modules/.cache/demo-data');
const MIGRATIONS = join(root, 'packages/db/migrations');

/** What the seeded data depends on: the built server, the migrations and when it was seeded. */
function templateKey() {
  const hash = createHash('sha256');
  hash.update(readFileSync(resolve(root, MAIN)));
  for (const name of readdirSync(MIGRATIONS, { recursive: true }).sort()) {
    const file = join(MIGRATIONS, String(name));
    if (statSync(file).isFile()) hash.update(`${name}\0`).update(readFileSync(file));
  }
  // Its half hour: the demo data is dated from when it is seeded (today's orders, vouchers valid until 22:00,
  // links that expire), so a copy is never more than 30 minutes older than a fresh seed would be.
  hash.update(String(Math.floor(Date.now() / 1_800_000)));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A port nobody listens on, for the template's maker. */
function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

/** Seeds an empty database (`DATA_DIR` or `DATABASE_URL`) with the built server (DEMO=true), stopped once ready. */
async function seed(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DEMO: 'true', LOG_LEVEL: 'warn', ...env },
  });
  let exit;
  const exited = new Promise((r) => child.on('exit', (code) => r((exit = code ?? 0))));
  const deadline = Date.now() + 180_000;
  try {
    for (;;) {
      if (exit !== undefined) throw new Error(`the demo template's server exited (${exit}) while seeding`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error('the demo template was not seeded within 180 s');
      await sleep(100);
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  if (exit !== 0) throw new Error(`the demo template's server stopped with code ${exit}`);
}

/**
 * Runs `make` once across processes (a directory lock in the cache) unless `made()` already holds: every caller
 * returns once the template exists. A lock older than 3 minutes is a killed maker's.
 */
async function once(lockName, made, make) {
  const lock = join(CACHE, `${lockName}.lock`);
  mkdirSync(CACHE, { recursive: true });
  while (!(await made())) {
    try {
      mkdirSync(lock);
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        /* gone meanwhile */
      }
      await sleep(200);
      continue;
    }
    try {
      if (!(await made())) await make();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * Fills `target` (a directory that must not exist yet, or is replaced) with a freshly seeded demo database, as
 * `DATA_DIR` of a shop started with DEMO=true would hold after its first start. Returns the template it came from.
 */
export async function freshDemoDataDir(target) {
  const key = templateKey();
  const template = join(CACHE, key);
  // Made whole or not at all: it is renamed into place once seeded.
  await once(
    key,
    () => existsSync(template),
    async () => {
      const making = `${template}.making`;
      rmSync(making, { recursive: true, force: true });
      await seed({ DATA_DIR: making, DATABASE_URL: '' });
      renameSync(making, template);
      // Other builds' and older half hours' templates, once no process can still be copying one (an hour).
      for (const name of readdirSync(CACHE)) {
        const other = join(CACHE, name);
        if (/^[0-9a-f]{16}$/.test(name) && name !== key && Date.now() - statSync(other).mtimeMs > 3_600_000)
          rmSync(other, { recursive: true, force: true });
      }
    },
  );
  rmSync(target, { recursive: true, force: true });
  mkdirSync(dirname(resolve(target)), { recursive: true });
  cpSync(template, target, { recursive: true, filter: (src) => !src.endsWith('shop.lock') });
  return template;
}

/**
 * The same on a PostgreSQL server: (re-)creates the database `name` on the server of `baseUrl` as a copy
 * (`create database … template`) of a seeded demo database `<base>_demo_<key>`, made once. Returns its URL.
 */
export async function freshDemoDatabase(baseUrl, name) {
  const key = templateKey();
  const url = new URL(baseUrl);
  const base = url.pathname.slice(1) || 'postgres';
  const template = `${base}_demo_${key}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const exists = async (db) => (await admin.query('select 1 from pg_database where datname = $1', [db])).rowCount === 1;
  const at = (db) => Object.assign(new URL(baseUrl), { pathname: `/${db}` }).toString();
  try {
    await once(
      `pg-${template}`,
      () => exists(template),
      async () => {
        const making = `${template}_making`;
        await admin.query(`drop database if exists "${making}" with (force)`);
        await admin.query(`create database "${making}"`);
        await seed({ DATABASE_URL: at(making), DATA_DIR: join(CACHE, 'unused') });
        await admin.query(`alter database "${making}" rename to "${template}"`);
        // Other builds' and older half hours' templates (none is being copied: each copy is one statement).
        const { rows } = await admin.query('select datname from pg_database where datname like $1 and datname <> $2', [
          `${base}\\_demo\\_%`,
          template,
        ]);
        for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      },
    );
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  return at(name);
}
