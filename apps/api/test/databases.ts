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
    const name = `${templateDb}_t${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(base) });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDb}`);
    await admin.end();
    const url = withDatabase(base, name);
    const database = await openDatabase({ url, poolSize: 5 });
    return {
      ...database,
      url,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: adminUrl(base) });
        await cleanup.connect();
        // pg-pool's end() resolves before its clients' connections are gone; dropping them by force then
        // raises an unhandled FATAL 57P01 in the test process. Wait (briefly) for them to leave first.
        for (let i = 0; i < 50; i++) {
          const { rows } = await cleanup.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
            name,
          ]);
          if (rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const blob = new Blob([readFileSync(pgliteDump!)]);
  return openDatabase({ loadDataDir: blob });
}
