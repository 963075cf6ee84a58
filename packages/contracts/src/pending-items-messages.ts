/**
 * The account menu's notification dot on 'Órdenes de clientes' (reseller-area.md §2), for screen readers: on its
 * own so that every account page's menu does not download the customer orders' texts (issue 16, decision 0625).
 * `customCartsMessages.pendingItemsDot` is this text.
 */
export const PENDING_ITEMS_DOT = 'Tienes productos pendientes por comprar';

/** The count on 'Órdenes de clientes' of orders from her store waiting for her (issue 27, decision 0721). */
export const newRequestsLabel = (n: number) =>
  n === 1 ? '1 pedido nuevo de tu tienda' : `${n} pedidos nuevos de tu tienda`;
