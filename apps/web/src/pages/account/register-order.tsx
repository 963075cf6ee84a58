import { Link, useLocation } from 'react-router';
import { attribute } from '@shop/contracts/profile-helpers';
import { customCartsMessages as m } from '@shop/contracts/custom-carts-messages';
import { useCustomStore } from '../../features/account/api/get-custom-store';
import { Alert } from '../../components/ui/alert';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/spinner';
import { useProfile } from '../../lib/use-profile';
import { accountTabs, paths } from '../../lib/paths';
import { RegisterOrderFeedback } from '../../features/clients/components/register-order-feedback';
import { RegisterOrderForm } from '../../features/clients/components/register-order-form';

/** mi-tienda-personalizada/ordenes/registrar-pedido and its /feedback screen. */
export default function RegisterOrderPage() {
  const { pathname, key } = useLocation();
  const store = useCustomStore(attribute(useProfile(), 'customer_id'));
  // Said first, before she fills the form: an order is registered on her store (decision 0742).
  if (store.isPending) return <Skeleton className="h-48" />;
  if (store.data && !store.data.store_id)
    return (
      <div className="flex flex-col gap-4">
        <PageTitle>{m.registerNew}</PageTitle>
        <Alert tone="info">
          <p className="mb-2">{m.registerNeedsStore}</p>
          <Link
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            to={paths.tab(accountTabs.customStore)}
          >
            {m.activateStore}
          </Link>
        </Alert>
      </div>
    );
  return pathname.endsWith('/feedback') ? <RegisterOrderFeedback /> : <RegisterOrderForm key={key} />;
}
