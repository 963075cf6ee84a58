/** Every route path of the web app, listed once. Account tabs are relative to /mi-cuenta. */
export const ACCOUNT = '/mi-cuenta';

export const accountTabs = {
  /** 'Hoy', a member's first screen (decision 0760). */
  today: 'hoy',
  personalData: 'datos-personales',
  addresses: 'direcciones-de-envio',
  orders: 'mis-pedidos',
  returns: 'mis-devoluciones',
  balance: 'mi-saldo',
  crediprice: 'crediprice',
  logout: 'cerrar-sesion',
  customStore: 'mi-tienda-personalizada',
  earnings: 'porcentajes-de-ganancia',
  priceList: 'lista-de-precios',
  catalogs: 'catalogos',
  credential: 'mi-credencial',
  multiOrder: 'multipedido',
  coupons: 'mis-cupones',
  storeLocation: 'ubicacion-en-tienda',
  clients: 'mis-clientes',
  deleteAccount: 'eliminar',
  adidas: 'adidas',
} as const;

export type AccountTab = keyof typeof accountTabs;

export const returnsSubRoutes = ['nuevas-guias', 'guias-pendientes', 'guias_canceladas', 'guias-utilizadas'] as const;
export const customerOrdersSubRoutes = [
  'por-comprar',
  'comprados',
  'pagos-de-cliente',
  'me-deben',
  'pedidos-nuevos',
  'comprar',
  'visita-a-tienda',
  'empaque',
  'registrar-pedido',
  'registrar-pedido/feedback',
] as const;

export const paths = {
  home: '/',
  account: ACCOUNT,
  tab: (tab: string) => `${ACCOUNT}/${tab}`,
  orders: `${ACCOUNT}/mis-pedidos/envios`,
  returns: `${ACCOUNT}/mis-devoluciones/nuevas-guias`,
  customStoreEdit: `${ACCOUNT}/mi-tienda-personalizada/editar`,
  customerOrders: `${ACCOUNT}/mi-tienda-personalizada/ordenes`,
  /** 'Me deben': her clients who owe her (decision 0710). */
  customerOrdersOwed: `${ACCOUNT}/mi-tienda-personalizada/ordenes/me-deben`,
  /** 'Pedidos nuevos de tu tienda': orders from her store waiting for her (decision 0721). */
  customerOrdersRequests: `${ACCOUNT}/mi-tienda-personalizada/ordenes/pedidos-nuevos`,
  registerOrder: `${ACCOUNT}/mi-tienda-personalizada/ordenes/registrar-pedido`,
  registerOrderFeedback: `${ACCOUNT}/mi-tienda-personalizada/ordenes/registrar-pedido/feedback`,
  newMembers: '/nuevos-socios',
  becomeMember: '/conviertete-en-socia',
  customStoreLanding: '/tienda-personalizada',
  crediprice: '/crediprice',
  /** The CrediPrice contract she reads at step 7 (decision 0733). */
  creditContract: '/crediprice/contrato',
  rewards: '/retos-socias',
  passwordRequest: '/recuperar-contrasena',
  passwordReset: '/restablecer-contrasena',
  emailConfirmation: '/confirmar-correo',
  bag: '/bolsa',
  search: '/buscar',
  product: (slug: string) => `/productos/${slug}`,
  publicStore: (customStoreId: string) => `/tienda/${customStoreId}`,
} as const;

/** The list's own state (filters, search, page) that an order's detail carries in `lista`, and nothing else. */
const LIST_KEYS = ['platform', 'meses', 'find', 'page'] as const;
export const LIST_RETURN_PARAM = 'lista';

/** The list's query an order opened from it carries (issue 28: Back returns to the same list). */
export function listState(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const k of LIST_KEYS) {
    const v = search.get(k);
    if (v && /^[\w-]{1,20}$/.test(v)) kept.set(k, v);
  }
  return kept.toString();
}

/** Where an order's detail goes back to: its list as it was (`lista`), else the list of its channel. */
export function listReturnHref(listPath: string, detailSearch: URLSearchParams): string {
  const state = listState(new URLSearchParams(detailSearch.get(LIST_RETURN_PARAM) ?? ''));
  const fallback = detailSearch.get('platform');
  if (state) return `${listPath}?${state}`;
  return fallback ? `${listPath}?${listState(new URLSearchParams({ platform: fallback }))}` : listPath;
}
