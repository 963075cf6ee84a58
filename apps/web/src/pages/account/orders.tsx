import type { ComponentProps } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ORDER_VIEWS, orderAddress, orderViewTitles, type OrderView } from '@shop/contracts/account-orders-messages';
import { attribute, isMember } from '@shop/contracts/profile-helpers';
import { PageTitle } from '../../components/ui/page-title';
import { useProfile } from '../../lib/use-profile';
import { useFeatureFlags } from '../../lib/feature-flags';
import { orderQueryOptions } from '../../features/orders/api/get-order';
import { listReturnHref, paths } from '../../lib/paths';
import { preloadable } from '../../lib/preloadable';

// Each its own chunk: the list does not download the detail's code nor its dialogs', and the detail not the list's
// (issue 16, decisions 0625 and 0624). `prepare` loads the one the address shows before the first render (the HTML
// preloads its chunk), so neither suspends then; after a navigation, the account shell's page skeleton stays while
// it loads (its Suspense).
const detail = preloadable(() => import('../../features/orders/components/order-detail').then((m) => m.OrderDetail));
const list = preloadable(() => import('../../features/orders/components/orders-list').then((m) => m.OrdersList));
const OrdersList = list.Component;

/** What the page shows for this address, loaded before the first render (app/router.tsx `loadRoutePages`). */
export const prepare = (search: URLSearchParams) => (search.has('order_id') ? detail.load() : list.load());

const notOnTheServer = () => Promise.reject(new Error('The server render asks no API'));

/**
 * The order's data is requested with the detail's chunk, not after it; not by the server's render (decision 0790),
 * which has it in its cache when the services could read it, and asks no API.
 */
function OrderDetail(props: ComponentProps<typeof detail.Component>) {
  const options = orderQueryOptions(props.orderRef);
  usePrefetchQuery(typeof window === 'undefined' ? { ...options, queryFn: notOnTheServer, retry: false } : options);
  return <detail.Component {...props} />;
}

const VIEW_NOTES: Partial<Record<OrderView, string>> = {
  apartados: 'Pedidos que esperan tu pago.',
  ocurre: 'Pedidos que recogerás en tienda: confirmados, listos para programar cita o con cita.',
  'punto-pickit': 'Pedidos enviados a un punto Pickit.',
  'compras-tienda': 'Tus compras en nuestras tiendas.',
  'entregas-tienda': 'Pedidos que ya recogiste en tienda.',
};

const isView = (v: string | undefined): v is OrderView => (ORDER_VIEWS as readonly string[]).includes(v ?? '');

/** /mi-cuenta/mis-pedidos/:view: the list, or with order_id the order's detail (customer-account.md §2). */
export default function Page() {
  const { view } = useParams();
  const [params] = useSearchParams();
  const profile = useProfile();
  const flags = useFeatureFlags();
  if (!isView(view)) return <Navigate to={`${paths.orders}${params.size ? `?${params}` : ''}`} replace />;
  const customerId = attribute(profile, 'customer_id') ?? '';
  const address = orderAddress(params);

  if (address) {
    return (
      <OrderDetail
        key={`${address.orderId}-${address.platform}`}
        orderRef={{ username: profile.username, ...address }}
        listHref={listReturnHref(`${paths.tab('mis-pedidos')}/${view}`, params)}
        npsSurvey={flags.data?.nps_survey ?? false}
        supportPhone={flags.data?.support_phone ?? ''}
      />
    );
  }
  return (
    <section>
      <PageTitle>{orderViewTitles[view]}</PageTitle>
      {VIEW_NOTES[view] && <p className="-mt-4 mb-4 text-sm text-muted">{VIEW_NOTES[view]}</p>}
      <OrdersList customerId={customerId} member={isMember(profile)} view={view} />
    </section>
  );
}
