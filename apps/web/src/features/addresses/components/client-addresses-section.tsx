import { Link } from 'react-router';
import { paths, accountTabs } from '../../../lib/paths';

/**
 * 'Direcciones de envío de mis clientes' (members with web_ship_order_customer_house). The addresses of a
 * member's clients belong to each client (contact) and are edited in 'Mis Clientes'.
 */
export function ClientAddressesSection() {
  return (
    <section aria-labelledby="client-addresses-title" className="rounded-lg border border-neutral-200 bg-white p-5">
      <h2 id="client-addresses-title" className="mb-1 text-lg font-bold">
        Direcciones de envío de mis clientes
      </h2>
      <p className="mb-3 text-sm text-muted">
        Puedes enviar pedidos al domicilio de tus clientes. Sus direcciones se guardan con cada cliente.
      </p>
      <Link
        to={paths.tab(accountTabs.clients)}
        className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        Ir a Mis Clientes
      </Link>
    </section>
  );
}
