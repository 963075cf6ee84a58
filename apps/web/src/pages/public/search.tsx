import { useSearchParams } from 'react-router';
import { FeaturedProducts } from '../../features/shop/components/featured-products';

/** /buscar?q=…: the catalogue search of the site header. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 60);
  return (
    <main id="contenido">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-4">
        <h1 tabIndex={-1} data-page-title className="text-2xl font-bold tracking-tight outline-none">
          {q ? `Resultados para «${q}»` : 'Busca en el catálogo'}
        </h1>
      </div>
      {q ? (
        <FeaturedProducts q={q} />
      ) : (
        <p className="mx-auto max-w-6xl px-4 pb-12 text-muted">Escribe qué buscas en el buscador de arriba.</p>
      )}
    </main>
  );
}
