import { Alert } from '../../../components/ui/alert';
import { PhoneLink } from '../../../components/ui/phone-link';

/** For test users tagged 'order_problems' (feature flag test_users). */
export function OrderProblemsBanner({ phone }: { phone: string }) {
  return (
    <Alert tone="warning" className="mb-4">
      Uno de tus pedidos ha sido retenido, por favor comunícate con nosotros al <PhoneLink phone={phone} />
    </Alert>
  );
}
