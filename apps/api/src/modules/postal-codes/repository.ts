import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { postalCodes } from '@shop/db/schema/index';
import type { PostalCodeLookup } from '@shop/contracts/postal-codes';

/** The colonies of one postal code: an index scan on the primary key (zip_code, colony_id). */
export async function findPostalCode(db: DbOrTx, zip: string): Promise<PostalCodeLookup | null> {
  const rows = await db.select().from(postalCodes).where(eq(postalCodes.zipCode, zip)).orderBy(asc(postalCodes.colony));
  const first = rows[0];
  if (!first) return null;
  return {
    zip_code: zip,
    state: { id: first.stateId, name: first.state },
    municipality: { id: first.municipalityId, name: first.municipality },
    city: rows.find((r) => r.city)?.city ?? '',
    colonies: rows.map((r) => ({ id: r.colonyId, name: r.colony, type: r.settlementType })),
  };
}

export async function findColony(db: DbOrTx, zip: string, colonyId: number) {
  const [row] = await db
    .select()
    .from(postalCodes)
    .where(and(eq(postalCodes.zipCode, zip), eq(postalCodes.colonyId, colonyId)));
  return row ?? null;
}
