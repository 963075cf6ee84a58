import { useLocation } from 'react-router';
import { RegisterOrderFeedback } from '../../features/clients/components/register-order-feedback';
import { RegisterOrderForm } from '../../features/clients/components/register-order-form';

/** mi-tienda-personalizada/ordenes/registrar-pedido and its /feedback screen. */
export default function RegisterOrderPage() {
  const { pathname, key } = useLocation();
  return pathname.endsWith('/feedback') ? <RegisterOrderFeedback /> : <RegisterOrderForm key={key} />;
}
