import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export default function NotFoundPage() {
  return (
    <main id="contenido" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="mb-3 text-2xl font-bold">Página no encontrada</h1>
      <Link to={paths.home} className="font-semibold text-brand-700 underline">
        Ir al inicio
      </Link>
    </main>
  );
}
