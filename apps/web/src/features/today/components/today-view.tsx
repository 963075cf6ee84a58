import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TodayResponse } from '@shop/contracts/today';
import { todayMessages as m } from '@shop/contracts/today-messages';
import { ledgerMessages as lm } from '@shop/contracts/ledger-messages';
import { ORDERS_LIST_PARAMS } from '@shop/domain/customer-orders';
import { formatMoney } from '@shop/domain/money';
import { accountTabs, paths } from '../../../lib/paths';
import { formatWeekdayDate } from '../../../lib/format';

type Client = TodayResponse['collections']['clients'][number];

const primary =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800';
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50';
const more = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline';

/**
 * 'Hoy' (decision 0760): each part with its count and a tap to act, each leading to the page whose rule made it.
 * What needs another feature (accepting a request, the WhatsApp reminder) comes from the page that composes it.
 */
export function TodayView({
  data,
  storeLink,
  onAccept,
  accepting,
  reminderHref,
}: {
  data: TodayResponse;
  /** Her public store's address, null without a store. */
  storeLink: string | null;
  onAccept: (requestId: string, name: string) => void;
  /** The request being accepted, if any. */
  accepting: string | null;
  reminderHref: (client: Client) => string | null;
}) {
  const { store_requests: requests, collections, to_buy: toBuy, crediprice } = data;
  const hasStore = data.store_id !== null;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {hasStore ? (
        <>
          <Card title={m.requests.title} count={requests.count} countText={m.requests.count(requests.count)}>
            {requests.count === 0 ? (
              <Empty>
                {m.requests.empty}{' '}
                <Link to={paths.tab(accountTabs.customStore)} className="font-semibold text-brand-700 underline">
                  {m.actions.shareStore}
                </Link>
              </Empty>
            ) : (
              <>
                <ul className="flex flex-col gap-2">
                  {requests.latest.map((r) => {
                    const name = `${r.first_name} ${r.last_name}`;
                    return (
                      <li
                        key={r.request_id}
                        className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-neutral-50 p-3"
                      >
                        <p className="text-sm">
                          <span className="block font-semibold">{name}</span>
                          <span className="text-muted">
                            {m.requests.units(r.units)} · {formatMoney(r.grand_total)}
                          </span>
                        </p>
                        <button
                          type="button"
                          className={primary}
                          aria-label={m.requests.acceptLabel(name)}
                          disabled={accepting !== null}
                          onClick={() => onAccept(r.request_id, name)}
                        >
                          {m.requests.accept}
                        </button>
                      </li>
                    );
                  })}
                </ul>
                <Link to={paths.customerOrdersRequests} className={more}>
                  {m.requests.seeAll}
                </Link>
              </>
            )}
          </Card>

          <Card
            title={m.collections.title}
            count={collections.clients_due}
            countText={m.collections.clientsDue(collections.clients_due)}
          >
            {collections.clients_due === 0 ? (
              <Empty>{m.collections.empty}</Empty>
            ) : (
              <>
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <div className="rounded-md bg-neutral-50 p-3">
                    <dt className="text-muted">{m.collections.dueWeek}</dt>
                    <dd className="text-lg font-bold">{formatMoney(collections.due_this_week)}</dd>
                  </div>
                  <div className="rounded-md bg-red-50 p-3">
                    <dt className="text-red-800">
                      {m.collections.overdue} · {m.collections.clientsOverdue(collections.clients_overdue)}
                    </dt>
                    <dd className="text-lg font-bold text-red-800">{formatMoney(collections.overdue)}</dd>
                  </div>
                </dl>
                <ul className="flex flex-col gap-2">
                  {collections.clients.map((c) => (
                    <ClientDue key={c.contact.contact_id} client={c} reminder={reminderHref(c)} />
                  ))}
                </ul>
                <Link to={paths.customerOrdersOwed} className={more}>
                  {m.collections.seeAll}
                </Link>
              </>
            )}
          </Card>

          <Card title={m.toBuy.title} count={toBuy.orders} countText={m.toBuy.count(toBuy.orders)}>
            {toBuy.orders === 0 ? (
              <Empty>
                {m.toBuy.empty}{' '}
                <Link to={paths.registerOrder} className="font-semibold text-brand-700 underline">
                  {m.actions.registerOrder}
                </Link>
              </Empty>
            ) : (
              <>
                <p className="text-sm text-muted">{m.toBuy.clients(toBuy.clients_count)}</p>
                <ul className="flex flex-col gap-1">
                  {toBuy.clients.map((c) => (
                    <li key={c.contact.contact_id}>
                      <Link
                        to={`${paths.customerOrders}?${ORDERS_LIST_PARAMS.status}=CREATED&${ORDERS_LIST_PARAMS.contactId}=${encodeURIComponent(c.contact.contact_id)}`}
                        className="flex min-h-11 items-center justify-between gap-2 rounded-md px-2 text-sm hover:bg-brand-50"
                      >
                        <span className="font-semibold text-brand-700 underline">
                          {c.contact.first_name} {c.contact.last_name}
                        </span>
                        <span>{m.toBuy.orders(c.orders)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <div className="flex flex-wrap items-center gap-3">
                  <Link to={`${paths.customerOrders}/comprar`} className={primary}>
                    {m.toBuy.buy}
                  </Link>
                  <Link to={`${paths.customerOrders}/visita-a-tienda`} className={secondary}>
                    {m.toBuy.visit}
                  </Link>
                  <Link to={`${paths.customerOrders}?${ORDERS_LIST_PARAMS.status}=CREATED`} className={more}>
                    {m.toBuy.seeAll}
                  </Link>
                </div>
              </>
            )}
          </Card>
        </>
      ) : (
        <Card title={m.actions.openStore}>
          <Empty>{m.noStore}</Empty>
          <Link to={paths.tab(accountTabs.customStore)} className={primary}>
            {m.actions.openStore}
          </Link>
        </Card>
      )}

      <Card title={m.crediprice.title}>
        {crediprice ? (
          <>
            <p className="text-sm text-muted">{m.crediprice.next}</p>
            <p className="text-2xl font-bold">{formatMoney(crediprice.next_payment.amount)}</p>
            <p className="text-sm">
              {crediprice.next_payment.due_date
                ? m.crediprice.due(formatWeekdayDate(crediprice.next_payment.due_date))
                : m.crediprice.noDate}
            </p>
            {crediprice.overdue && <p className="text-sm font-semibold text-red-800">{m.crediprice.late}</p>}
          </>
        ) : (
          <Empty>{m.crediprice.none}</Empty>
        )}
        <Link to={paths.tab(accountTabs.crediprice)} className={more}>
          {m.crediprice.open}
        </Link>
      </Card>

      <Card title={m.actions.title}>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.tab(accountTabs.credential)} className={secondary}>
            {m.actions.credential}
          </Link>
          {hasStore && (
            <Link to={paths.registerOrder} className={secondary}>
              {m.actions.registerOrder}
            </Link>
          )}
          {storeLink && (
            <a
              href={`https://wa.me/?text=${encodeURIComponent(m.actions.shareText(storeLink))}`}
              target="_blank"
              rel="noreferrer"
              className={secondary}
            >
              {m.actions.shareStore}
            </a>
          )}
        </div>
      </Card>
    </div>
  );
}

function Card({
  title,
  count,
  countText,
  children,
}: {
  title: string;
  count?: number;
  countText?: string;
  children: ReactNode;
}) {
  const id = `hoy-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {count !== undefined && (
          <span
            className={`inline-flex min-w-8 items-center justify-center rounded-full px-2 py-0.5 text-sm font-bold ${
              count > 0 ? 'bg-brand-700 text-white' : 'bg-neutral-100 text-neutral-700'
            }`}
            aria-hidden="true"
          >
            {count}
          </span>
        )}
      </div>
      {countText && <p className="sr-only">{countText}</p>}
      {count !== undefined && count > 0 && countText && (
        <p className="text-sm font-semibold" aria-hidden="true">
          {countText}
        </p>
      )}
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-muted">{children}</p>;

function ClientDue({ client, reminder }: { client: Client; reminder: string | null }) {
  const name = `${client.contact.first_name} ${client.contact.last_name}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-neutral-50 p-3 text-sm">
      <p>
        <span className="block font-semibold">{name}</span>
        {client.overdue > 0 ? (
          <span className="font-semibold text-red-800">
            {m.collections.overdue}: {formatMoney(client.overdue)}
          </span>
        ) : (
          <span>
            {m.collections.dueWeek}: {formatMoney(client.due_this_week)}
          </span>
        )}
      </p>
      {reminder && (
        <a
          href={reminder}
          target="_blank"
          rel="noreferrer"
          aria-label={m.collections.remindLabel(name)}
          className={secondary}
        >
          {lm.owed.remind}
        </a>
      )}
    </li>
  );
}
