import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderSummary } from '@shop/contracts/account-orders';
import {
  ORDERS_PAGE_SIZE,
  ORDER_PLATFORMS,
  orderMessages,
  type OrderPlatform,
  type OrderView,
} from '@shop/contracts/account-orders-messages';
import { monthRange, parseMonths } from '@shop/domain/order-history';
import { QueryError } from '../../../components/ui/query-error';
import { useHistoricOrders } from '../../../lib/historic-orders';
import { OrdersFilter } from './orders-filter';
import { OrdersTable, Pagination, orderNumber } from './orders-table';

const isPlatform = (v: string | null): v is OrderPlatform => (ORDER_PLATFORMS as readonly string[]).includes(v ?? '');

/**
 * End of the current minute: the month range stays the same key while the page is open, and an order placed
 * seconds ago is inside it (the start of the minute left it out).
 */
const nowToTheMinute = () => new Date((Math.floor(Date.now() / 60_000) + 1) * 60_000);

/**
 * The order list of /mi-cuenta/mis-pedidos: URL state (platform, meses, find, page), the filter header,
 * the per-channel table, server-side pages. The sub-routes other than 'envios' list their view directly.
 */
export function OrdersList({ customerId, member, view }: { customerId: string; member: boolean; view: OrderView }) {
  const [params, setParams] = useSearchParams();
  const platformParam = params.get('platform');
  const platform = isPlatform(platformParam) ? platformParam : undefined;
  const months = parseMonths(params.get('meses'));
  // Without a chosen month filter the API applies the default one (hasFilterSelected=false, decision 0682).
  const chosen = params.has('meses');
  const find = params.get('find') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const fixedView = view !== 'envios';
  const searching = find !== '' && Boolean(platform);
  const range = useMemo(() => monthRange(nowToTheMinute(), months), [months]);

  const enabled = fixedView || Boolean(platform) || searching;
  const query = useHistoricOrders(
    searching
      ? { customerId, platform, find }
      : {
          customerId,
          platform,
          view: fixedView ? view : undefined,
          from: chosen ? range?.from : undefined,
          to: chosen ? range?.to : undefined,
          hasFilterSelected: chosen,
          currentPage: page,
          pageSize: ORDERS_PAGE_SIZE,
        },
    enabled,
  );

  function update(next: Record<string, string | undefined>) {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === '') p.delete(k);
      else p.set(k, v);
    }
    setParams(p);
  }

  function open(o: OrderSummary) {
    const p = new URLSearchParams({ order_id: orderNumber(o), platform: o.platform });
    if (o.platform === 'physical_store') {
      p.set('caja', o.caja ?? '');
      p.set('store_id', o.store_id ?? '');
    }
    setParams(p);
  }

  const layout: OrderPlatform = platform ?? 'ecommerce';
  const rows = query.data?.data ?? [];
  const loading = enabled && (query.isPending || (query.isFetching && query.isPlaceholderData));

  return (
    <div>
      {!fixedView && (
        <OrdersFilter
          key={`${platform}-${months}-${find}`}
          value={{ platform, months }}
          search={find}
          member={member}
          // A new filter starts again at page 1.
          onFilter={(v) => update({ platform: v.platform, meses: String(v.months), find: undefined, page: undefined })}
          onSearch={(term, p) => update({ platform: p, find: term, page: undefined })}
        />
      )}
      {!enabled ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white p-6 text-sm">
          {orderMessages.chooseFilter}
        </p>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={query.refetch} message={orderMessages.listFailed} />
      ) : !loading && rows.length === 0 ? (
        <p className="rounded-lg border border-neutral-200 bg-white p-6 text-sm">
          {searching ? orderMessages.emptySearch(find) : orderMessages.empty}
        </p>
      ) : (
        <>
          <OrdersTable
            layout={fixedView ? (view === 'compras-tienda' ? 'physical_store' : 'ecommerce') : layout}
            rows={rows}
            loading={loading}
            searching={searching}
            onOpen={open}
          />
          {!searching && (
            <Pagination
              page={page}
              total={query.data?.total_count ?? 0}
              pageSize={ORDERS_PAGE_SIZE}
              onPage={(p) => update({ page: String(p) })}
            />
          )}
        </>
      )}
    </div>
  );
}
