import { useParams } from 'react-router';
import { PublicStorePage } from '../../features/custom-store/components/public-store';

export default function Page() {
  const { customStoreId = '' } = useParams();
  return (
    <main id="contenido">
      <PublicStorePage storeId={customStoreId} />
    </main>
  );
}
