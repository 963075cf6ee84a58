import { useProduct } from '../../features/shop/api/get-product';
import { ProductView } from '../../features/shop/components/product-view';
import { Spinner } from '../../components/ui/spinner';
import { QueryError } from '../../components/ui/query-error';

/** The product page's content, without the router: its own entry (product-main.tsx) and the router's page. */
export function ProductMain({ slug }: { slug: string }) {
  const product = useProduct(slug);
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-8">
      {product.isPending ? (
        <Spinner />
      ) : product.error ? (
        <QueryError error={product.error} onRetry={product.refetch} />
      ) : (
        <ProductView product={product.data} />
      )}
    </main>
  );
}
