import { mkdirSync, openSync, closeSync, readFileSync, writeFileSync, unlinkSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { fillPlaceholders, is, Param, Placeholder, sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

/**
 * packages/db/migrations: found from this file in the sources, or from apps/api/dist when the server runs
 * from its build (apps/api/scripts/build.mjs bundles this module there).
 */
export const migrationsFolder = ((here) =>
  [resolve(here, '../migrations'), resolve(here, '../../../packages/db/migrations')].find((dir) =>
    existsSync(resolve(dir, 'meta/_journal.json')),
  )!)(dirname(fileURLToPath(import.meta.url)));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs pending migrations. Several processes starting at once call it inside `exclusive`. */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other process runs its own start-up step on this database (PostgreSQL advisory
   * lock; PGlite is single-process by its lock file). Used for migrations plus the demo seed.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections (for the operator's metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** Told the duration (seconds) and outcome of each query, for the operator's metrics. */
type QueryObserver = (seconds: number, ok: boolean) => void;

/**
 * Wraps a driver's `query` so that each call reports its time: promise calls and pg's callback calls alike.
 * Returns the wrapped function; the driver's answer is passed through unchanged.
 */
function timedQuery<F extends (...args: never[]) => unknown>(query: F, observe: QueryObserver): F {
  return function (this: unknown, ...args: Parameters<F>) {
    const start = performance.now();
    const done = (ok: boolean) => observe((performance.now() - start) / 1000, ok);
    const last = args.at(-1) as unknown;
    if (typeof last === 'function') {
      const callback = last as (err: unknown, ...rest: unknown[]) => unknown;
      const wrapped = (err: unknown, ...rest: unknown[]) => {
        done(!err);
        return callback(err, ...rest);
      };
      return query.apply(this, [...args.slice(0, -1), wrapped] as Parameters<F>);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise)
      result.then(
        () => done(true),
        () => done(false),
      );
    return result;
  } as F;
}

export interface OpenOptions {
  /** postgres://… ; when absent the embedded PGlite under dataDir is used. */
  url?: string | undefined;
  dataDir?: string | undefined;
  /** An already-loaded PGlite data dump (tests): opens in memory, no lock file. */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number | undefined;
  /** Times every query (README "Operations": shop_db_query_duration_seconds). */
  onQuery?: QueryObserver | undefined;
  /**
   * An idle pooled connection that the server closed (a restart, a failover, an administrator). The pool drops
   * it and opens another on the next query; without a listener node-postgres would crash the process.
   */
  onConnectionError?: ((err: Error) => void) | undefined;
}

/** The arbitrary, fixed key of the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 727_274_001;

export class DataDirLockedError extends Error {}

/**
 * Holds `<dataDir>/shop.lock` with this process's pid. PGlite does not stop two processes from opening one
 * data directory (they would corrupt it), so a second opener is refused while the holder is alive.
 */
function acquireLock(dataDir: string): () => void {
  const lockPath = join(dataDir, 'shop.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is already in use by another shop process (pid ${holder}). ` +
            'Stop that process, or give this one another DATA_DIR or a DATABASE_URL.',
        );
      }
      unlinkSync(lockPath); // stale lock of a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const onConnectionError = options.onConnectionError;
    pool.on('error', (err) => onConnectionError?.(err));
    const onQuery = options.onQuery;
    if (onQuery)
      pool.on('connect', (client) => {
        client.query = timedQuery(client.query.bind(client), onQuery);
      });
    return {
      db,
      kind: 'postgres',
      async migrate() {
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
      },
      async exclusive(fn) {
        // The lock lives on one dedicated connection for as long as fn runs; fn itself uses the pool.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }

  let release = () => {};
  let client: PGlite;
  if (options.loadDataDir) {
    client = await PGlite.create({ loadDataDir: options.loadDataDir });
  } else {
    const dataDir = resolve(options.dataDir ?? './data');
    mkdirSync(dataDir, { recursive: true });
    release = acquireLock(dataDir);
    try {
      const pgDir = join(dataDir, 'pglite');
      if (!existsSync(pgDir)) mkdirSync(pgDir, { recursive: true });
      client = await PGlite.create({ dataDir: pgDir });
    } catch (err) {
      release();
      throw err;
    }
  }
  if (options.onQuery) client.query = timedQuery(client.query.bind(client), options.onQuery);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    exclusive: (fn) => fn(),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** One round trip to the database (readiness: is it reachable?). */
export async function ping(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Runs raw SQL and returns its rows, the same way on both drivers. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const preparedByDb = new WeakMap<object, Map<string, unknown>>();

/**
 * A drizzle prepared query built once per database handle (`build` receives the handle and calls
 * `.prepare(name)` with placeholders): hot reads skip building their SQL in Node and, on PostgreSQL, are
 * planned once per pooled connection. A transaction is its own handle, so inside one the query is built
 * for that transaction (and dropped with it).
 */
export function preparedFor<T>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => T): T {
  let byName = preparedByDb.get(db);
  if (!byName) preparedByDb.set(db, (byName = new Map<string, unknown>()));
  let query = byName.get(name) as T | undefined;
  if (query === undefined) byName.set(name, (query = build(db, statementName(name))));
  return query;
}

/** PostgreSQL keeps the first 63 bytes of a prepared statement's name (NAMEDATALEN - 1). */
const MAX_STATEMENT_NAME = 63;

/**
 * The name a statement is prepared under on the server: the given one when PostgreSQL keeps it whole, else its first
 * 50 characters and 12 of its digest. PostgreSQL cuts a longer name to 63 bytes, so two long names alike up to there
 * (a list's shapes that differ in their last filter) were one statement to it: the second failed with "prepared
 * statement already exists" on a connection that had prepared the first.
 */
function statementName(name: string): string {
  if (Buffer.byteLength(name) <= MAX_STATEMENT_NAME) return name;
  return `${name.slice(0, 50)}_${createHash('sha256').update(name).digest('hex').slice(0, 12)}`;
}

/**
 * The statement's values from a call's placeholder values: drizzle's `fillPlaceholders`, with what it works out per
 * parameter on every call (which parameters are placeholders, by their class chain) worked out once per statement.
 * A placeholder without a value throws, as drizzle's does.
 */
function placeholderFiller(params: unknown[]): (values: Record<string, unknown>) => unknown[] {
  if (params.some((p) => is(p, Param) && is(p.value, Placeholder))) return (values) => fillPlaceholders(params, values);
  const names = params.map((p) => (is(p, Placeholder) ? p.name : undefined));
  return (values) => {
    const out = new Array<unknown>(params.length);
    for (let i = 0; i < params.length; i++) {
      const name = names[i];
      if (name === undefined) out[i] = params[i];
      else if (name in values) out[i] = values[name];
      else throw new Error(`No value for placeholder "${name}" was provided`);
    }
    return out;
  };
}

interface SessionLike {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: false,
  ): PreparedLike;
}

interface PreparedLike {
  execute(values: Record<string, unknown>): Promise<unknown>;
  /** Drizzle's NodePgPreparedQuery's: the pool or a transaction's client, and its query config (PGlite's differ). */
  client?: { query(config: object, values: unknown[]): Promise<{ rows: unknown[] }> };
  rawQueryConfig?: object;
  params?: unknown[];
}

/**
 * A raw SQL statement whose values are `sql.placeholder(...)`s, compiled to its text once per database
 * handle and prepared under `name` (on PostgreSQL: parsed and planned once per pooled connection). Rows come
 * as the driver returns them, like queryRows. One name per SQL text: statements of different shapes (say,
 * with and without a filter) need different names.
 *
 * On node-postgres the statement runs on drizzle's own client with drizzle's own query config (its name, text and
 * type parsers: the same rows), but not through drizzle's `execute`, whose tracing spans, cache check and logger are
 * four promises per call and ~10 µs of a hot read (issue 32, decision 0793).
 */
export function preparedSql<T>(
  db: DbOrTx,
  name: string,
  build: () => SQL,
): { execute(values: Record<string, unknown>): Promise<T[]> } {
  return preparedFor(db, name, (handle, serverName) => {
    const { session, dialect } = handle as unknown as {
      session: SessionLike;
      dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
    };
    const statement = session.prepareQuery(dialect.sqlToQuery(build()), undefined, serverName, false);
    const { client, rawQueryConfig: config, params } = statement;
    if (statement instanceof NodePgPreparedQuery && client && config && params) {
      const fill = placeholderFiller(params);
      return {
        execute: async (values: Record<string, unknown>) => (await client.query(config, fill(values))).rows as T[],
      };
    }
    return {
      execute: async (values: Record<string, unknown>) => ((await statement.execute(values)) as { rows: T[] }).rows,
    };
  });
}
