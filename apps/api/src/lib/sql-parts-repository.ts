import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { messages } from '@shop/contracts/messages';
import { MEMBER_ROLE } from '@shop/contracts/profile-helpers';
import { preparedSql, type DbOrTx } from '@shop/db/client';
import { HttpError } from './http-errors';

/**
 * A timestamptz as the API's answers give it (ISO 8601 in UTC, milliseconds: what `Date.prototype.toISOString`
 * writes), written by PostgreSQL in the statement: parsing the driver's text and formatting it again in the server
 * cost some 14 k instructions a date (issue 32: 8 % of the historic orders page, decision 0804).
 */
export const isoSql = (column: SQL | SQL.Aliased | AnyColumn): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One module's part of a read that several modules answer together in one statement (issue 29's 'Hoy', issue 32:
 * one round trip per hot read). The module keeps its rules and its shapes: it writes the SQL expression that
 * yields its part as one JSON value for a customer given as an SQL expression, names its other placeholders after
 * itself (`carts_today`, not `today`), gives their values for a read, and turns the JSON back into its answer. The
 * composing module only runs the parts.
 */
export interface SqlPart<A, T> {
  /** A SQL expression (a scalar sub-select) yielding one JSON value for `customer` (customers.id); placeholders only. */
  sql(customer: SQL): SQL;
  /** Its placeholders' values for one read. */
  values(arg: A): Record<string, unknown>;
  /** Its answer, from its JSON value and the values it was read with. */
  read(json: unknown, values: Record<string, unknown>): T;
}

type Answers<P> = { [K in keyof P]: P[K] extends SqlPart<never, infer T> ? T : never };

/**
 * The signed-in customer as a one-row sub-select (`id`, `role`, `customer_id`) and its placeholders' values: the session store
 * gives it, so that a read can check the session in its own statement.
 */
export interface SessionRow {
  sql: SQL;
  values: Record<string, unknown>;
}

/** The customer a session names: her key, role and the customer_id the spec's calls carry. */
export interface SessionCustomer {
  id: number;
  role: string | null;
  customerId: string;
}

/**
 * Parts read together (lib/sql-parts-repository's SqlPart), composed once: `read` runs them for a customer's key,
 * `readForSession` for the customer of a session, checked in the same statement (issue 32: the session check and the
 * data it guards in one round trip; sign-out still counts at once, the sessions table being read; null without a live
 * session). Each runs as one prepared statement named `name` (one SQL text per name: always the same parts) and
 * answers each part's reading under the part's key. What does not change between reads (the parts' order, their SQL)
 * is worked out here, not on every read.
 */
export function sqlParts<A, P extends Record<string, SqlPart<A, unknown>>>(parts: P) {
  const keys = Object.keys(parts);
  const list = keys.map((key) => parts[key]!);
  const columns = (customer: SQL) =>
    sql.join(
      list.map((p, i) => sql`${p.sql(customer)} as ${sql.identifier(keys[i]!)}`),
      sql`, `,
    );

  /** Each part's values, and all of them written into `into` (the statement's placeholders). */
  function valuesOf(arg: A, into: Record<string, unknown>) {
    const each: Record<string, unknown>[] = [];
    for (const part of list) {
      const values = part.values(arg);
      each.push(values);
      for (const key in values) into[key] = values[key];
    }
    return each;
  }

  function answers(row: Record<string, unknown>, each: Record<string, unknown>[]) {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < list.length; i++) out[keys[i]!] = list[i]!.read(row[keys[i]!], each[i]!);
    return out as Answers<P>;
  }

  return {
    async read(db: DbOrTx, name: string, arg: A, customerId: number): Promise<Answers<P>> {
      const values: Record<string, unknown> = { parts_customer: customerId };
      const each = valuesOf(arg, values);
      const [row] = await preparedSql<Record<string, unknown>>(
        db,
        name,
        () => sql`select ${columns(sql`${sql.placeholder('parts_customer')}`)}`,
      ).execute(values);
      return answers(row ?? {}, each);
    },

    async readForSession(
      db: DbOrTx,
      name: string,
      arg: A,
      session: SessionRow,
    ): Promise<{ customer: SessionCustomer; answers: Answers<P> } | null> {
      const values: Record<string, unknown> = {};
      for (const key in session.values) values[key] = session.values[key];
      const each = valuesOf(arg, values);
      const [row] = await preparedSql<
        Record<string, unknown> & { me_id: number; me_role: string | null; me_customer_id: string }
      >(
        db,
        name,
        () =>
          sql`select me.id as me_id, me.role as me_role, me.customer_id as me_customer_id, ${columns(sql`me.id`)}
            from ${session.sql} me`,
      ).execute(values);
      if (!row) return null;
      return {
        customer: { id: Number(row.me_id), role: row.me_role, customerId: row.me_customer_id },
        answers: answers(row, each),
      };
    },
  };
}

