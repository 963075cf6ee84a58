import { useParams } from 'react-router';
import { StatementPage } from '../../features/customer-orders/components/statement-page';

export default function Page() {
  const { token = '' } = useParams();
  return (
    <main id="contenido" className="px-4 py-6">
      <StatementPage token={token} />
    </main>
  );
}
