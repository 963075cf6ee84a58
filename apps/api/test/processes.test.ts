import { cpSync, mkdtempSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { adminUrl } from './databases';
import { freePort, startShop, type ShopProcess } from './processes';

const started: ShopProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const p of started.splice(0)) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  for (const c of cleanups.splice(0)) await c();
});

const login = (base: string, email: string, password: string) =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('the shop process on the embedded database', () => {
  /** The first test's data directory once its shop has stopped cleanly: migrated and seeded (issue 33). */
  let seeded: string | undefined;
  const firstDataDir = mkdtempSync(join(tmpdir(), 'shop-proc-'));
  afterAll(() => rmSync(firstDataDir, { recursive: true, force: true }));

  it('refuses a second process on the same data directory, and on SIGTERM finishes requests in flight and closes the database', async () => {
    const dataDir = firstDataDir;
    const first = await startShop({ DATA_DIR: dataDir, DEMO: 'true' }, await freePort());
    started.push(first);
    expect(first.ready, first.output()).toBe(true);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect(existsSync(join(dataDir, 'shop.lock'))).toBe(true);

    const second = await startShop({ DATA_DIR: dataDir, DEMO: 'true' }, await freePort());
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${dataDir} is already in use by another shop process (pid ${first.child.pid})`,
    );

    // A sign-in (argon2 takes tens of milliseconds) is in flight when SIGTERM arrives: it still completes.
    const inFlight = login(first.url, 'socia@demo.mx', 'Demo1234!');
    await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped');
    expect(existsSync(join(dataDir, 'shop.lock'))).toBe(false);
    seeded = dataDir;
  }, 120_000);

  it('turns /readyz to 503 on SIGTERM and keeps serving for DRAIN_DELAY_MS before it exits', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-proc-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // A copy of the first test's stopped shop, when it ran: this start need not migrate and seed again (the first
    // test's start does it from an empty directory). Alone, this test starts from an empty one.
    if (seeded) cpSync(seeded, dataDir, { recursive: true });
    const shop = await startShop({ DATA_DIR: dataDir, DEMO: 'true', DRAIN_DELAY_MS: '1500' }, await freePort());
    started.push(shop);
    expect(shop.ready, shop.output()).toBe(true);
    const ready = await fetch(`${shop.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    shop.child.kill('SIGTERM');
    let draining: Response | undefined;
    for (let i = 0; i < 50 && shop.child.exitCode === null; i++) {
      const res = await fetch(`${shop.url}/readyz`);
      if (res.status === 503) {
        draining = res;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(draining?.status).toBe(503);
    expect(await draining!.json()).toEqual({ status: 'not ready', reason: 'draining' });
    // Still alive and serving: the balancer drains it first.
    expect(shop.child.exitCode).toBeNull();
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${shop.url}/api/feature-flags`)).status).toBe(200);
    expect(await shop.exited).toBe(0);
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('two shop processes on one PostgreSQL', () => {
  it('share sessions and sign-in throttling', async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `shop_twoproc_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl(base) });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: adminUrl(base) });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
    const url = new URL(base);
    url.pathname = `/${name}`;
    // Both start at once on an empty database: migrations and the demo seed run exactly once.
    const [a, b] = await Promise.all([
      startShop({ DATABASE_URL: url.toString(), DEMO: 'true' }, await freePort()),
      startShop({ DATABASE_URL: url.toString(), DEMO: 'true' }, await freePort()),
    ]);
    started.push(a, b);
    expect(a.ready, a.output()).toBe(true);
    expect(b.ready, b.output()).toBe(true);
    expect((await fetch(`${a.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${b.url}/healthz`)).status).toBe(200);

    const signedIn = await login(a.url, 'socia@demo.mx', 'Demo1234!');
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const me = await fetch(`${b.url}/api/customers/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('socia@demo.mx');

    for (let i = 0; i < 5; i++)
      expect((await login(i % 2 ? a.url : b.url, 'nueva@demo.mx', 'clave-equivocada')).status).toBe(401);
    const blockedOnA = await login(a.url, 'nueva@demo.mx', 'Demo1234!');
    const blockedOnB = await login(b.url, 'nueva@demo.mx', 'Demo1234!');
    expect(blockedOnA.status).toBe(429);
    expect(blockedOnB.status).toBe(429);

    // Both processes expose their own metrics: each counted the throttled sign-in it refused.
    for (const p of [a, b]) {
      const metrics = await (await fetch(`${p.url}/metrics`)).text();
      expect(metrics).toMatch(/^shop_sign_in_throttled_total 1$/m);
      expect(metrics).toMatch(/^shop_db_pool_connections\{state="total"\} [1-9]/m);
    }

    // The server closes every connection (a restart, a failover): both processes live on and reconnect.
    const killer = new pg.Client({ connectionString: adminUrl(base) });
    await killer.connect();
    const { rowCount } = await killer.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
      [name],
    );
    await killer.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    for (const p of [a, b]) {
      expect(p.child.exitCode).toBeNull();
      expect((await fetch(`${p.url}/api/customers/me`, { headers: { cookie } })).status).toBe(200);
    }
    expect(a.output()).toContain('database connection closed by the server');

    await fetch(`${b.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect((await fetch(`${a.url}/api/customers/me`, { headers: { cookie } })).status).toBe(401);
  }, 120_000);
});
