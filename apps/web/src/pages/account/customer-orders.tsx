import { attribute } from '@shop/contracts/profile-helpers';
import { useCustomStore } from '../../features/account/api/get-custom-store';
import { useProfile } from '../../lib/use-profile';
import { useLocation } from 'react-router';
import { FramePage } from '../../components/frame-page';
import { OrdersList } from '../../features/customer-orders/components/orders-list';
import type { DetailTab } from '../../features/customer-orders/components/order-detail';
import { lazyPart } from '../../lib/lazy-part';

// Its own chunk: the list does not download the detail's code (issue 16, decision 0625); the account shell's page
// skeleton stays while it loads.
const OrderDetail = lazyPart('src/features/customer-orders/components/order-detail.tsx', () =>
  import('../../features/customer-orders/components/order-detail').then((m) => m.OrderDetail),
);

const ClientLedger = lazyPart('src/features/customer-orders/components/client-ledger.tsx', () =>
  import('../../features/customer-orders/components/client-ledger').then((m) => m.ClientLedger),
);

const StoreRequests = lazyPart('src/features/customer-orders/components/store-requests.tsx', () =>
  import('../../features/customer-orders/components/store-requests').then((m) => m.StoreRequests),
);

const BuyForClients = lazyPart('src/features/customer-orders/components/buy-for-clients.tsx', () =>
  import('../../features/customer-orders/components/buy-for-clients').then((m) => m.BuyForClients),
);

const PackingList = lazyPart('src/features/customer-orders/components/packing-list.tsx', () =>
  import('../../features/customer-orders/components/packing-list').then((m) => m.PackingList),
);

const StoreVisit = lazyPart('src/features/customer-orders/components/store-visit.tsx', () =>
  import('../../features/customer-orders/components/store-visit').then((m) => m.StoreVisit),
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
