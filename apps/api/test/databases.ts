import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '@shop/db/client';

export function adminUrl(url: string) {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function asAdmin<T>(base: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl(base) });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** A new clone of the template, not yet used by anyone. */
async function cloneTemplate(base: string, templateDb: string): Promise<string> {
  const name = `${templateDb}_t${randomBytes(5).toString('hex')}`;
  await asAdmin(base, (admin) => admin.query(`create database ${name} template ${templateDb}`));
  return name;
}

/**
 * The clone the next test of this worker will get, made while the current test runs: on PostgreSQL a clone is
 * mostly waiting for the server's disk (1.6 s of wall time and ~10 ms of the worker's CPU on the shared 2-core
 * machine, issue 33), so the test in between hides it. One at a time; one left over when the worker ends is
 * dropped with the template by the global teardown.
 */
let nextClone: Promise<string> | undefined;
/** Used clones being dropped, one after the other, while the next tests run. */
let drops: Promise<void> = Promise.resolve();

async function dropClone(base: string, name: string) {
  await asAdmin(base, async (cleanup) => {
    // pg-pool's end() resolves before its clients' connections are gone; dropping them by force then raises an
    // unhandled FATAL 57P01 in the test process. Wait (briefly) for them to leave first.
    for (let i = 0; i < 50; i++) {
      const { rows } = await cleanup.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await cleanup.query(`drop database if exists ${name} with (force)`);
  });
}

/**
 * A fresh, migrated database of the kind this run uses: its own PostgreSQL database cloned from the
 * template (TEST_DATABASE_URL), or an in-memory PGlite loaded from the migrated dump.
 */
export async function freshDatabase(
  kind: 'pglite' | 'postgres',
  pgliteDump?: string,
  templateDb?: string,
): Promise<Database & { url?: string }> {
  if (kind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    const mine = nextClone ?? cloneTemplate(base, templateDb!);
    nextClone = cloneTemplate(base, templateDb!);
    // A failed clone is reported to the test that takes it.
    nextClone.catch(() => {});
    const name = await mine;
    const url = withDatabase(base, name);
    const database = await openDatabase({ url, poolSize: 5 });
    return {
      ...database,
      url,
      async close() {
        await database.close();
        // Nothing uses it any more: the next test need not wait for its drop (a drop that fails leaves it to
        // the global teardown, which drops every clone of the run's template).
        drops = drops.then(() => dropClone(base, name)).catch(() => {});
      },
    };
  }
  const blob = new Blob([readFileSync(pgliteDump!)]);
  return openDatabase({ loadDataDir: blob });
}
