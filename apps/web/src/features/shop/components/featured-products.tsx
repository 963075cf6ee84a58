import { AppLink } from '../../../lib/app-link';
import { formatMoney } from '@shop/domain/money';
import { useProducts } from '../api/get-products';
import { shopPaths } from '../paths';

/** A grid of products linking to their pages (home page; with `q`, the catalogue search's results). */
export function FeaturedProducts({ department, q }: { department?: string; q?: string }) {
  const products = useProducts(q ? { q } : department ? { department } : {});
  if (!products.data) return null;
  if (q && products.data.products.length === 0) {
    return (
      <p className="mx-auto max-w-6xl px-4 pb-12 text-muted">
        No encontramos productos para «{q}». Prueba con otra palabra, por ejemplo «tenis» o «bolsa».
      </p>
    );
  }
  return (
    <section aria-labelledby="destacados" className="mx-auto max-w-6xl px-4 pb-12">
      <h2 id="destacados" className="mb-4 text-2xl font-bold">
        {q
          ? `${products.data.total_count} ${products.data.total_count === 1 ? 'producto' : 'productos'}`
          : 'Productos destacados'}
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {products.data.products.map((p, i) => (
          <li key={p.id}>
            <AppLink
              to={shopPaths.product(p.slug)}
              className="block rounded-lg border border-neutral-200 bg-white p-2 hover:shadow"
            >
              <img
                src={p.image_url}
                alt=""
                width={300}
                height={300}
                // The first row is on screen at once (the home page's largest paint): never lazy (issue 16).
                loading={i < 4 ? 'eager' : 'lazy'}
                className="aspect-square w-full rounded bg-neutral-100"
              />
              <span className="mt-2 block text-sm font-semibold">{p.name}</span>
              <span className="block text-sm">{formatMoney(p.final_price)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
