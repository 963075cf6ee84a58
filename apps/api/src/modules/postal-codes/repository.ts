import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { postalCodes } from '@shop/db/schema/index';
import type { PostalCodeLookup } from '@shop/contracts/postal-codes';

/**
 * The colonies of one postal code: an index scan on the primary key (zip_code, colony_id), as a named
 * prepared statement (parsed and planned once per connection; the lookup is the address form's hot path).
 */
export function postalCodeFinder(db: DbOrTx) {
  const statement = db
    .select({
      colonyId: postalCodes.colonyId,
      colony: postalCodes.colony,
      settlementType: postalCodes.settlementType,
      municipalityId: postalCodes.municipalityId,
      municipality: postalCodes.municipality,
      stateId: postalCodes.stateId,
      state: postalCodes.state,
      city: postalCodes.city,
    })
    .from(postalCodes)
    .where(eq(postalCodes.zipCode, sql.placeholder('zip')))
    .orderBy(asc(postalCodes.colony))
    .prepare('postal_code_lookup');
  return async (zip: string) => toLookup(zip, await statement.execute({ zip }));
}

export async function findPostalCode(db: DbOrTx, zip: string): Promise<PostalCodeLookup | null> {
  return postalCodeFinder(db)(zip);
}

type LookupRow = {
  colonyId: number;
  colony: string;
  settlementType: string;
  municipalityId: number;
  municipality: string;
  stateId: number;
  state: string;
  city: string | null;
};

function toLookup(zip: string, rows: LookupRow[]): PostalCodeLookup | null {
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
