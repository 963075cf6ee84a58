import { ORDER_PLATFORMS, ORDERS_MAX_PAGE_SIZE, ORDERS_PAGE_SIZE } from '@shop/contracts/account-orders-messages';
import { deliveryPromise } from '@shop/domain/delivery-promise';
import { promiseText } from '@shop/domain/delivery-promise-text';
import { mexicoDate } from '@shop/domain/mexico-dates';
import { listDeliveryMethod, statusLabel, type DeliveryType, type Platform } from '@shop/domain/orders';
import {
  ME_ROW,
  notFound,
  queryInt,
  queryText,
  sendJson,
  sessionId,
  unauthenticated,
  type FloorRoutes,
} from './common';

/**
 * GET /api/v1/api-composer/orders/historic, a filtered page (platform, from, to, pageSize, currentPage): the session,
 * the customerId check, the filter's count (index-only on (customer_id, platform, created_at desc, id desc)) and the
 * page with each order's store, status dates and last courier event, in one statement per filter shape. The
 * delivery promise and the labels are @shop/domain's rules, as the shop's. The number search (find), the views and
 * hasFilterSelected are not the bench's requests: the floor answers them 501.
 */
function historicSql(shape: { platform: boolean; from: boolean; to: boolean }) {
  let n = 4; // $1 the session, $2 the customerId, $3 and $4 the page's limit and offset
  const where = [
    'o.customer_id = me.id and me.customer_id = $2',
    shape.platform ? `o.platform = $${++n}` : '',
    shape.from ? `o.created_at >= to_timestamp($${++n})` : '',
    shape.to ? `o.created_at <= to_timestamp($${++n})` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return `select me.customer_id as me,
    (select count(*)::int from orders o where ${where}) as total,
    (select json_agg(x order by x.at desc, x.id desc) from (
       select o.id, o.created_at as at, o.platform, o.magento_order_id, o.pricesoft_id,
              to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
              o.grand_total_cents, o.status, o.delivery_type, o.store_id, o.caja, s.name as store_name,
              o.shipping_address->>'postcode' as postcode, o.shipping_address->>'region' as region,
              h.confirmed_at, h.shipped_at, h.ready_at, h.done_at, e.event_code, e.event_at
         from (select o.* from orders o where ${where}
                order by o.created_at desc nulls last, o.id desc nulls last limit $3 offset $4) o
         left join stores s on s.id = o.store_id
         cross join lateral (
           select min(h.at) filter (where h.to_status = 'confirmed') as confirmed_at,
                  min(h.at) filter (where h.to_status = 'shipped') as shipped_at,
                  min(h.at) filter (where h.to_status = 'ready') as ready_at,
                  max(h.at) filter (where h.to_status in ('delivered', 'collected')) as done_at
             from order_status_history h where h.order_id = o.id) h
         left join lateral (
           select t.code as event_code, t.occurred_at as event_at from order_tracking_events t
            where t.order_id = o.id order by t.occurred_at desc limit 1) e on true) x) as page
  from ${ME_ROW} me`;
}

interface PageRow {
  id: number;
  platform: Platform;
  magento_order_id: string | null;
  pricesoft_id: string | null;
  created_at: string;
  grand_total_cents: number;
  status: string;
  delivery_type: DeliveryType;
  store_id: string | null;
  caja: string | null;
  store_name: string | null;
  postcode: string | null;
  region: string | null;
  confirmed_at: string | null;
  shipped_at: string | null;
  ready_at: string | null;
  done_at: string | null;
  event_code: string | null;
  event_at: string | null;
}

const instant = (v: string | null) => (v === null ? null : new Date(v));

function summary(r: PageRow, now: Date) {
  const promise = deliveryPromise({
    platform: r.platform,
    deliveryType: r.delivery_type,
    status: r.status,
    orderedAt: new Date(r.created_at),
    confirmedAt: instant(r.confirmed_at),
    shippedAt: instant(r.shipped_at),
    readyAt: instant(r.ready_at),
    doneAt: instant(r.done_at),
    postcode: r.postcode,
    region: r.region,
    lastEvent: r.event_code && r.event_at ? { code: r.event_code, at: new Date(r.event_at) } : null,
    now,
  });
  return {
    entity_id: r.id,
    platform: r.platform,
    magento_order_id: r.magento_order_id,
    pricesoft_id: r.pricesoft_id,
    created_at: r.created_at,
    grand_total: r.grand_total_cents,
    status: r.status,
    status_label: statusLabel(r.status, 'list'),
    delivery_method: listDeliveryMethod(r.platform, r.delivery_type),
    store_name: r.store_name,
    store_id: r.store_id,
    caja: r.caja,
    delivery_promise: promise && { ...promise, text: promiseText(promise, mexicoDate(now)) },
  };
}

const epoch = (v: string | undefined) =>
  v === undefined ? undefined : /^\d{1,10}$/.test(v) && Number(v) <= 4_102_444_800 ? Number(v) : null;

export const historicOrdersFloor: FloorRoutes = (app, pool) => {
  app.get('/api/v1/api-composer/orders/historic', async (request, reply) => {
    const q = request.query;
    if (['find', 'view', 'hasFilterSelected'].some((k) => queryText(q, k) !== undefined))
      return reply.code(501).send({ message: 'not in the floor' });
    const customerId = queryText(q, 'customerId');
    const platform = queryText(q, 'platform');
    const from = epoch(queryText(q, 'from'));
    const to = epoch(queryText(q, 'to'));
    const size = queryInt(q, 'pageSize', ORDERS_PAGE_SIZE, ORDERS_MAX_PAGE_SIZE);
    const page = queryInt(q, 'currentPage', 1, 100_000);
    if (
      !customerId ||
      customerId.length > 20 ||
      (platform !== undefined && !(ORDER_PLATFORMS as readonly string[]).includes(platform)) ||
      from === null ||
      to === null ||
      (from !== undefined && to !== undefined && from > to) ||
      size === null ||
      page === null
    )
      return reply.code(400).send({ message: 'bad request' });
    const id = sessionId(request.headers.cookie);
    if (!id) return unauthenticated(reply);
    const shape = { platform: platform !== undefined, from: from !== undefined, to: to !== undefined };
    const { rows } = await pool.query<{ me: string; total: number; page: PageRow[] | null }>({
      name: `historic_${Object.values(shape).map(Number).join('')}`,
      text: historicSql(shape),
      values: [id, customerId, size, (page - 1) * size, platform, from, to].filter((v) => v !== undefined),
    });
    const r = rows[0];
    if (!r) return unauthenticated(reply);
    if (r.me !== customerId) return notFound(reply);
    const now = new Date();
    return sendJson(reply, JSON.stringify({ data: (r.page ?? []).map((o) => summary(o, now)), total_count: r.total }));
  });
};
