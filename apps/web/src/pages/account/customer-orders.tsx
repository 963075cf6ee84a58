import { lazy } from 'react';
import { attribute } from '@shop/contracts/profile-helpers';
import { useCustomStore } from '../../features/account/api/get-custom-store';
import { useProfile } from '../../lib/use-profile';
import { useLocation } from 'react-router';
import { FramePage } from '../../components/frame-page';
import { OrdersList } from '../../features/customer-orders/components/orders-list';
import type { DetailTab } from '../../features/customer-orders/components/order-detail';

// Its own chunk: the list does not download the detail's code (issue 16, decision 0625); the account shell's page
// skeleton stays while it loads.
const OrderDetail = lazy(() =>
  import('../../features/customer-orders/components/order-detail').then((m) => ({ default: m.OrderDetail })),
);

const ClientLedger = lazy(() =>
  import('../../features/customer-orders/components/client-ledger').then((m) => ({ default: m.ClientLedger })),
);

const StoreRequests = lazy(() =>
  import('../../features/customer-orders/components/store-requests').then((m) => ({ default: m.StoreRequests })),
);

const BuyForClients = lazy(() =>
  import('../../features/customer-orders/components/buy-for-clients').then((m) => ({ default: m.BuyForClients })),
);

const PackingList = lazy(() =>
  import('../../features/customer-orders/components/packing-list').then((m) => ({ default: m.PackingList })),
);

const StoreVisit = lazy(() =>
  import('../../features/customer-orders/components/store-visit').then((m) => ({ default: m.StoreVisit })),
);

const DETAIL_TABS: readonly DetailTab[] = ['por-comprar', 'comprados', 'pagos-de-cliente'];

/**
 * /mi-tienda-personalizada/ordenes and its sub-routes: the list, the detail's three tabs, 'Me deben', the orders from
 * her store waiting for her, register order.
 */
export default function Page() {
  const sub = useLocation().pathname.split('/ordenes')[1]?.replace(/^\//, '').replace(/\/$/, '') ?? '';
  const tab = DETAIL_TABS.find((t) => t === sub);
  const store = useCustomStore(attribute(useProfile(), 'customer_id'));
  if (tab) return <OrderDetail tab={tab} />;
  if (sub === 'me-deben') return <ClientLedger />;
  if (sub === 'pedidos-nuevos') return <StoreRequests />;
  if (sub === 'comprar') return <BuyForClients />;
  if (sub === 'visita-a-tienda') return <StoreVisit />;
  if (sub === 'empaque') return <PackingList />;
  if (sub.startsWith('registrar-pedido')) return <FramePage title="Registrar pedido" />;
  return <OrdersList hasStore={store.data ? store.data.store_id !== null : true} />;
}
