import { useParams } from 'react-router';
import { useProduct } from '../../features/shop/api/catalog';
import { ProductView } from '../../features/shop/components/product-view';
import { Spinner } from '../../components/ui/spinner';
import { Alert } from '../../components/ui/alert';

export default function ProductPage() {
  const { slug = '' } = useParams();
  const product = useProduct(slug);
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-8">
      {product.isPending ? (
        <Spinner />
      ) : product.error ? (
        <Alert tone="error">{product.error.message}</Alert>
      ) : (
        <ProductView product={product.data} />
      )}
    </main>
  );
}
