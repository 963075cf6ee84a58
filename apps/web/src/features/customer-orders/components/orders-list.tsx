import { startTransition, useEffect, useOptimistic, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { attribute } from '@shop/contracts/profile-helpers';
import {
  CART_SEARCH_DEBOUNCE_MS,
  CART_SEARCH_MAX,
  CART_SEARCH_MIN,
  CART_STATUS_FILTERS,
  CUSTOM_CARTS_PAGE_SIZE,
  customCartsMessages as m,
} from '@shop/contracts/custom-carts-messages';
import { ORDERS_LIST_PARAMS, ordersListState, shortCartId } from '@shop/domain/customer-orders';
import { formatMoney } from '@shop/domain/money';
import { PageTitle } from '../../../components/ui/page-title';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { QueryError } from '../../../components/ui/query-error';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { formatShortDate } from '../../../lib/format';
import { accountTabs, paths } from '../../../lib/paths';
import { useProfile } from '../../../lib/use-profile';
import { ByViewport } from '../../../components/by-viewport';
import { useCollections } from '../api/get-collections';
import { useCustomCarts } from '../api/get-custom-carts';
import { useNewRequestsCount } from '../api/new-requests-count';
import { newRequestsLabel } from '@shop/contracts/pending-items-messages';
import { Pagination } from './page-nav';

const detailPath = (cartId: string) => `${paths.customerOrders}/por-comprar?cartId=${encodeURIComponent(cartId)}`;

/**
 * 'Órdenes de clientes': search, status filter, 'Con pagos vencidos', one client's orders, the table of her orders,
 * pages, and "Mis cobranzas". The list's state lives in its address (ordersListState), so Back from an order returns
 * to the same list (decision 0710).
 */
export function OrdersList({ hasStore = true }: { hasStore?: boolean }) {
  const customerId = attribute(useProfile(), 'customer_id') ?? '';
  const [params, setParams] = useSearchParams();
  const state = ordersListState(params);
  const [text, setText] = useState(state.find);
  // The box shows her tick at once: the address changes in a navigation, which React renders as a transition (the
  // old state stays on screen until the new one is ready), so a box bound to the address alone un-ticks meanwhile.
  const [overdueShown, showOverdue] = useOptimistic(state.overdue);
  const typed = text.trim();
  const tooShort = typed.length > 0 && typed.length < CART_SEARCH_MIN;
  // A reversed range is not asked for: she is told, and the list waits for a range that can hold orders.
  const badRange = state.from !== '' && state.to !== '' && state.from > state.to;

  /** A new state in the address; a change of filter goes back to page 1. */
  const update = (changes: Partial<Record<keyof typeof ORDERS_LIST_PARAMS, string>>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!('page' in changes)) next.delete(ORDERS_LIST_PARAMS.page);
        for (const [key, value] of Object.entries(changes) as [keyof typeof ORDERS_LIST_PARAMS, string][]) {
          if (value === '' || (key === 'page' && value === '1')) next.delete(ORDERS_LIST_PARAMS[key]);
          else next.set(ORDERS_LIST_PARAMS[key], value);
        }
        return next;
      },
      { replace },
    );

  // The search is sent 500 ms after she stops typing, at 5 letters or more (§5); the address follows it.
  useEffect(() => {
    const wanted = typed.length >= CART_SEARCH_MIN ? typed : '';
    if (wanted === state.find) return;
    const id = setTimeout(() => update({ find: wanted }, true), CART_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the typed text sends it
  }, [typed]);

  const list = useCustomCarts({
    customerId,
    page: state.page,
    find: state.find,
    status: state.status,
    overdue: state.overdue,
    contactId: state.contactId,
    from: badRange ? '' : state.from,
    to: badRange ? '' : state.to,
  });
  const pages = list.data ? Math.ceil(list.data.total_count / CUSTOM_CARTS_PAGE_SIZE) : 0;
  const clientName = state.contactId && list.data?.custom_carts[0]?.contact;

  return (
    <section>
      <PageTitle actions={<HelpModal />}>{m.title}</PageTitle>
      <NewRequests customerId={customerId} />
      <Collections customerId={customerId} />
      {state.contactId && (
        <p className="mb-3 flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 p-3 text-sm font-semibold">
          {m.clientFilter.ordersOf(clientName ? `${clientName.first_name} ${clientName.last_name}` : 'tu cliente')}
          <Button variant="link" onClick={() => update({ contactId: '' })}>
            {m.clientFilter.clearClient}
          </Button>
        </p>
      )}
      <div className="mb-4 grid gap-3 md:grid-cols-[1fr_16rem_auto] md:items-end">
        <TextField
          label={m.searchPlaceholder}
          type="search"
          placeholder={m.searchPlaceholder}
          maxLength={CART_SEARCH_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          hint={tooShort ? m.searchTooShort : undefined}
        />
        <SelectField
          label={m.statusFilterLabel}
          required
          value={state.status}
          onChange={(e) => update({ status: e.target.value })}
        >
          {CART_STATUS_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </SelectField>
        <Link
          to={`${paths.customerOrders}/registrar-pedido`}
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {m.registerNew}
        </Link>
      </div>
      <div className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-[12rem_12rem_1fr] md:items-end">
        <TextField
          label={m.dateFrom}
          type="date"
          value={state.from}
          max={state.to || undefined}
          onChange={(e) => update({ from: e.target.value })}
        />
        <TextField
          label={m.dateTo}
          type="date"
          value={state.to}
          min={state.from || undefined}
          onChange={(e) => update({ to: e.target.value })}
        />
        <CheckboxField
          className="col-span-2 md:col-span-1"
          label={m.overdueFilter}
          checked={overdueShown}
          onChange={(e) => {
            const checked = e.target.checked;
            startTransition(() => {
              showOverdue(checked);
              update({ overdue: checked ? '1' : '' });
            });
          }}
        />
      </div>
      {tooShort || badRange ? (
        <p role="status" className="rounded-lg border border-neutral-200 bg-white p-6 text-center text-muted">
          {tooShort ? m.searchTooShort : m.dateRangeInvalid}
        </p>
      ) : list.isPending ? (
        <Skeleton className="h-48" />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={list.refetch} message={m.listFailed} />
      ) : list.data.custom_carts.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-neutral-200 bg-white p-6 text-center text-muted">
          {state.page > 1 && list.data.total_count > 0 ? (
            // Past the last page (an old link, ?page=99): say so, and lead back.
            <>
              <p>{m.pastLastPage(pages)}</p>
              <Button variant="link" onClick={() => update({ page: '1' })}>
                {m.firstPage}
              </Button>
            </>
          ) : state.find ? (
            <p>{m.emptySearch(state.find)}</p>
          ) : state.overdue || state.status || state.contactId || state.from || state.to ? (
            <p>{m.emptyFiltered}</p>
          ) : (
            <p>
              {m.empty} {!hasStore && `${m.noStoreYet} `}
              <Link className="text-brand-700 underline" to={paths.tab(accountTabs.customStore)}>
                {hasStore ? m.emptyShareLink : m.activateStore}
              </Link>
            </p>
          )}
        </div>
      ) : (
        <>
          <OrdersTable carts={list.data.custom_carts} />
          {list.data.total_count > CUSTOM_CARTS_PAGE_SIZE && (
            <Pagination page={state.page} pages={pages} onPage={(p) => update({ page: String(p) })} />
          )}
        </>
      )}
    </section>
  );
}

type Row = NonNullable<ReturnType<typeof useCustomCarts>['data']>['custom_carts'][number];

function OrdersTable({ carts }: { carts: Row[] }) {
  // Only the layout the screen shows: half the list's DOM to build and lay out (issue 16).
  return <ByViewport mobile={<OrderCards carts={carts} />} desktop={<OrderRows carts={carts} />} />;
}

const clientName = (c: Row) => (c.contact ? `${c.contact.first_name} ${c.contact.last_name}` : '—');

function OverdueBadge() {
  return (
    <span className="ml-2 inline-block rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
      {m.collections.overdueBadge}
    </span>
  );
}

/** 'Pedidos nuevos de tu tienda': how many orders from her store wait for her, leading to them (decision 0721). */
function NewRequests({ customerId }: { customerId: string }) {
  const count = useNewRequestsCount(customerId).data ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={paths.customerOrdersRequests}
      className="mb-4 flex min-h-11 items-center justify-between gap-2 rounded-lg border border-brand-700 bg-brand-50 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-100"
    >
      <span>{newRequestsLabel(count)}</span>
      <span aria-hidden="true">›</span>
    </Link>
  );
}

