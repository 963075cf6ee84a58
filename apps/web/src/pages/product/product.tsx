import { useParams } from 'react-router';
import { ProductMain } from './product-main';

export default function ProductPage() {
  const { slug = '' } = useParams();
  return <ProductMain slug={slug} />;
}
