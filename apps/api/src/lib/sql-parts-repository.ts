import { sql, type SQL } from 'drizzle-orm';
import { preparedSql, type DbOrTx } from '@shop/db/client';

/**
 * One module's part of a read that several modules answer together in one statement (issue 29's 'Hoy', issue 32:
 * one round trip per hot read). The module keeps its rules and its shapes: it writes the SQL expression that
 * yields its part as one JSON value, names its placeholders after itself (`carts_member`, not `member`), gives
 * their values for a read, and turns the JSON back into its answer. The composing module only runs the parts.
 */
export interface SqlPart<A, T> {
  /** A SQL expression (a scalar sub-select) yielding one JSON value; only placeholders, so it is built once. */
  readonly sql: SQL;
  /** Its placeholders' values for one read. */
  values(arg: A): Record<string, unknown>;
  /** Its answer, from its JSON value and the values it was read with. */
  read(json: unknown, values: Record<string, unknown>): T;
}

type Answers<P> = { [K in keyof P]: P[K] extends SqlPart<never, infer T> ? T : never };

/**
 * Runs the parts as one prepared statement named `name` (one SQL text per name: always the same parts) and
 * answers each part's reading, under the part's key.
 */
export async function readParts<A, P extends Record<string, SqlPart<A, unknown>>>(
  db: DbOrTx,
  name: string,
  parts: P,
  arg: A,
): Promise<Answers<P>> {
  const entries = Object.entries(parts);
  const values = entries.map(([, p]) => p.values(arg));
  const [row] = await preparedSql<Record<string, unknown>>(
    db,
    name,
    () =>
      sql`select ${sql.join(
        entries.map(([key, p]) => sql`${p.sql} as ${sql.identifier(key)}`),
        sql`, `,
      )}`,
  ).execute(Object.assign({}, ...values) as Record<string, unknown>);
  return Object.fromEntries(entries.map(([key, p], i) => [key, p.read(row?.[key], values[i]!)])) as Answers<P>;
}
