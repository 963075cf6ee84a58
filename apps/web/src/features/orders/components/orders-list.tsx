import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderSummary } from '@shop/contracts/account-orders';
import {
  ORDERS_PAGE_SIZE,
  ORDER_PLATFORMS,
  fixedOrderView,
  orderMessages,
  type OrderPlatform,
  type OrderView,
} from '@shop/contracts/account-orders-messages';
import { ordersListRequest } from '@shop/domain/order-history';
import { QueryError } from '../../../components/ui/query-error';
import { LIST_RETURN_PARAM, listState } from '../../../lib/paths';
import { useHistoricOrders } from '../../../lib/historic-orders';
import { OrdersFilter } from './orders-filter';
import { OrdersTable, Pagination, orderNumber } from './orders-table';

/**
 * The order list of /mi-cuenta/mis-pedidos: URL state (platform, meses, find, page), the filter header,
 * the per-channel table, server-side pages. The sub-routes other than 'envios' list their view directly.
 */
export function OrdersList({ customerId, member, view }: { customerId: string; member: boolean; view: OrderView }) {
  const [params, setParams] = useSearchParams();
  const fixedView = fixedOrderView(view);
  // The month range is taken when the page opens or the months change: one cache key while the page is open.
  const meses = params.get('meses');
  const openedAt = useMemo(() => ({ meses, at: new Date() }), [meses]).at;
  const list = ordersListRequest({
    customerId,
    search: params,
    fixedView,
    platforms: ORDER_PLATFORMS,
    pageSize: ORDERS_PAGE_SIZE,
    now: openedAt,
  });
  const { enabled, searching, platform, months, find, page } = list;
  const query = useHistoricOrders(list.params, enabled);

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
    // The list as it is (channel, months, search, page) travels with the detail, so its back links return to it.
    const state = listState(params);
    if (state) p.set(LIST_RETURN_PARAM, state);
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
          <Pagination
            page={page}
            total={query.data?.total_count ?? 0}
            pageSize={ORDERS_PAGE_SIZE}
            onPage={(p) => update({ page: String(p) })}
          />
        </>
      )}
    </div>
  );
}
