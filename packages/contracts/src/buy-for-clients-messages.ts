/** Texts of 'Comprar para mis clientes' (issue 29 point 2, decision 0760). zod-free. */
export const buyForClientsMessages = {
  title: 'Comprar para mis clientes',
  notToBuy: 'Uno de los artículos elegidos ya no está por comprar. Actualiza la lista e inténtalo de nuevo.',
  added: (units: number, clients: number) =>
    `Agregamos ${units === 1 ? '1 pieza' : `${units} piezas`} a tu bolsa para ${clients === 1 ? '1 clienta' : `${clients} clientas`}.`,
  /** At checkout, when the shop ran out of some sizes: whose items went back to their orders. */
  soldOut: (clients: string) =>
    `Se agotaron algunas tallas. Regresamos a sus pedidos, marcados como no disponibles, los artículos de: ${clients}.`,
} as const;
