import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientLedgerQuery, customCartListQuery } from './custom-carts';
import { postalCodeParams } from './postal-codes';
import { shortcutOf } from './shortcut';

/**
 * A shortcut says only what its schema says (contracts/shortcut): on generated queries, whatever it answers is the
 * schema's own reading of them; everything else it leaves to zod. And the plain queries the pages send do take it.
 */

const UUID_A = '0b6f5e0e-3c1a-4f7e-9d2b-8a1c2e3f4a5b';
/** Values a query's parameter may carry: the usual, the edges of each rule, and what a stranger might send. */
const value = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '1',
    '7',
    '01',
    '10',
    '50',
    '51',
    '100000',
    '100001',
    '2147483647',
    '2147483648',
    '-1',
    '1.5',
    '1e2',
    ' 3 ',
    '0x10',
    'true',
    'false',
    'TRUE',
    'created',
    ' purchased ',
    'CREATED',
    'otro',
    'María',
    'María López',
    ' García ',
    'abc\u0000de',
    'x'.repeat(51),
    UUID_A,
    ` ${UUID_A.toUpperCase()} `,
    'not-a-uuid',
    '2026-01-15',
    '2026-02-30',
    '2024-02-29',
    '2025-02-29',
    '2019-12-31',
    '2100-01-01',
    ' 2026-01-15',
    '2026-1-15',
    'C123',
    ' C123 ',
    '123456789012345678901',
    '01000',
    ' 01000',
    '0100',
    '010000',
    '٠١٢٣٤',
  ),
  fc.string({ maxLength: 25 }),
  fc.array(fc.constantFrom('1', 'C123', 'true'), { minLength: 2, maxLength: 2 }),
  fc.constantFrom(5, null, true),
);

/** Values each parameter usually carries, so that whole queries are often valid (and the shortcut answers). */
const usual: Record<string, string[]> = {
  customer_id: ['C123', ' C123 ', 'M-0001'],
  page_size: ['10', '20', '50'],
  current_page: ['1', '2', '99'],
  find: ['María', 'García López', ''],
  status: ['CREATED', 'purchased', ''],
  overdue: ['true', 'false'],
  contact_id: [UUID_A, ''],
  from: ['2026-01-01', '2024-02-29', ''],
  to: ['2026-01-31', '2026-12-31'],
  zip_code: ['01000', '37920', '59472'],
};

/** A query of `keys` (and a key no schema names): each parameter absent, usual, or anything from `value`. */
function queries(keys: string[]) {
  const param = (key: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      { weight: 4, arbitrary: fc.constantFrom(...(usual[key] ?? ['x'])) },
      { weight: 1, arbitrary: value },
    );
  return fc
    .record(Object.fromEntries([...keys, 'other'].map((k) => [k, param(k)])))
    .map((q) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)));
}

function checkAgainstSchema(
  schema: typeof customCartListQuery | typeof clientLedgerQuery | typeof postalCodeParams,
  keys: string[],
) {
  const shortcut = shortcutOf(schema)!;
  let answered = 0;
  fc.assert(
    fc.property(queries(keys), (query) => {
      const short = shortcut(query);
      if (short === undefined) return;
      answered++;
      const read = schema.safeParse(query);
      expect(read.success).toBe(true);
      expect(short).toEqual(read.data);
    }),
    { numRuns: 20_000 },
  );
  // The property held over answers, not only over refusals: a good share of the generated queries took the shortcut.
  expect(answered).toBeGreaterThan(500);
}

describe('the customer-order list query shortcut', () => {
  const keys = ['customer_id', 'page_size', 'current_page', 'find', 'status', 'overdue', 'contact_id', 'from', 'to'];

  it('answers, when it answers, what the schema reads', () => checkAgainstSchema(customCartListQuery, keys));

  it('reads the queries the pages send', () => {
    const shortcut = shortcutOf(customCartListQuery)!;
    const sent = [
      { customer_id: 'C123' },
      { customer_id: 'C123', page_size: '10', current_page: '3', status: 'created' },
      { customer_id: 'C123', current_page: '1', find: 'María López' },
      { customer_id: 'C123', overdue: 'true', status: '' },
      { customer_id: 'C123', from: '2026-01-01', to: '2026-01-31', contact_id: UUID_A },
    ];
    for (const query of sent) {
      expect(shortcut(query)).toEqual(customCartListQuery.parse(query));
      expect(shortcut(query)).not.toBeUndefined();
    }
  });

  it('leaves every refusal to zod, and its message with it', () => {
    const shortcut = shortcutOf(customCartListQuery)!;
    for (const query of [
      { customer_id: 'C123', find: 'ab' },
      { customer_id: 'C123', status: 'otro' },
      { customer_id: 'C123', from: '2026-02-01', to: '2026-01-01' },
      { customer_id: 'C123', page_size: '0' },
      { customer_id: '' },
    ]) {
      expect(shortcut(query)).toBeUndefined();
      expect(customCartListQuery.safeParse(query).success).toBe(false);
    }
  });
});

describe("'Me deben''s query shortcut", () => {
  it('answers, when it answers, what the schema reads', () =>
    checkAgainstSchema(clientLedgerQuery, ['customer_id', 'current_page']));

  it('reads the queries the page sends', () => {
    const shortcut = shortcutOf(clientLedgerQuery)!;
    for (const query of [{ customer_id: 'C123' }, { customer_id: 'C123', current_page: '4' }]) {
      expect(shortcut(query)).not.toBeUndefined();
      expect(shortcut(query)).toEqual(clientLedgerQuery.parse(query));
    }
  });
});

describe("the postal-code lookup's path shortcut", () => {
  it('answers, when it answers, what the schema reads', () => checkAgainstSchema(postalCodeParams, ['zip_code']));

  it('reads the five digits the address form sends, and leaves the rest to zod', () => {
    const shortcut = shortcutOf(postalCodeParams)!;
    expect(shortcut({ zip_code: '01000' })).toEqual({ zip_code: '01000' });
    for (const zip of [' 01000', '0100', 'abcde', '']) expect(shortcut({ zip_code: zip })).toBeUndefined();
    expect(postalCodeParams.parse({ zip_code: ' 01000' })).toEqual({ zip_code: '01000' });
  });
});
