import { postalCodeMessages } from '@shop/contracts/postal-codes';
import { badRequest, sendJson, type FloorRoutes } from './common';

/**
 * GET /api/postal-codes/{zip}: the zip's colonies by name (the primary key's range), the first one's state and
 * municipality, the first city that is not empty. The shop keeps each answer in memory (decision 0103); the floor
 * reads it every time, so the shop may run above it here.
 */
const POSTAL_CODE = `select json_build_object(
    'zip_code', $1::text,
    'state', (array_agg(json_build_object('id', p.state_id, 'name', p.state)))[1],
    'municipality', (array_agg(json_build_object('id', p.municipality_id, 'name', p.municipality)))[1],
    'city', coalesce((array_agg(p.city) filter (where p.city <> ''))[1], ''),
    'colonies', json_agg(json_build_object('id', p.colony_id, 'name', p.colony, 'type', p.settlement_type)))::text as body
  from (select * from postal_codes where zip_code = $1 order by colony) p
  having count(*) > 0`;

export const postalCodeFloor: FloorRoutes = (app, pool) => {
  app.get<{ Params: { zip: string } }>('/api/postal-codes/:zip', async (request, reply) => {
    const zip = request.params.zip.trim();
    if (!/^\d{5}$/.test(zip)) return badRequest(reply);
    const { rows } = await pool.query<{ body: string }>({ name: 'postal_code', text: POSTAL_CODE, values: [zip] });
    if (!rows[0]) return reply.code(404).send({ message: postalCodeMessages.unknown(zip) });
    return sendJson(reply.header('cache-control', 'public, max-age=86400'), rows[0].body);
  });
};
