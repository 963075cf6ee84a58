import { Link } from 'react-router';
import { customCartsMessages as m } from '@shop/contracts/custom-carts-messages';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';

/** The success screen after registering an order (reseller-area.md §2). */
export function RegisterOrderFeedback() {
  const link = 'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold';
  return (
    <div className="flex flex-col items-start gap-4">
      <PageTitle>¡Pedido registrado!</PageTitle>
      <p>El pedido de tu cliente ya está en tus órdenes de clientes.</p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.customerOrders} className={`${link} bg-brand-700 text-white hover:bg-brand-800`}>
          {m.registerSuccess.toOrders}
        </Link>
        <Link to={paths.registerOrder} className={`${link} border border-brand-700 text-brand-700 hover:bg-brand-50`}>
          {m.registerSuccess.another}
        </Link>
      </div>
    </div>
  );
}
