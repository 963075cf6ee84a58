import { newRequestsLabel } from './pending-items-messages';

/**
 * Texts of her orders from her store that wait for her (issue 27, decision 0721), without zod and apart from the
 * store's other texts: her orders list shows their count and stays small.
 */
export const storeRequestsMessages = {
  title: 'Pedidos nuevos de tu tienda',
  count: newRequestsLabel,
  intro: 'Tus clientas te enviaron estos pedidos desde tu tienda. Al aceptarlos pasan a tus órdenes y a Mis clientes.',
  empty: 'No tienes pedidos nuevos de tu tienda.',
  typed: 'Datos que escribió',
  matched: (name: string) => `Ya es tu clienta: ${name}`,
  newClient: 'Clienta nueva: se agregará a Mis clientes al aceptar el pedido.',
  accept: 'Aceptar pedido',
  reject: 'Rechazar',
  confirmReject: '¿Rechazar este pedido? Se borrará y tu clienta verá que no fue aceptado.',
  accepted: 'Pedido aceptado. Ya está en tus órdenes de clientes.',
  rejected: 'Pedido rechazado.',
  notFound: 'Este pedido ya no está pendiente.',
  openOrder: 'Ver la orden',
  cash: 'Contado',
  installments: 'Pagos semanales',
  notes: 'Comentarios',
  back: 'Órdenes de clientes',
  statusNotFound: 'No encontramos este pedido. Revisa el enlace que te dio la tienda.',
} as const;
