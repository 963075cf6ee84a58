import { brotliDecompressSync } from 'node:zlib';
import { postalCodeMessages } from '@shop/contracts/postal-codes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import {
  catalogueSource,
  ensurePostalCodes,
  parseSepomex,
  readSepomexFile,
  replaceCatalogue,
  CatalogueFormatError,
} from '@shop/db/postal-codes';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createPostalCodeLookup } from './lookup-cache';
import { postalCodeFinder } from './repository';

/** The official catalogue, read from the shared folder (never copied into the project). */
const SEPOMEX_FILE = resolve(import.meta.dirname, '../../../../../../shared/data/sepomex/CPdescarga.txt');

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const total = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from postal_codes`))[0]!.n;

describe('SEPOMEX catalogue', () => {
  it.runIf(existsSync(SEPOMEX_FILE))(
    'imports all 155,888 rows of the official file, latin1 accents intact, and looks zips up',
    async () => {
      const rows = readSepomexFile(SEPOMEX_FILE);
      expect(rows).toHaveLength(155_888);
      expect(new Set(rows.map((r) => r.zipCode)).size).toBe(32_012);
      const started = performance.now();
      await replaceCatalogue(t.db, rows, 'file', t.clock.now());
      expect(performance.now() - started).toBeLessThan(20_000);
      expect(await total()).toBe(155_888);

      const sanAngel = await t.app.inject({ url: '/api/postal-codes/01000' });
      expect(sanAngel.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'public, max-age=86400',
      });
      expect(sanAngel.json()).toMatchObject({
        state: { id: 9, name: 'Ciudad de México' },
        municipality: { id: 10, name: 'Álvaro Obregón' },
        colonies: [{ id: 1, name: 'San Ángel' }],
      });
      // A rural zip without a city answers an empty city (the form treats city as optional).
      const rural = rows.find((r) => r.city === null)!;
      const res = await t.app.inject({ url: `/api/postal-codes/${rural.zipCode}` });
      expect(res.statusCode).toBe(200);
    },
  );

  it('replaces the catalogue in one transaction: a broken file leaves the old catalogue in place', async () => {
    await ensurePostalCodes(t.db, undefined, t.clock.now());
    const before = await total();
    expect(before).toBeGreaterThan(0);
    const header =
      'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad';
    const line =
      '01000|San Ángel|Colonia|Álvaro Obregón|Ciudad de México|Ciudad de México|01001|09|01001||09|010|0001|Urbano|01';
    // The same (zip, colony id) twice violates the key: the whole import is rolled back.
    const duplicated = parseSepomex(['Aviso', header, line, line].join('\r\n'));
    await expect(replaceCatalogue(t.db, duplicated, 'file', t.clock.now())).rejects.toThrow();
    expect(await total()).toBe(before);
    expect((await catalogueSource(t.db))?.source).toBe('builtin');
    expect(() => parseSepomex('no es un catálogo')).toThrow(CatalogueFormatError);
  });

  it('a start without POSTAL_CODES_FILE knows the demo zips; a later start with the file imports it', async () => {
    expect(await ensurePostalCodes(t.db, undefined, t.clock.now())).toMatchObject({ imported: 'builtin' });
    for (const zip of ['06700', '03100', '44100', '64000', '72000', '37000', '76000', '11000', '45050']) {
      expect((await t.app.inject({ url: `/api/postal-codes/${zip}` })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: '/api/postal-codes/01000' })).statusCode).toBe(404);
    expect(await ensurePostalCodes(t.db, undefined, t.clock.now())).toMatchObject({ imported: null });
    if (existsSync(SEPOMEX_FILE)) {
      expect(await ensurePostalCodes(t.db, SEPOMEX_FILE, t.clock.now())).toMatchObject({
        imported: 'file',
        rows: 155_888,
      });
      expect(await ensurePostalCodes(t.db, SEPOMEX_FILE, t.clock.now())).toMatchObject({ imported: null });
    }
  });

  it('a re-import made by another process shows within 30 s (cached answers are dropped when the catalogue changes)', async () => {
    await ensurePostalCodes(t.db, undefined, t.clock.now());
    expect((await t.app.inject({ url: '/api/postal-codes/06700' })).json().colonies).toHaveLength(1);
    const header =
      'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad';
    const rows = parseSepomex(
      [
        'Aviso',
        header,
        '06700|Roma Norte|Colonia|Cuauhtémoc|Ciudad de México|Ciudad de México|06701|09|06701||09|015|0947|Urbano|01',
        '06700|Roma Sur Nueva|Colonia|Cuauhtémoc|Ciudad de México|Ciudad de México|06701|09|06701||09|015|9990|Urbano|01',
      ].join('\r\n'),
    );
    t.clock.advance(1000);
    await replaceCatalogue(t.db, rows, 'file', t.clock.now());
    expect((await t.app.inject({ url: '/api/postal-codes/06700' })).json().colonies).toHaveLength(1); // still the cached answer
    t.clock.advance(30_000);
    expect((await t.app.inject({ url: '/api/postal-codes/06700' })).json().colonies).toHaveLength(2);
    // An unknown zip: 404 when first read, and again from the cache, with its message.
    for (let i = 0; i < 2; i++) {
      const unknown = await t.app.inject({ url: '/api/postal-codes/03100' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: postalCodeMessages.unknown('03100') });
    }
  });

  it('sends a zip with hundreds of colonies compressed, once, when first read and from the cache', async () => {
    const header =
      'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad';
    const colonies = Array.from(
      { length: 300 },
      (_, i) =>
        `06700|Colonia Número ${i}|Colonia|Cuauhtémoc|Ciudad de México|Ciudad de México|06701|09|06701||09|015|${1000 + i}|Urbano|01`,
    );
    t.clock.advance(60_000);
    await replaceCatalogue(t.db, parseSepomex(['Aviso', header, ...colonies].join('\r\n')), 'file', t.clock.now());
    t.clock.advance(31_000);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url: '/api/postal-codes/06700', headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      const answer = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as { colonies: unknown[] };
      expect(answer.colonies).toHaveLength(300);
    }
  });

  it('answers concurrent lookups of a zip not yet cached with a single query', async () => {
    await ensurePostalCodes(t.db, undefined, t.clock.now());
    const realFind = postalCodeFinder(t.db);
    const asked: string[] = [];
    const lookup = createPostalCodeLookup(t.db, t.clock, (zip) => (asked.push(zip), realFind(zip)));
    const answers = await Promise.all(Array.from({ length: 20 }, async () => lookup('06700')));
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0]!)).toMatchObject({ zip_code: '06700', colonies: [{ name: 'Roma Norte' }] });
    expect(await Promise.all([lookup('99999'), lookup('99999')])).toEqual([null, null]);
    // Cached: the answer at once, not a promise.
    expect(lookup('06700')).toBe(answers[0]);
    expect(asked).toEqual(['06700', '99999']);
  });
});
