import { CART_STATUS_VALUES } from '@shop/contracts/custom-carts';
import {
  CART_SEARCH_MAX,
  CART_SEARCH_MIN,
  CUSTOM_CARTS_MAX_PAGE_SIZE,
  CUSTOM_CARTS_PAGE_SIZE,
} from '@shop/contracts/custom-carts-messages';
import { CLIENT_LEDGER_PAGE_SIZE } from '@shop/contracts/ledger-messages';
import { COLLECTIONS_WEEK_DAYS, searchKey } from '@shop/domain/customer-orders';
import { addDays, mexicoDate, mexicoInstant } from '@shop/domain/mexico-dates';
import {
  badRequest,
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
 * Her customer orders (GET /api/custom-cart/: the status, client-name, overdue and date-range filters) and 'Me deben' (GET
 * /api/custom-cart/collections/clients), each one statement: the session, her customer_id and role (another's id or
 * a customer who is not a member: 404), and the page and its count as the answer's JSON text.
 */

interface ListFilter {
  status: boolean;
  search: boolean;
  overdue: boolean;
  contact: boolean;
  since: boolean;
  until: boolean;
}

/** `like` text with its own `%`, `_` and `\` matching literally, contained anywhere. */
const contains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The list's statement for one filter shape: $1 the session, $2 the customer_id, $3 and $4 the page's limit and
 * offset, $5 today (Mexico City), then the filter's values. The page: her orders newest first (the date or status
 * index, which stops after the page). Searched, as the shop reads it (decision 0514): her matching clients with their
 * counters, then whichever read is smaller, each matching client's newest orders merged (the per-client index) or
 * her orders walked newest first keeping those clients' (a first name alone matches a tenth of her book). The count:
 * her counters (per status, or per matching client) where they answer it, else the filter's rows.
 */
