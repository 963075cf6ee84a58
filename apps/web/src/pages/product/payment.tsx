import { useParams } from 'react-router';
import { PaymentForm } from '../../features/shop/components/payment-form';

export default function PaymentPage() {
  const { reference = '' } = useParams();
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-center text-3xl font-black tracking-tight">Pago de tu pedido</h1>
      <PaymentForm reference={reference} />
    </main>
  );
}
