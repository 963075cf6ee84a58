/**
 * Constants and texts of the customer orders (custom carts), without zod: the pages load them without the
 * schemas. reseller-area.md §2 'Customer orders list' and 'Order detail', §4, §5, §8, §9; verbatim where the
 * spec quotes a text. English descriptions of the spec got the Spanish wording of decision 0501.
 */
import { PENDING_ITEMS_DOT } from './pending-items-messages';

/** §9 */
export const CUSTOM_CARTS_PAGE_SIZE = 10;
export const CUSTOM_CARTS_MAX_PAGE_SIZE = 50;
export const CART_SEARCH_MIN = 5;
export const CART_SEARCH_MAX = 50;
export const CART_SEARCH_DEBOUNCE_MS = 500;
export const ITEM_QTY_DEBOUNCE_MS = 1500;
export const ITEM_QTY_MAX = 50;
/** Payment dates: from 2014-05-11 to today (§5). */
export const PAYMENT_DATE_MIN = '2014-05-11';
export const PRODUCT_IMAGE_WIDTH = 88;
/** Pagination: the first page, the current page ± 2, ellipses (§2). */
export const PAGINATION_SPAN = 2;

/** The status filter (§2): its values are the order statuses, sent uppercased. */
export const CART_STATUS_FILTERS = [
  { value: '', label: 'Todas las órdenes' },
  { value: 'CREATED', label: 'Con productos por comprar' },
  { value: 'PURCHASED', label: 'Con todos los productos comprados' },
] as const;