/**
 * Whose rows a read is of: a customer's key (her session checked already), or a session's customer, checked in the
 * read's own statement (decision 0780) with the customer_id the call names and, for a member's routes, her role. A
 * repository that starts its query with `meCteSql`'s `me`, reads her rows by `ownKeySql` and gates its answer with
 * `gatedSql` from `gateFromSql` reads either way (`gatedAnswer` reads the result; `withCustomerValues` adds her
 * values); its prepared statement's name gets `preparedSuffix` (or, keyed by number, `customerForm`).
 */
export type CustomerOf = { id: number } | { session: SessionRow; customerId: string | undefined; member?: boolean };

const sessionCustomer = (who: { customerId: string | undefined; member?: boolean }) =>
  sql.join(
    [
      sql`true`,
      who.customerId !== undefined ? sql`me.customer_id = ${sql.placeholder('of_customer_id')}` : undefined,
      who.member ? sql`me.role = ${sql.raw(`'${MEMBER_ROLE}'`)}` : undefined,
    ].filter((c) => c !== undefined),
    sql` and `,
  );

/**
 * The body of the statement's `me` CTE (id, role, customer_id of the session's live customer: the session read once,
 * however many places name her; issue 32), or undefined when read by key (no `me` then). `ownKeySql` and `gatedSql`
 * read it.
 */
export const meCteSql = (who: CustomerOf): SQL | undefined =>
  'session' in who ? sql`select me.id, me.role, me.customer_id from ${who.session.sql} me` : undefined;

/**
 * A read's values with those naming its customer added (the session's, and the customer_id the call names; or her
 * key): written into the read's own object, not spread into a new one (issue 32: this runs on every hot read).
 */
export function withCustomerValues<V extends Record<string, unknown>>(who: CustomerOf, values: V): V {
  const out = values as Record<string, unknown>;
  if ('session' in who) {
    const session = who.session.values;
    for (const key in session) out[key] = session[key];
    if (who.customerId !== undefined) out.of_customer_id = who.customerId;
  } else out.customer_of = who.id;
  return values;
}

/**
 * How a read names its customer, as a number from 0 to 7: by key (0), or by session (1) with the customer_id the call
 * names (2) and her member role (4) checked. A repository that keeps its statements by number adds it to its own bits.
 */
export const customerForm = (who: CustomerOf): number =>
  'session' in who ? 1 | (who.customerId !== undefined ? 2 : 0) | (who.member ? 4 : 0) : 0;

const SUFFIXES = Array.from({ length: 8 }, (_, form) =>
  form & 1 ? `_session${form & 2 ? '_id' : ''}${form & 4 ? '_member' : ''}` : '',
);

/** The prepared statement's name suffix: the session's form, with the conditions it checks (`customerForm`). */
export const preparedSuffix = (who: CustomerOf) => SUFFIXES[customerForm(who)]!;

/**
 * A read in the floor's form (issue 32, decision 0794): the session's customer is the `me` CTE's one row (`meCteSql`),
 * her rows are read by `(select me.id from me)` whoever the call names, and the answer is gated once at the end, in the
 * same statement, by the customer_id the call names and, for a member's routes, her role (`gatedSql`), selected `from
 * me` (`gateFromSql`): no row is no live session (401), a null answer another's id or not a member (404; her rows
 * were read, and nothing of them is sent). By key: a placeholder, no gate.
 */
export const ownKeySql = (who: CustomerOf): SQL =>
  'session' in who ? sql`(select me.id from me)` : sql`${sql.placeholder('customer_of')}`;

export const gatedSql = (who: CustomerOf, answer: SQL): SQL =>
  'session' in who ? sql`case when ${sessionCustomer(who)} then ${answer} end` : answer;

export const gateFromSql = (who: CustomerOf): SQL => ('session' in who ? sql`me` : sql`(values (1)) as one`);

/** The answer of a gated read: 401 without a row (no live session), 404 when the gate held it back. */
export function gatedAnswer<T>(row: { body: T | null } | undefined): T {
  if (!row) throw new HttpError(401, messages.generic.unauthenticated);
  if (row.body === null) throw new HttpError(404, messages.generic.notFound);
  return row.body;
}
