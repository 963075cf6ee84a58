/**
 * The floor of `npm run bench` (issue 32): for a scenario, the least a server needs to give the shop's same answer
 * on the same database — bare Fastify and `pg`, no plugins, one statement per request (the session check inside
 * it), JSON built by PostgreSQL where it can be, serialised once. The runner starts it beside the shop and the
 * hello-world, checks that its answer equals the shop's, and prints shop ÷ floor.
 *   node --import tsx bench/floor/server.ts <port> <database url>
 * Each route answers one scenario's request path (the profile and 'Hoy' here, the others in bench/floor/<scenario>.ts,
 * registered below); the rules it needs that are not SQL come from @shop/domain, as the shop's do.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { COLLECTIONS_WEEK_DAYS } from '@shop/domain/customer-orders';
import { addDays, mexicoDate } from '@shop/domain/mexico-dates';
import { lineNextPayment } from '@shop/domain/credit';
import { ME, notFound, sendJson, sessionId, unauthenticated } from './common';
import { creditFloor, evaluatedLine, type CreditData } from './credit';
import { customerOrdersFloor } from './customer-orders';
import { historicOrdersFloor } from './historic-orders';
import { postalCodeFloor } from './postal-codes';

const port = Number(process.argv[2]);
const pool = new pg.Pool({ connectionString: process.argv[3], max: 10 });
// Every answer of the shop names its request (`x-request-id`: a random prefix per process and a count, decision 0660's
// clients report it), so the floor's does too: the load generator parses every header of every answer, and one line
// more took it 0.1–1.3 µs an answer, 1–3 % of its CPU a request on the row served from memory (decision 0807).
const processId = randomBytes(6).toString('hex');
let requests = 0;
const app = Fastify({ logger: false, genReqId: () => `${processId}-${(++requests).toString(36)}` });

// The headers of the shop's API answers (decision 0793: what JSON data carries, no-store unless the route caches; HSTS
// in production only) and its request's id are part of the same answer, which the runner compares with the shop's:
// set before each route runs, so that a route's own cache-control replaces the default (decisions 0795, 0807).
const ANSWER_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};
app.addHook('onRequest', (request, reply, done) => {
  reply.headers(ANSWER_HEADERS);
  reply.header('x-request-id', request.id);
  done();
});

// GET /api/customers/me: the profile, its addresses and its store's name.
const PROFILE = `select json_build_object(
    'id', c.id, 'email', c.email, 'firstname', c.firstname, 'lastname', c.lastname, 'dob', c.dob::text,
    'role', c.role, 'username', c.username,
    'favoriteStore', (select json_build_object('id', st.id, 'name', st.name) from stores st where st.id = c.favorite_store_id),
    'delivery_preference', json_build_object('deliver_home', c.deliver_home, 'pickup_in_store', c.pickup_in_store),
    'addresses', coalesce((select json_agg(json_build_object(
        'id', a.id, 'firstname', a.firstname, 'lastname', a.lastname, 'street', json_build_array(a.street),
        'city', coalesce(a.city, ''), 'postcode', a.postcode,
        'region', json_build_object('region_id', a.state_id, 'region', a.state), 'telephone', a.telephone,
        'default_shipping', a.default_shipping, 'default_billing', a.default_billing,
        'custom_attributes', json_build_array(
          json_build_object('attribute_code', 'external_number', 'value', a.external_number),
          json_build_object('attribute_code', 'internal_number', 'value', coalesce(a.internal_number, '')),
          json_build_object('attribute_code', 'colony', 'value', a.colony),
          json_build_object('attribute_code', 'colony_id', 'value', a.colony_id::text),
          json_build_object('attribute_code', 'municipality', 'value', a.municipality),
          json_build_object('attribute_code', 'municipality_id', 'value', coalesce(a.municipality_id::text, '')),
          json_build_object('attribute_code', 'state', 'value', a.state),
          json_build_object('attribute_code', 'reference', 'value', a.reference))) order by a.id)
      from customer_addresses a where a.customer_id = c.id), '[]'::json),
    'custom_attributes', json_build_array(
      json_build_object('attribute_code', 'customer_id', 'value', c.customer_id),
      json_build_object('attribute_code', 'mother_last_name', 'value', coalesce(c.mother_last_name, '')),
      json_build_object('attribute_code', 'mobile_telephone', 'value', coalesce(c.mobile_telephone, '')),
      json_build_object('attribute_code', 'deleted_in_app', 'value', c.deleted_in_app)),
    'affiliationInfo', case when c.role = 'rolMember' then json_build_object('affiliation_status', json_build_object(
      'employee', c.employee, 'consolidated_affiliation_end_date', c.consolidated_affiliation_end_date::text)) end,
    'earningsMargin', c.earnings_margin, 'clientMode', c.client_mode)::text as body
  from customers c where c.id = ${ME}`;

app.get('/api/customers/me', async (request, reply) => {
  const id = sessionId(request.headers.cookie);
  const { rows } = id
    ? await pool.query<{ body: string }>({ name: 'profile', text: PROFILE, values: [id] })
    : { rows: [] };
  if (!rows[0]) return unauthenticated(reply);
  return sendJson(reply, rows[0].body);
});

// GET /api/members/me/today ('Hoy'): her store's waiting requests, her customer orders' figures and her CrediPrice
// line, for today and the next six days (Mexico City). 'Me deben''s rows function takes her id as a column of `me`
// (a sub-select argument would stop PostgreSQL inlining it: a plan per call, 1 ms).
const TODAY = `with customer as (select c.id, c.role from customers c
    where c.id = (select s.customer_id from sessions s where s.id = $1 and s.expires_at > now()) and c.deleted_at is null),
  me as (select id from customer where role = 'rolMember')
  select (select id from customer) as customer, (select id from me) as member,
  json_build_object(
    'store_id', (select s.store_id from custom_stores s where s.customer_id = (select id from me)),
    'count', (select count(*)::int from store_requests r
               where r.member_id = (select id from me) and r.status = 'pending' and r.cart_id is not null),
    'latest', coalesce((select json_agg(json_build_object('request_id', x.request_id, 'created_at', x.created_at,
                 'first_name', x.first_name, 'last_name', x.last_name, 'grand_total', x.grand_total,
                 'payment_option', x.payment_option, 'units', x.units) order by x.at desc, x.request_id)
      from (select r.request_id, r.created_at as at,
                   to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
                   r.first_name, r.last_name,
                   case when k.selected_payment = 'installments'
                        then coalesce(k.installment_grand_total_cents, k.grand_total_cents) else k.grand_total_cents end
                     as grand_total,
                   case when k.selected_payment in ('cash', 'installments') then k.selected_payment end as payment_option,
                   (select coalesce(sum(i.qty), 0)::int from custom_cart_items i where i.cart_id = k.cart_id) as units
              from store_requests r join custom_carts k on k.cart_id = r.cart_id and k.member_id = r.member_id
             where r.member_id = (select id from me) and r.status = 'pending' and r.cart_id is not null
             order by r.created_at desc, r.request_id limit 3) x), '[]'::json)) as store,
  (select json_build_object('due_this_week', d.due_week, 'overdue', d.overdue,
      'clients_due', l.clients_due, 'clients_overdue', l.clients_overdue,
      'clients', coalesce((select json_agg(json_build_object(
            'contact', json_build_object('contact_id', r.contact_id, 'first_name', coalesce(r.first_name, ''),
              'last_name', coalesce(r.last_name, ''), 'phone', coalesce(r.phone, ''), 'email', r.email),
            'owed', coalesce(r.owed_cents, 0), 'due_this_week', coalesce(r.due_week, 0), 'overdue', coalesce(r.overdue, 0),
            'overdue_since', r.overdue_since,
            'next_due', case when r.next_date is null then null
                             else json_build_object('date', r.next_date, 'amount', coalesce(r.next_amount, 0)) end)
          order by r.oldest_open_due, r.contact_id)
        from me, custom_cart_client_ledger_rows(me.id, 3, 0, $2::date, $3::date) r
       where coalesce(r.overdue, 0) > 0 or coalesce(r.due_week, 0) > 0), '[]'::json))
    from (select coalesce(sum(x.open_cents) filter (where x.due_date >= $2::date and x.due_date <= $3::date), 0)::bigint
                   as due_week,
                 coalesce(sum(x.open_cents) filter (where x.due_date < $2::date), 0)::bigint as overdue
            from custom_cart_ledger_days x where x.member_id = (select id from me)) d,
         (select count(*)::int as clients_due, count(*) filter (where x.oldest_open_due < $2::date)::int as clients_overdue
            from custom_cart_client_ledgers x where x.member_id = (select id from me) and x.oldest_open_due <= $3::date) l
  ) as collections,
  (select json_build_object('orders', coalesce(sum(c.n), 0)::int, 'clients_count', coalesce(sum(c.clients), 0)::int,
      'clients', coalesce((select json_agg(json_build_object('contact', json_build_object('contact_id', t.contact_id,
            'first_name', coalesce(k.first_name, ''), 'last_name', coalesce(k.last_name, '')), 'orders', t.n)
          order by t.n desc, t.contact_id)
        from (select cc.contact_id, cc.n from custom_cart_client_counts cc
               where cc.member_id = (select id from me) and cc.status = 'CREATED' and cc.n > 0
               order by cc.n desc nulls last, cc.contact_id limit 3) t
        join contacts k on k.contact_id = t.contact_id), '[]'::json))
     from custom_cart_counts c where c.member_id = (select id from me) and c.status = 'CREATED') as to_buy,
  json_build_object(
    'line', (select json_build_object('status_code', l.status_code, 'limit_cents', l.limit_cents)
               from credit_lines l where l.customer_id = (select id from me)),
    'credits', coalesce((select json_agg(json_build_object('id', c.id, 'start_date', c.start_date, 'periodo', c.periodo,
                  'installments', c.installments, 'principal_cents', c.principal_cents, 'interest_cents', c.interest_cents,
                  'late_rate_bps', c.late_rate_bps) order by c.id)
                 from credits c where c.customer_id = (select id from me)), '[]'::json),
    'payments', coalesce((select json_agg(json_build_object('credit_id', p.credit_id, 'paid_on', p.paid_on,
                   'amount_cents', p.amount_cents, 'kind', p.kind))
                  from credit_payments p where p.customer_id = (select id from me)), '[]'::json)) as credit`;

/** Her line's next payment, as 'Hoy' gives it (the same domain rules as the shop's credit service). */
function nextPayment(data: CreditData, today: string) {
  const { limit, credits } = evaluatedLine(data, today);
  return lineNextPayment(limit, credits);
}

app.get('/api/members/me/today', async (request, reply) => {
  const id = sessionId(request.headers.cookie);
  if (!id) return unauthenticated(reply);
  const today = mexicoDate(new Date());
  const weekEnd = addDays(today, COLLECTIONS_WEEK_DAYS - 1);
  const { rows } = await pool.query<{
    customer: number | null;
    member: number | null;
    store: { store_id: string | null; count: number; latest: unknown[] };
    collections: Record<string, unknown>;
    to_buy: Record<string, unknown>;
    credit: CreditData;
  }>({ name: 'today', text: TODAY, values: [id, today, weekEnd] });
  const r = rows[0];
  if (!r || r.customer === null) return unauthenticated(reply);
  if (r.member === null) return notFound(reply);
  return sendJson(
    reply,
    JSON.stringify({
      today,
      week_end: weekEnd,
      store_id: r.store.store_id,
      store_requests: { count: r.store.count, latest: r.store.latest },
      collections: r.collections,
      to_buy: r.to_buy,
      crediprice: nextPayment(r.credit, today),
    }),
  );
});

for (const routes of [postalCodeFloor, historicOrdersFloor, creditFloor, customerOrdersFloor]) routes(app, pool);

app.get('/floor/healthz', async () => ({ ok: true }));

await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
