/**
 * The account orders' constants and texts, without zod, so that a page that validates nothing does not load
 * it (the schemas are in `account-orders.ts`).
 */

export const ORDER_PLATFORMS = ['ecommerce', 'call_center', 'physical_store'] as const;
export type OrderPlatform = (typeof ORDER_PLATFORMS)[number];

/** The mis-pedidos sub-routes (reseller-area.md §2) and what each lists (docs/decisions/0402). */
export const ORDER_VIEWS = [
  'envios',
  'apartados',
  'ocurre',
  'punto-pickit',
  'compras-tienda',
  'entregas-tienda',
] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

/** 'envios' lists by the filter header (platform, months, number search); the other sub-routes list their view. */
export const fixedOrderView = (view: OrderView): OrderView | undefined => (view === 'envios' ? undefined : view);

/** An order's detail as its address names it (`?order_id=&platform=&caja=&store_id=`). */
export interface OrderAddress {
  orderId: string;
  platform: OrderPlatform;
  caja?: string | undefined;
  storeId?: string | undefined;
}

/**
 * The order an orders page's address opens, if any: the page's order query and the HTML that carries its detail
 * (decision 0629) read it alike. An unknown or missing platform is 'ecommerce', as the API's default.
 */
export function orderAddress(search: URLSearchParams): OrderAddress | undefined {
  const orderId = search.get('order_id');
  if (!orderId) return undefined;
  const platformParam = search.get('platform');
  const platform = ORDER_PLATFORMS.find((p) => p === platformParam) ?? 'ecommerce';
  return { orderId, platform, caja: search.get('caja') ?? undefined, storeId: search.get('store_id') ?? undefined };
}

/** The mis-pedidos sub-routes' titles, by what each one lists (docs/decisions/0402). */
export const orderViewTitles: Record<OrderView, string> = {
  envios: 'Mis pedidos',
  apartados: 'Apartados',
  ocurre: 'Recoger en tienda',
  'punto-pickit': 'Punto Pickit',
  'compras-tienda': 'Compras en tienda',
  'entregas-tienda': 'Entregas en tienda',
};

/**
 * GET /api/v1/api-composer/orders/historic's parameters as the web sends them (undefined ones are not sent): the
 * orders list's cache key, and the request whose answer an orders page's HTML carries (page-data.ts).
 */
export interface HistoricParams {
  customerId: string;
  platform?: OrderPlatform | undefined;
  find?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  currentPage?: number | undefined;
  pageSize?: number | undefined;
  view?: OrderView | undefined;
  /** Whether the customer chose the month filter; 'false' lets the API apply the default months (decision 0682). */
  hasFilterSelected?: boolean | undefined;
}

/** reseller-area.md §9: orders page size 10 (docs/decisions/0401). */
export const ORDERS_PAGE_SIZE = 10;
export const ORDERS_MAX_PAGE_SIZE = 50;
/** Web order numbers have 10 digits, ERP ids 7 (docs/decisions/0401). */
export const ORDER_SEARCH_MAX = 10;
/** An order-number search: digits only, up to ORDER_SEARCH_MAX (checked by the web form and the API). */
export const ORDER_SEARCH_PATTERN = new RegExp(`^\\d{1,${ORDER_SEARCH_MAX}}$`);

export const orderMessages = {
  notFound: 'Pedido no encontrado',
  /** An order's detail is titled 'Pedido {number}'. */
  detailTitle: 'Pedido',
  /** The link to the help centre beside an order's title. */
  helpLink: '¿Necesitas ayuda?',
  /** Under a delivery promise the courier's report changed (decision 0730). */
  promiseRevised: 'Fecha actualizada con el último reporte de la paquetería.',
  fetchFailed: 'Failed to fetch order details',
  listFailed: 'Ocurrió un error al intentar obtener las órdenes, intente nuevamente',
  chooseFilter: 'Selecciona el botón de filtrar mis pedidos',
  empty: 'No hay pedidos para mostrar',
  emptySearch: (search: string) => `No hay pedidos con el número ${search}`,
  rowTooltip: 'Haz clic para ver los detalles de la orden',
  platform: 'Elige un canal válido: ecommerce, call_center o physical_store.',
  customerId: 'Indica tu customerId.',
  range: 'El periodo de fechas no es válido.',
  search: 'Escribe un número de pedido válido (solo números, hasta 10 dígitos).',
  searchNeedsPlatform: 'Elige un canal para buscar tu pedido.',
  page: 'La página debe ser un número entero mayor o igual a 1.',
  pageSize: `El tamaño de página debe ser de 1 a ${ORDERS_MAX_PAGE_SIZE}.`,
  storeNeeded: 'Para una compra en tienda indica la caja y la tienda.',
  notDelivered: 'El código de devolución está disponible cuando tu pedido ha sido entregado.',
  view: 'Elige una sección válida de mis pedidos.',
} as const;
