import { resolve } from 'node:path';
import { readSepomexFile, replaceCatalogue } from '@shop/db/postal-codes';
import type { BenchScenario } from '../scenario';

const FILE =
  process.env.POSTAL_CODES_FILE ?? resolve(import.meta.dirname, '../../../shared/data/sepomex/CPdescarga.txt');

/**
 * GET /api/postal-codes/{zip}: the address form's lookup over the whole SEPOMEX catalogue (155,888 rows),
 * random real zips. Issue 3: p99 under 10 ms at 50 concurrent requests.
 */
export const postalCodeScenario: BenchScenario = {
  name: 'GET /api/postal-codes/{zip}',
  floor: true,
  target: { p99Ms: 10, connections: 50 },
  async seed(db) {
    const rows = readSepomexFile(FILE);
    const started = Date.now();
    await replaceCatalogue(db, rows, 'file', new Date());
    console.log(
      `postal codes: ${rows.length.toLocaleString('es-MX')} rows imported in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const zips = [...new Set(rows.map((r) => r.zipCode))];
    // A fixed pseudo-random pick (the same every run) of zips across the country.
    const picked = Array.from({ length: 1000 }, (_, i) => zips[(i * 7919) % zips.length]!);
    return { sessions: [], zips: picked };
  },
  request: (state, i) => {
    const zips = state.zips as string[];
    return { path: `/api/postal-codes/${zips[i % zips.length]}` };
  },
};
