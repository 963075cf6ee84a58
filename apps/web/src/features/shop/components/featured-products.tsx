import { Link } from 'react-router';
import { formatMoney } from '@shop/domain/money';
import { useProducts } from '../api/catalog';
import { shopPaths } from '../paths';

/** A grid of products linking to their pages (home page). */
export function FeaturedProducts({ department }: { department?: string }) {
  const products = useProducts(department ? { department } : {});
  if (!products.data) return null;
  return (
    <section aria-labelledby="destacados" className="mx-auto max-w-6xl px-4 pb-12">
      <h2 id="destacados" className="mb-4 text-2xl font-bold">
        Productos destacados
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {products.data.products.map((p) => (
          <li key={p.id}>
            <Link
              to={shopPaths.product(p.slug)}
              className="block rounded-lg border border-neutral-200 bg-white p-2 hover:shadow"
            >
              <img
                src={p.image_url}
                alt=""
                width={300}
                height={300}
                loading="lazy"
                className="aspect-square w-full rounded bg-neutral-100"
              />
              <span className="mt-2 block text-sm font-semibold">{p.name}</span>
              <span className="block text-sm">{formatMoney(p.final_price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
