import { Link } from 'react-router';
import { customCartsMessages as m } from '@shop/contracts/custom-carts-messages';
import { paths } from '../../../lib/paths';

/** Back to 'Órdenes de clientes': the page's one back control (the account shell hides its own on phones, 0611). */
export function BackToOrders() {
  return (
    <Link
      to={paths.customerOrders}
      data-page-back
      className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <span aria-hidden="true">‹</span> {m.detail.back}
    </Link>
  );
}
