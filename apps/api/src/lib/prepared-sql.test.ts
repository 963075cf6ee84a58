import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { preparedSql } from '@shop/db/client';
import { freshDatabase } from '../../test/databases';

/**
 * preparedSql (packages/db): a statement's values from the call's placeholders, each placeholder as often as the SQL
 * names it, constants kept, on whichever database the tests run (the node-postgres path fills them itself).
 */
describe('preparedSql', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase(inject('databaseKind'), inject('pgliteDump'), inject('templateDb'));
  });
  afterAll(async () => {
    await database.close();
  });

  it('fills repeated placeholders and constants, call after call', async () => {
    const q = preparedSql<{ a: string; b: number; c: string; d: number }>(
      database.db,
      'prepared_sql_test_fill',
      () =>
        sql`select ${sql.placeholder('x')}::text as a, ${sql.placeholder('n')}::int + ${7}::int as b,
                   ${sql.placeholder('x')}::text || ${'-k'}::text as c, ${sql.placeholder('n')}::int as d`,
    );
    expect(await q.execute({ x: 'uno', n: 1 })).toEqual([{ a: 'uno', b: 8, c: 'uno-k', d: 1 }]);
    expect(await q.execute({ n: 2, x: 'dos', extra: true })).toEqual([{ a: 'dos', b: 9, c: 'dos-k', d: 2 }]);
    expect(await q.execute({ x: null, n: 3 })).toEqual([{ a: null, b: 10, c: null, d: 3 }]);
  });

  it('refuses a call without a value for one of its placeholders', async () => {
    const q = preparedSql(
      database.db,
      'prepared_sql_test_missing',
      () => sql`select ${sql.placeholder('x')}::text as a`,
    );
    await expect(q.execute({})).rejects.toThrow('No value for placeholder "x" was provided');
  });

  it('keeps apart two statements whose names are alike in their first 63 characters (PostgreSQL cuts names there)', async () => {
    const prefix = `prepared_sql_test_${'long_'.repeat(10)}`;
    const first = preparedSql<{ v: string }>(database.db, `${prefix}first`, () => sql`select 'first'::text as v`);
    const second = preparedSql<{ v: string }>(database.db, `${prefix}second`, () => sql`select 'second'::text as v`);
    for (let i = 0; i < 3; i++) {
      expect(await first.execute({})).toEqual([{ v: 'first' }]);
      expect(await second.execute({})).toEqual([{ v: 'second' }]);
    }
  });
});