function listSql(f: ListFilter) {
  let n = 5;
  const status = f.status ? `$${++n}` : null;
  const pattern = f.search ? `$${++n}` : null;
  const contact = f.contact ? `$${++n}::uuid` : null;
  const since = f.since ? `$${++n}::timestamptz` : null;
  const until = f.until ? `$${++n}::timestamptz` : null;
  const where = [
    'k.member_id = (select id from me) and not k.draft',
    status && `k.status = ${status}`,
    f.overdue && 'k.oldest_open_due < $5::date',
    contact && `k.contact_id = ${contact}`,
    since && `k.created_at >= ${since}`,
    until && `k.created_at < ${until}`,
  ]
    .filter(Boolean)
    .join(' and ');
  const newest = 'order by k.created_at desc nulls last, k.cart_id';
  const herTotal = `(select coalesce(sum(cc.n), 0)::int from custom_cart_counts cc
     where cc.member_id = (select id from me)${status ? ` and cc.status = ${status}` : ''})`;
  const matched = `matched as (select c.contact_id, sum(cc.n)::int as n from contacts c
      join custom_cart_client_counts cc on cc.contact_id = c.contact_id${status ? ` and cc.status = ${status}` : ''}
     where c.member_id = (select id from me) and c.search_name like ${pattern}
     group by c.contact_id having sum(cc.n) > 0),`;
  const walk = `(select ${herTotal} < count(*) * sum(m.n) from matched m)`;
  const page = pattern
    ? `(select x.cart_id, x.created_at from matched m cross join lateral (
          select k.cart_id, k.created_at from custom_carts k where ${where} and k.contact_id = m.contact_id
           ${newest} limit $3::int + $4::int) x
         where not ${walk} order by x.created_at desc nulls last, x.cart_id limit $3 offset $4)
       union all
       (select k.cart_id, k.created_at from custom_carts k
         where ${where} and k.contact_id = any (array(select m.contact_id from matched m)) and ${walk}
         ${newest} limit $3 offset $4)`
    : `select k.cart_id, k.created_at from custom_carts k where ${where} ${newest} limit $3 offset $4`;
  const total =
    f.overdue || f.contact || f.since || f.until
      ? `select count(*)::int from custom_carts k where ${where}${
          pattern ? ' and k.contact_id = any (array(select m.contact_id from matched m))' : ''
        }`
      : pattern
        ? 'select coalesce(sum(m.n), 0)::int from matched m'
        : `select ${herTotal}`;
  return `with me as (${ME_ROW.slice(1, -1)}), ${pattern ? matched : ''}
    page as (${page})
  select case when me.customer_id = $2 and me.role = 'rolMember' then json_build_object(
      'custom_carts', coalesce((select json_agg(json_build_object(
          'cart_id', k.cart_id, 'order_id', k.order_id,
          'order_created_at', to_char(k.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'grand_total', case when k.selected_payment = 'installments'
                              then coalesce(k.installment_grand_total_cents, k.grand_total_cents) else k.grand_total_cents end,
          'status', k.status,
          'contact', case when c.contact_id is not null then json_build_object('contact_id', c.contact_id,
                       'first_name', c.first_name, 'last_name', c.last_name, 'phone', c.phone, 'email', c.email) end,
          'overdue', coalesce(k.oldest_open_due < $5::date, false)) order by p.created_at desc nulls last, p.cart_id)
        from page p join custom_carts k on k.cart_id = p.cart_id
        left join contacts c on c.contact_id = k.contact_id), '[]'::json),
      'total_count', (${total}))::text end as body
  from me`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * 'Me deben''s page: her clients who owe, most urgent first, and how many owe, from the shop's own page function (a
 * plpgsql function planned once, generic: its rows function inlined and the count; every row carries the count, and
 * past the last page one row carries it alone).
 */
const CLIENT_LEDGER = `select case when me.customer_id = $2 and me.role = 'rolMember' then (select json_build_object(
    'clients', coalesce(json_agg(json_build_object(
        'contact', json_build_object('contact_id', r.contact_id, 'first_name', coalesce(r.first_name, ''),
          'last_name', coalesce(r.last_name, ''), 'phone', coalesce(r.phone, ''), 'email', r.email),
        'owed', coalesce(r.owed_cents, 0), 'due_this_week', coalesce(r.due_week, 0), 'overdue', coalesce(r.overdue, 0),
        'overdue_since', r.overdue_since,
        'next_due', case when r.next_date is not null
                         then json_build_object('date', r.next_date, 'amount', coalesce(r.next_amount, 0)) end)
      order by r.ordinality) filter (where r.contact_id is not null), '[]'::json),
    'total_count', coalesce(max(r.total), 0))
    from custom_cart_client_ledger_page(me.id, $3, $4, $5::date, $6::date) with ordinality r)::text end as body
  from ${ME_ROW} me`;

export const customerOrdersFloor: FloorRoutes = (app, pool) => {
  app.get('/api/custom-cart/', async (request, reply) => {
    const q = request.query;
    const customerId = queryText(q, 'customer_id');
    const size = queryInt(q, 'page_size', CUSTOM_CARTS_PAGE_SIZE, CUSTOM_CARTS_MAX_PAGE_SIZE);
    const page = queryInt(q, 'current_page', 1, 100_000);
    const find = queryText(q, 'find') || undefined;
    const status = queryText(q, 'status')?.toUpperCase() || undefined;
    const overdue = queryText(q, 'overdue');
    const contact = queryText(q, 'contact_id') || undefined;
    const from = queryText(q, 'from') || undefined;
    const to = queryText(q, 'to') || undefined;
    const day = /^\d{4}-\d{2}-\d{2}$/;
    if (
      !customerId ||
      customerId.length > 20 ||
      size === null ||
      page === null ||
      (find !== undefined && (find.length < CART_SEARCH_MIN || find.length > CART_SEARCH_MAX || find.includes('\0'))) ||
      (status !== undefined && !(CART_STATUS_VALUES as readonly string[]).includes(status)) ||
      (overdue !== undefined && overdue !== 'true' && overdue !== 'false') ||
      (contact !== undefined && !UUID.test(contact)) ||
      (from !== undefined && !day.test(from)) ||
      (to !== undefined && !day.test(to)) ||
      (from !== undefined && to !== undefined && from > to)
    )
      return badRequest(reply);
    const id = sessionId(request.headers.cookie);
    if (!id) return unauthenticated(reply);
    const filter = {
      status: !!status,
      search: !!find,
      overdue: overdue === 'true',
      contact: !!contact,
      since: !!from,
      until: !!to,
    };
    const values: unknown[] = [id, customerId, size, (page - 1) * size, mexicoDate(new Date())];
    if (status) values.push(status);
    if (find) values.push(contains(searchKey(find)));
    if (contact) values.push(contact);
    // Her days are Mexico City's: from the first day's midnight there to the midnight after the last.
    if (from) values.push(mexicoInstant(from, 0).toISOString());
    if (to) values.push(mexicoInstant(addDays(to, 1), 0).toISOString());
    const { rows } = await pool.query<{ body: string | null }>({
      name: `custom_carts_${Object.entries(filter)
        .filter(([, on]) => on)
        .map(([k]) => k)
        .join('_')}`,
      text: listSql(filter),
      values,
    });
    if (!rows[0]) return unauthenticated(reply);
    return rows[0].body === null ? notFound(reply) : sendJson(reply, rows[0].body);
  });

  app.get('/api/custom-cart/collections/clients', async (request, reply) => {
    const customerId = queryText(request.query, 'customer_id');
    const page = queryInt(request.query, 'current_page', 1, 2_147_483_647);
    if (!customerId || customerId.length > 20 || page === null) return badRequest(reply);
    const id = sessionId(request.headers.cookie);
    if (!id) return unauthenticated(reply);
    const today = mexicoDate(new Date());
    const { rows } = await pool.query<{ body: string | null }>({
      name: 'client_ledger',
      text: CLIENT_LEDGER,
      values: [
        id,
        customerId,
        CLIENT_LEDGER_PAGE_SIZE,
        (page - 1) * CLIENT_LEDGER_PAGE_SIZE,
        today,
        addDays(today, COLLECTIONS_WEEK_DAYS - 1),
      ],
    });
    if (!rows[0]) return unauthenticated(reply);
    return rows[0].body === null ? notFound(reply) : sendJson(reply, rows[0].body);
  });
};
