import type { OrderDetail } from '@shop/contracts/account-orders';
import { PhoneLink } from '../../../components/ui/phone-link';
import { paidByCashVoucher, showsCancelledRefundMessage, showsFailedMessage } from '@shop/domain/orders';
import { orderMoneyStateOf } from '@shop/domain/order-next-step';
import { Alert } from '../../../components/ui/alert';

/** Where a confirmed order will appear (customer-account.md §4: by delivery type; store delivery or reservations). */
function sectionFor(o: OrderDetail): string {
  if (o.delivery_type === 'PICKIT') return 'Punto Pickit';
  if (o.delivery_type === 'PICKUP') {
    const paid = o.payment.filter((p) => p.status === 'succeeded').reduce((n, p) => n + p.amount, 0);
    return paid === o.total_price ? 'Entregas en tienda' : 'Apartados';
  }
  return 'Envíos';
}

/** The failed-order and cancelled-refund messages, only for orders without an order_id. */
export function OrderMessages({ order, phone }: { order: OrderDetail; phone: string }) {
  if (showsFailedMessage(order.status, order.order_id)) {
    return (
      <Alert tone="warning">
        <p className="font-semibold">La confirmación de tu pedido está tardando más de lo normal.</p>
        <p className="mt-1">
          No es necesario que realices un nuevo pago. En cuanto se confirme, tu pedido aparecerá en la sección{' '}
          {sectionFor(order)} de Mis pedidos. Si tienes dudas, llámanos al <PhoneLink phone={phone} />.
        </p>
      </Alert>
    );
  }
  if (showsCancelledRefundMessage(order.status, order.order_id)) {
    const voucher = paidByCashVoucher(order.payment);
    // Nothing was charged (the payment section says 'Sin cargo'): no refund to promise (issue 28).
    const notCharged = orderMoneyStateOf(order) === 'not-charged';
    return (
      <Alert tone="error">
        <p className="font-semibold">Hola {order.customer.firstname}, no pudimos procesar tu pedido.</p>
        {voucher ? (
          <p className="mt-1">Por favor intenta de nuevo más tarde.</p>
        ) : notCharged ? (
          <p className="mt-1">
            No se hizo ningún cargo a tu forma de pago, así que no hay nada que reembolsar. Por favor intenta de nuevo
            más tarde.
          </p>
        ) : (
          <p className="mt-1">
            Te reembolsaremos el total de tu pago. Usa el código {order.magento_order_id ?? order.entity_id} para dar
            seguimiento a tu reembolso.
          </p>
        )}
      </Alert>
    );
  }
  return null;
}
