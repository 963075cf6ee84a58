/**
 * The SEPOMEX postal-code catalogue: parsing the official download and replacing the catalogue in one
 * transaction (docs/decisions/0103-postal-code-catalogue.md).
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';
import { postalCodeCatalogue, postalCodes } from './schema/index';
import { BUILTIN_POSTAL_CODES } from './seed/postal-codes';

export type PostalCodeRow = typeof postalCodes.$inferInsert;

const REQUIRED_COLUMNS = [
  'd_codigo',
  'd_asenta',
  'd_tipo_asenta',
  'D_mnpio',
  'd_estado',
  'd_ciudad',
  'c_estado',
  'c_mnpio',
  'id_asenta_cpcons',
  'd_zona',
] as const;

export class CatalogueFormatError extends Error {}

/**
 * Parses the official file (ISO-8859-1, CRLF, '|'-separated; line 1 is Correos' notice, then the header).
 * Columns are found by their header names, so a newer download with reordered columns still loads.
 */
export function parseSepomex(text: string): PostalCodeRow[] {
  const lines = text.split(/\r?\n/);
  const headerIndex = lines.findIndex((l) => l.startsWith('d_codigo|'));
  if (headerIndex < 0)
    throw new CatalogueFormatError('No header line starting with "d_codigo|": this is not a SEPOMEX CPdescarga file.');
  const header = lines[headerIndex]!.split('|');
  const col = Object.fromEntries(
    REQUIRED_COLUMNS.map((name) => {
      const i = header.indexOf(name);
      if (i < 0) throw new CatalogueFormatError(`Column ${name} is missing from the header.`);
      return [name, i];
    }),
  ) as Record<(typeof REQUIRED_COLUMNS)[number], number>;

  const rows: PostalCodeRow[] = [];
  for (let n = headerIndex + 1; n < lines.length; n++) {
    const line = lines[n]!;
    if (line === '') continue;
    const f = line.split('|');
    const zip = f[col.d_codigo]!;
    const colonyId = Number(f[col.id_asenta_cpcons]);
    const stateId = Number(f[col.c_estado]);
    const municipalityId = Number(f[col.c_mnpio]);
    if (
      !/^\d{5}$/.test(zip) ||
      !Number.isInteger(colonyId) ||
      !Number.isInteger(stateId) ||
      !Number.isInteger(municipalityId)
    ) {
      throw new CatalogueFormatError(`Line ${n + 1} is not a valid catalogue row: ${line.slice(0, 120)}`);
    }
    const city = f[col.d_ciudad]!.trim();
    rows.push({
      zipCode: zip,
      colonyId,
      colony: f[col.d_asenta]!.trim(),
      settlementType: f[col.d_tipo_asenta]!.trim(),
      municipalityId,
      municipality: f[col.D_mnpio]!.trim(),
      stateId,
      state: f[col.d_estado]!.trim(),
      city: city === '' ? null : city,
      zone: f[col.d_zona]!.trim(),
    });
  }
  return rows;
}

export function readSepomexFile(path: string): PostalCodeRow[] {
  return parseSepomex(readFileSync(path, 'latin1'));
}

const BATCH = 10_000;

/**
 * Replaces the whole catalogue in ONE transaction: readers keep seeing the old catalogue until it commits,
 * and a failure (a malformed file, a duplicate (zip_code, colony_id)) leaves the old one in place. Rows go
 * in as column arrays through unnest(), 10,000 per statement.
 */
export async function replaceCatalogue(
  db: Db,
  rows: PostalCodeRow[],
  source: 'builtin' | 'file',
  now: Date,
): Promise<number> {
  await db.transaction(async (tx) => {
    await tx.delete(postalCodes);
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const column = <K extends keyof PostalCodeRow>(key: K) => sql.param(batch.map((r) => r[key] ?? null));
      await tx.execute(sql`
        insert into postal_codes (zip_code, colony_id, colony, settlement_type, municipality_id, municipality, state_id, state, city, zone)
        select * from unnest(
          ${column('zipCode')}::text[], ${column('colonyId')}::int[], ${column('colony')}::text[], ${column('settlementType')}::text[],
          ${column('municipalityId')}::int[], ${column('municipality')}::text[], ${column('stateId')}::int[], ${column('state')}::text[],
          ${column('city')}::text[], ${column('zone')}::text[])`);
    }
    await tx
      .insert(postalCodeCatalogue)
      .values({ id: 1, source, rowCount: rows.length, importedAt: now })
      .onConflictDoUpdate({ target: postalCodeCatalogue.id, set: { source, rowCount: rows.length, importedAt: now } });
  });
  await db.execute(sql`analyze postal_codes`); // fresh statistics, so the planner uses the key for lookups
  return rows.length;
}

export async function catalogueSource(
  db: DbOrTx,
): Promise<{ source: 'builtin' | 'file'; rowCount: number; importedAt: Date } | null> {
  const [row] = await db.select().from(postalCodeCatalogue).where(eq(postalCodeCatalogue.id, 1));
  return row ? { source: row.source, rowCount: row.rowCount, importedAt: row.importedAt } : null;
}

/**
 * At start (running contract): with POSTAL_CODES_FILE, a database without an imported catalogue imports it;
 * without the file, an empty catalogue gets the built-in rows of the postal codes the demo data uses.
 */
export async function ensurePostalCodes(
  db: Db,
  file: string | undefined,
  now: Date,
): Promise<{ imported: 'file' | 'builtin' | null; rows: number }> {
  const current = await catalogueSource(db);
  if (file && current?.source !== 'file') {
    const rows = await replaceCatalogue(db, readSepomexFile(file), 'file', now);
    return { imported: 'file', rows };
  }
  if (!current) {
    const rows = await replaceCatalogue(db, BUILTIN_POSTAL_CODES, 'builtin', now);
    return { imported: 'builtin', rows };
  }
  return { imported: null, rows: current.rowCount };
}
