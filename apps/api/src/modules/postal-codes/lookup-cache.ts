import type { Clock } from '@shop/domain/clock';
import type { DbOrTx } from '@shop/db/client';
import { catalogueSource } from '@shop/db/postal-codes';
import { postalCodeLookup } from '@shop/contracts/postal-codes';
import { postalCodeFinder } from './repository';

/** How often a process checks whether the catalogue was re-imported (by any process). */
export const CATALOGUE_CHECK_MS = 30_000;
const MAX_ENTRIES = 40_000; // every Mexican zip (32,012) fits: about 10 MB

/**
 * The zip lookup with an in-process cache in front of the indexed query (decision 0103). The catalogue only
 * changes when it is re-imported, which stamps `postal_code_catalogue.imported_at`; every 30 s at most one
 * request reads that stamp (a primary-key read) and a changed stamp empties the cache. A process therefore
 * serves a replaced catalogue for at most 30 s after an import elsewhere.
 *
 * The cache holds each answer already checked against the response contract and serialised, so a cached
 * lookup costs no serialisation (the largest piece of the route's CPU under load: decision 0008).
 * Resolves to the JSON text of the answer, or null for an unknown zip. This is the module's service: built once
 * in the composition root (app.ts), so every request of the process shares its cache.
 */
export function createPostalCodeLookup(db: DbOrTx, clock: Clock, find = postalCodeFinder(db)) {
  const cache = new Map<string, string | null>();
  const inFlight = new Map<string, Promise<string | null>>();
  let stamp: string | null | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;
  let generation = 0; // bumped when the catalogue changes: a query started before keeps out of the cache

  async function checkCatalogue() {
    const current = await catalogueSource(db);
    const next = current ? `${current.source}:${current.rowCount}:${current.importedAt.toISOString()}` : null;
    if (next !== stamp) {
      cache.clear();
      inFlight.clear();
      generation++;
    }
    stamp = next;
  }

  /**
   * The answer's JSON text, or null for an unknown zip: at once (no promise, no turn of the event loop) when the cache
   * has it and the catalogue's stamp needs no check, which is nearly every request.
   */
  return function lookupJson(zip: string): string | null | Promise<string | null> {
    const now = clock.now().getTime();
    if (now - checkedAt >= CATALOGUE_CHECK_MS) {
      checkedAt = now;
      checking ??= checkCatalogue().finally(() => (checking = null));
    }
    if (checking) return checking.then(() => lookupJson(zip));
    const cached = cache.get(zip);
    if (cached !== undefined) return cached;
    // Concurrent misses for one zip share a single query (many forms asking for the same new zip at once).
    let loading = inFlight.get(zip);
    if (!loading) {
      const started: Promise<string | null> = load(zip).finally(() => {
        if (inFlight.get(zip) === started) inFlight.delete(zip);
      });
      inFlight.set(zip, (loading = started));
    }
    return loading;
  };
  async function load(zip: string): Promise<string | null> {
    const started = generation;
    const found = await find(zip);
    const json = found ? JSON.stringify(postalCodeLookup.parse(found)) : null;
    if (started === generation) {
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(zip, json);
    }
    return json;
  }
}
export type PostalCodeLookupService = ReturnType<typeof createPostalCodeLookup>;
