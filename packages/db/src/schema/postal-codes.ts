import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The SEPOMEX postal-code catalogue: one row per settlement (colony). A colony's numeric id is SEPOMEX's
 * id_asenta_cpcons, which is unique within a postal code (every postal code lies in one municipality), so
 * the key is (zip_code, colony_id) (docs/decisions/0103-postal-code-catalogue.md). The primary key also
 * serves the zip lookup (`where zip_code = $1`).
 */
export const postalCodes = pgTable(
  'postal_codes',
  {
    zipCode: text('zip_code').notNull(),
    colonyId: integer('colony_id').notNull(),
    colony: text('colony').notNull(),
    settlementType: text('settlement_type').notNull(),
    municipalityId: integer('municipality_id').notNull(),
    municipality: text('municipality').notNull(),
    stateId: integer('state_id').notNull(),
    state: text('state').notNull(),
    /** Empty on about two thirds of SEPOMEX rows (rural settlements). */
    city: text('city'),
    zone: text('zone').notNull(),
  },
  (t) => [primaryKey({ name: 'postal_codes_pkey', columns: [t.zipCode, t.colonyId] })],
);

/** Where the catalogue came from: 'builtin' (the demo zips) or 'file' (an official SEPOMEX download). One row. */
export const postalCodeCatalogue = pgTable(
  'postal_code_catalogue',
  {
    id: smallint('id').primaryKey().default(1),
    source: text('source', { enum: ['builtin', 'file'] }).notNull(),
    rowCount: integer('row_count').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('postal_code_catalogue_single_row', sql`${t.id} = 1`)],
);
