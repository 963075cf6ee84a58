import { Link, Outlet } from 'react-router';
import { paths } from '../lib/paths';

/** Header and footer of every page but the product page. */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Saltar al contenido
      </a>
      <header className="bg-brand-700 text-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link to={paths.home} className="text-xl font-black tracking-tight">
            Price Shoes
          </Link>
          <nav aria-label="Principal">
            <Link
              to={paths.account}
              className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold hover:bg-brand-800"
            >
              Mi cuenta
            </Link>
          </nav>
        </div>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="border-t border-neutral-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted">
          © 2026 Price Shoes México. Atención a clientes: 800 400 3030.
        </div>
      </footer>
    </div>
  );
}
