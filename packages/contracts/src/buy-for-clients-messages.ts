/** Texts of 'Comprar para mis clientes' (issue 29 point 2, decision 0760). zod-free. */
export const buyForClientsMessages = {
  title: 'Comprar para mis clientes',
  intro:
    'Tus artículos por comprar, juntos por producto y talla, a tu precio de socia. Elige y agrégalos a tu bolsa en un paso.',
  loadFailed: 'No pudimos cargar tus artículos por comprar.',
  empty: 'No tienes artículos por comprar. Cuando registres o aceptes un pedido, aparecerán aquí.',
  units: (n: number) => (n === 1 ? '1 pieza' : `${n} piezas`),
  size: (label: string) => `Talla ${label}`,
  forClients: 'Para',
  pickLabel: (name: string, size: string) => `Comprar ${name}, talla ${size}`,
  selected: (units: number, total: string) => `${units === 1 ? '1 pieza' : `${units} piezas`} elegidas · ${total}`,
  addToBag: 'Agregar a mi bolsa',
  adding: 'Agregando…',
  goToBag: 'Ir a mi bolsa',
  noneSelected: 'Elige al menos un artículo.',
  notToBuy: 'Uno de los artículos elegidos ya no está por comprar. Actualiza la lista e inténtalo de nuevo.',
  added: (units: number, clients: number) =>
    `Agregamos ${units === 1 ? '1 pieza' : `${units} piezas`} a tu bolsa para ${clients === 1 ? '1 clienta' : `${clients} clientas`}.`,
  boughtInStore: (units: number, clients: string) =>
    `Marcamos ${units === 1 ? '1 pieza' : `${units} piezas`} como compradas para: ${clients}.`,
  visit: {
    title: 'Visita a tienda',
    intro: 'Lo que te falta comprar, en el orden en que lo encuentras en la tienda. Marca cada línea al tomarla.',
    store: 'Tienda que visitas',
    credential: 'Tu credencial de socia',
    credentialAlt: 'Código de barras de tu credencial de socia',
    where: (building: string, tramo: string, aisle: string, level: string | null) =>
      `Nave ${building} · Tramo ${tramo} · Pasillo ${aisle}${level ? ` · Nivel ${level}` : ''}`,
    nowhere: 'Sin ubicación en esta tienda',
    tick: (name: string, size: string) => `Ya tomé ${name}, talla ${size}`,
    empty: 'No tienes artículos por comprar. Cuando registres o aceptes un pedido, aparecerán aquí.',
    loadFailed: 'No pudimos cargar tu lista de compra.',
  },
  /** After a purchase for her clients: what goes in each client's package (issue 29 point 2). */
  packing: {
    title: 'Lista de empaque',
    recent: 'Tus compras para tus clientas',
    recentIntro: 'Al llegar tu pedido, arma el paquete de cada clienta con su lista.',
    recentEmpty:
      'Cuando compres para tus clientas en la tienda en línea, aquí tendrás la lista de empaque de cada compra.',
    open: (order: string) => `Lista de empaque del pedido ${order}`,
    intro: (order: string, date: string) => `Pedido ${order} del ${date}: un paquete por clienta.`,
    owes: (amount: string) => `Le falta pagarte ${amount}`,
    paid: 'Ya te pagó todo',
    print: 'Imprimir',
    notFound: 'No encontramos esa compra entre las tuyas.',
    loadFailed: 'No pudimos cargar la lista de empaque.',
    units: (n: number) => (n === 1 ? '1 pieza' : `${n} piezas`),
  },
  /** At checkout, when the shop ran out of some sizes: whose items went back to their orders. */
  soldOut: (clients: string) =>
    `Se agotaron algunas tallas. Regresamos a sus pedidos, marcados como no disponibles, los artículos de: ${clients}.`,
} as const;
