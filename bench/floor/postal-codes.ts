import { postalCodeMessages } from '@shop/contracts/postal-codes';
import { badRequest, sendJson, type FloorRoutes } from './common';

/**
 * GET /api/postal-codes/{zip}: the zip's colonies by name (the primary key's range), the first one's state and
 * municipality, the first city that is not empty, as JSON text from one statement. The shop keeps each answer in
 * memory and checks the catalogue's import stamp every 30 s (decision 0103); so does the floor, or the shop would run
 * far above its floor (measured uncached: the floor at 0.29 of the shop's req/s) and the row would say nothing of its
 * per-request costs.
 */
const POSTAL_CODE = `select json_build_object(
    'zip_code', $1::text,
    'state', (array_agg(json_build_object('id', p.state_id, 'name', p.state)))[1],
    'municipality', (array_agg(json_build_object('id', p.municipality_id, 'name', p.municipality)))[1],
    'city', coalesce((array_agg(p.city) filter (where p.city <> ''))[1], ''),
    'colonies', json_agg(json_build_object('id', p.colony_id, 'name', p.colony, 'type', p.settlement_type)))::text as body
  from (select * from postal_codes where zip_code = $1 order by colony) p
  having count(*) > 0`;

const STAMP = `select coalesce((select source || row_count || imported_at from postal_code_catalogue), '') as stamp`;
const CHECK_MS = 30_000;

export const postalCodeFloor: FloorRoutes = (app, pool) => {
  const cache = new Map<string, string | null>();
  let stamp = '';
  let checkedAt = -Infinity;
  app.get<{ Params: { zip: string } }>('/api/postal-codes/:zip', async (request, reply) => {
    const zip = request.params.zip.trim();
    if (!/^\d{5}$/.test(zip)) return badRequest(reply);
    if (Date.now() - checkedAt >= CHECK_MS) {
      checkedAt = Date.now();
      const { rows } = await pool.query<{ stamp: string }>({ name: 'postal_code_stamp', text: STAMP });
      if (rows[0]!.stamp !== stamp) cache.clear();
      stamp = rows[0]!.stamp;
    }
    let body = cache.get(zip);
    if (body === undefined) {
      const { rows } = await pool.query<{ body: string }>({ name: 'postal_code', text: POSTAL_CODE, values: [zip] });
      cache.set(zip, (body = rows[0]?.body ?? null));
    }
    if (body === null) return reply.code(404).send({ message: postalCodeMessages.unknown(zip) });
    return sendJson(reply.header('cache-control', 'public, max-age=86400'), body);
  });
};