/** Up to 767 px: one card per order with the same fields as the table's columns. */
function OrderCards({ carts }: { carts: Row[] }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {carts.map((c) => (
        <li key={c.cart_id} className="rounded-lg border border-neutral-200 bg-white p-4 text-sm">
          <p className="font-semibold">
            {clientName(c)}
            {c.overdue && <OverdueBadge />}
          </p>
          <dl className="mt-2 grid grid-cols-3 gap-2">
            <div>
              <dt className="text-muted">{m.columns.order}</dt>
              <dd>{shortCartId(c.cart_id)}</dd>
            </div>
            <div>
              <dt className="text-muted">{m.columns.date}</dt>
              <dd>{formatShortDate(c.order_created_at)}</dd>
            </div>
            <div>
              <dt className="text-muted">{m.columns.total}</dt>
              <dd className="font-semibold">{formatMoney(c.grand_total)}</dd>
            </div>
          </dl>
          <p className="mt-2">{m.statusLines[c.status]}</p>
          <Link
            to={detailPath(c.cart_id)}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            aria-label={`${m.viewDetail} ${shortCartId(c.cart_id)}`}
          >
            {m.viewDetail}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function OrderRows({ carts }: { carts: Row[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-neutral-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-neutral-50">
          <tr>
            <th className="p-3">{m.columns.client}</th>
            <th className="p-3">{m.columns.order}</th>
            <th className="p-3">{m.columns.date}</th>
            <th className="p-3">{m.columns.total}</th>
            <th className="p-3">{m.columns.status}</th>
            <th className="p-3">
              <span className="sr-only">{m.viewDetail}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {carts.map((c) => (
            <tr key={c.cart_id} className="border-t border-neutral-200 align-top">
              <td className="p-3 font-medium">
                {clientName(c)}
                {c.overdue && <OverdueBadge />}
              </td>
              <td className="p-3">{shortCartId(c.cart_id)}</td>
              <td className="p-3">{formatShortDate(c.order_created_at)}</td>
              <td className="p-3">{formatMoney(c.grand_total)}</td>
              <td className="p-3">{m.statusLines[c.status]}</td>
              <td className="p-3">
                <Link
                  to={detailPath(c.cart_id)}
                  className="font-semibold whitespace-nowrap text-brand-700 underline"
                  aria-label={`${m.viewDetail} ${shortCartId(c.cart_id)}`}
                >
                  {m.viewDetail}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Mis cobranzas": what her clients owe her, due this week and overdue, and the way to who owes her ('Me deben'). */
function Collections({ customerId }: { customerId: string }) {
  const c = useCollections(customerId);
  if (c.isError) return null;
  // While loading, the same boxes with placeholders: the list below does not move when the figures arrive.
  const items = [
    [m.collections.owed, c.data?.owed],
    [m.collections.dueThisWeek, c.data?.due_this_week],
    [m.collections.overdue, c.data?.overdue],
  ] as const;
  return (
    <section aria-labelledby="mis-cobranzas" className="mb-6 rounded-lg border border-neutral-200 bg-white p-4">
      <h2 id="mis-cobranzas" className="mb-2 font-bold">
        {m.collections.title}
      </h2>
      <dl className="grid grid-cols-3 gap-3">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd
              className={
                value && label === m.collections.overdue ? 'text-lg font-bold text-red-700' : 'text-lg font-bold'
              }
            >
              {value === undefined ? (
                <span
                  aria-hidden="true"
                  className="inline-block w-24 animate-pulse rounded bg-neutral-200 text-transparent"
                >
                  $0
                </span>
              ) : (
                formatMoney(value)
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 min-h-11">
        {c.data && c.data.clients > 0 ? (
          <Link
            to={paths.customerOrdersOwed}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {m.collections.seeClients(c.data.clients)}
          </Link>
        ) : c.data ? (
          <span className="inline-flex min-h-11 items-center text-sm text-muted">{m.collections.nobodyOwes}</span>
        ) : null}
      </p>
    </section>
  );
}

function HelpModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>
        {m.help.open}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={m.help.title}>
        <div className="divide-y divide-neutral-200">
          {m.help.items.map((item) => (
            <details key={item.title} className="py-2">
              <summary className="cursor-pointer font-semibold">{item.title}</summary>
              <p className="mt-2 text-sm">{item.body}</p>
            </details>
          ))}
        </div>
      </Dialog>
    </>
  );
}
