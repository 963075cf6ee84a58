import { Link, Outlet } from 'react-router';
import { paths } from '../../lib/paths';

/** The product page's own layout (customer-account.md §2): a slim header, no account shell. */
export default function ProductLayout() {
  return (
    <div className="min-h-screen bg-white">
      <header className="border-b border-neutral-200">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <Link to={paths.home} className="text-xl font-black tracking-tight text-brand-700">
            Price Shoes
          </Link>
          <nav aria-label="Tienda" className="flex items-center gap-4">
            <Link to="/bolsa" className="text-sm font-semibold text-brand-700 underline">
              Mi bolsa
            </Link>
            <Link to={paths.account} className="text-sm font-semibold text-brand-700 underline">
              Mi cuenta
            </Link>
          </nav>
        </div>
      </header>
      <Outlet />
    </div>
  );
}
