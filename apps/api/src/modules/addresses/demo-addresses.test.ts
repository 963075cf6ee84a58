import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { seedDemo } from '@shop/db/seed/demo';
import { BUILTIN_POSTAL_CODES } from '@shop/db/seed/postal-codes';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.clock);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('demo addresses (issue 28)', () => {
  it("carry the municipality_id of their postal code's colony, never an empty one", async () => {
    const rows = await queryRows<{ postcode: string; colony_id: number; municipality_id: number | null }>(
      t.db,
      sql`select postcode, colony_id, municipality_id from customer_addresses`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const catalogue = BUILTIN_POSTAL_CODES.find((p) => p.zipCode === row.postcode && p.colonyId === row.colony_id);
      expect(row.municipality_id, row.postcode).not.toBeNull();
      expect(row.municipality_id, row.postcode).toBe(catalogue?.municipalityId);
    }
  });
});