export const customCartsMessages = {
  /** The menu's notification dot on 'Órdenes de clientes' (reseller-area.md §2), for screen readers. */
  pendingItemsDot: PENDING_ITEMS_DOT,
  title: 'Órdenes de clientes',
  searchPlaceholder: 'Buscar por nombre de cliente',
  searchTooShort: 'Ingresa al menos 5 letras para buscar resultados',
  statusFilterLabel: 'Estado de la orden',
  statusRequired: 'Este campo es requerido',
  registerNew: 'Registrar nuevo pedido',
  columns: {
    client: 'Cliente',
    order: 'Orden',
    date: 'Fecha de orden',
    total: 'Total',
    status: 'Estado Orden',
  },
  viewDetail: 'Ver detalle',
  statusLines: {
    CREATED: 'Aún te falta comprar productos de esta orden',
    PURCHASED: 'Ya compraste todos los productos de esta orden',
  },
  empty: 'No tienes pedidos.',
  emptyShareLink: 'Comparte tu tienda',
  /** A member without a store (decision 0742): no store to share, and no order can be registered yet. */
  noStoreYet: 'Todavía no tienes tu tienda personalizada.',
  activateStore: 'Activa tu tienda',
  registerNeedsStore:
    'Para registrar un pedido primero necesitas tu tienda personalizada: ahí llegan los pedidos de tus clientes.',
  emptySearch: (search: string) => `No tienes órdenes a nombre de ${search}`,
  /** Filters with nothing to show, and a page past the last (decision 0710). */
  emptyFiltered: 'Ninguna orden coincide con estos filtros.',
  pastLastPage: (pages: number) =>
    pages === 1
      ? 'Esta página ya no existe: tus órdenes caben en 1 página.'
      : `Esta página ya no existe: tus órdenes ocupan ${pages} páginas.`,
  firstPage: 'Ir a la primera página',
  overdueFilter: 'Con pagos vencidos',
  /** One client's orders, opened from 'Me deben' (decision 0710). */
  clientFilter: {
    ordersOf: (name: string) => `Órdenes de ${name}`,
    clearClient: 'Ver todas las órdenes',
  },
  listFailed: 'Ocurrió un error al intentar obtener las órdenes, intente nuevamente',
  help: {
    open: 'Cómo usar órdenes de clientes',
    title: 'Cómo usar órdenes de clientes',
    items: [
      {
        title: 'Consulta tus órdenes y su estado',
        body: 'En la lista ves a cada cliente, la fecha, el total y si aún te falta comprar productos de su orden.',
      },
      {
        title: 'Organiza los productos',
        body: 'En el detalle separa los productos por comprar de los comprados y marca los que ya compraste.',
      },
      {
        title: 'Compra o aparta en línea',
        body: 'Agrega a tu bolsa los productos por comprar y compra o aparta en línea a tu precio de socia.',
      },
      {
        title: 'Comparte la orden con tu cliente',
        body: 'Comparte la imagen de la orden con tu cliente: productos, total, lo que ha pagado y lo que le falta.',
      },
    ],
  },
  detail: {
    back: 'Regresar a órdenes de clientes',
    order: (shortId: string) => `Orden ${shortId}`,
    contact: 'Contacto de cliente',
    tabs: {
      toBuy: 'Productos por comprar',
      bought: 'Productos comprados',
      payments: 'Pagos de cliente',
    },
    selectAll: 'Seleccionar todos',
    markBought: 'Marcar como comprados',
    addToBag: 'Agregar a bolsa',
    deleteItems: 'Eliminar productos',
    deleteOrder: 'Eliminar orden',
    editProducts: 'Editar productos',
    moveToBuy: 'Mover a productos por comprar',
    noneBought: 'No tienes productos comprados',
    confirmDeleteBought: '¿Quieres eliminar este producto de la orden?',
    confirmDeleteOrder: '¿Quieres eliminar esta orden?',
  },
  summary: {
    customerTotal: 'Total de tu cliente',
    resellerTotal: 'Tu precio de socia',
    earnings: 'Tu ganancia',
    pendingEarnings: 'Ganancia por comprar',
    paid: 'Pagado',
    left: 'Por pagar',
  },
  deleteFailed: 'Ha ocurrido un error al intentar eliminar la orden. Por favor intenta nuevamente',
  deleteFailedModal: 'No se pudo eliminar la orden, intenta nuevamente',
  paymentFailed: 'Ocurrió un error al intentar enviar el pago, por favor intenta nuevamente',
  reopenFailed: 'Ocurrió un error al intentar reabrir el pago, por favor intenta nuevamente',
  /** Payments tab of an order with no payment option yet (not in the spec; decision 0515). */
  choosePayment: {
    title: 'Forma de pago',
    text: 'Elige cómo te pagará tu cliente para llevar aquí el registro de sus pagos.',
    failed: 'No se pudo guardar la forma de pago, intenta nuevamente',
    /** An abono on an order with no payment option yet (decision 0710). */
    first: 'Elige primero cómo te pagará tu cliente para registrar sus abonos.',
  },
  cartGone:
    'No se ha podido agregar el producto al carrito porque este carrito ya no existe. Por favor intenta refrescar el navegador e intentar nuevamente',
  addItemFailed: 'Error al agregar producto',
  removeItemFailed: 'Error al eliminar producto',
  registerFailed: 'No se pudo registrar la orden, intenta nuevamente',
  registerError: 'Hubo un error al intentar registrar la orden, intenta nuevamente',
  registerSuccess: {
    toOrders: 'Ir a mis órdenes',
    another: 'Registrar otro pedido',
  },
  /** Server-side refusals (not shown in the spec; decision 0501). */
  notFound: 'No encontramos esa orden.',
  paymentNotFound: 'No encontramos ese pago.',
  itemNotFound: 'No encontramos ese producto en la orden.',
  transitionRefused: 'Ese cambio no es posible para el estado actual del producto.',
  amountInvalid: 'Ingresa un monto válido, por ejemplo 261.58',
  filterInvalid: 'Ese filtro no es válido.',
  /** The list's date range (issue 32): its two fields, and a real day each, the first not after the last. */
  dateFrom: 'Desde',
  dateTo: 'Hasta',
  dateRangeInvalid: 'Elige fechas válidas: la primera no puede ser posterior a la última.',
  paymentDateInvalid: 'Ingresa una fecha entre el 11/05/2014 y hoy',
  qtyInvalid: 'La cantidad debe ser de 1 a 50',
  checkoutFailed:
    'Ha ocurrido un error y no se ha podido crear la orden. Por favor intenta nuevamente o ponte en contacto con soporte',
  /** Share the ticket (help-modal item 4; texts not shown by the spec: decision 0512). */
  share: {
    button: 'Compartir orden',
    title: 'Compartir orden con tu cliente',
    imageAlt: (client: string) => `Imagen de la orden de ${client}`,
    whatsapp: 'Enviar por WhatsApp',
    download: 'Descargar imagen',
    downloaded: 'Descargamos la imagen de la orden: adjúntala en tu conversación.',
    failed: 'No se pudo crear la imagen de la orden, intenta nuevamente',
    fileName: (shortId: string) => `orden-${shortId}.png`,
    ticketHeading: 'Resumen de tu orden',
    storeLine: 'Mira más productos en mi tienda:',
    greeting: (firstName: string) => `¡Hola ${firstName}! Este es el resumen de tu orden`,
  },
  addedToBag: 'Agregamos los productos a tu bolsa a tu precio de socia.',
  goToBag: 'Ver mi bolsa',
  inBag: 'En tu bolsa',
  collections: {
    title: 'Mis cobranzas',
    owed: 'Te deben en total',
    dueThisWeek: 'Por cobrar esta semana',
    overdue: 'Pagos vencidos',
    overdueBadge: 'Pago vencido',
    /** The link from the totals to 'Me deben' (decision 0710). */
    seeClients: (n: number) => (n === 1 ? 'Ver quién te debe (1 cliente)' : `Ver quién te debe (${n} clientes)`),
    nobodyOwes: 'Tus clientes están al corriente: nadie te debe.',
  },
} as const;
