import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export default function AccountNotFound() {
  return (
    <section className="rounded-lg border border-neutral-200 bg-white p-8 text-center">
      <p className="mb-1 text-5xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 tabIndex={-1} data-page-title className="mb-3 text-2xl font-bold outline-none">
        Página no encontrada
      </h1>
      <Link to={paths.tab('datos-personales')} className="font-semibold text-brand-700 underline">
        Ir a mi cuenta
      </Link>
    </section>
  );
}
