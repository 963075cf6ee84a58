import { accountTabs, paths } from '../../lib/paths';

/**
 * The account menus of reseller-area.md §2, as data: one for members, a reduced one for customers.
 * Pure, so the rules are unit-tested without a browser.
 */
export interface MenuItem {
  id: string;
  label: string;
  to: string;
  tag?: 'NUEVO';
  /** A notification dot (pending customer-order items). */
  dot?: boolean;
  /** Orders from her store waiting for her (decision 0721). */
  count?: number;
  /** The fixed badge of the orders tile in the member's mobile drawer. */
  mobileBadge?: number;
  external?: boolean;
  children?: MenuItem[];
}

export interface MenuSection {
  id: string;
  label: string;
  items: MenuItem[];
}

export interface MenuContext {
  isMember: boolean;
  hasCustomStore: boolean;
  /** purchase_with_balance_crediprice */
  balanceFlag: boolean;
  /** Members with fewer than 2 historic orders also get the welcome item. */
  fewHistoricOrders: boolean;
  pendingCustomerOrders: boolean;
  /** Orders from her store waiting for her to accept them. */
  newStoreRequests?: number;
}

/** The fixed count on the orders tile of the member drawer (reseller-area.md §2, §9). */
export const MEMBER_DRAWER_ORDERS_BADGE = 8;

const tab = (tabPath: string) => paths.tab(tabPath);

export function buildMenu(ctx: MenuContext): {
  sections: MenuSection[];
  welcome: MenuItem | null;
  affiliate: MenuItem | null;
} {
  const m = ctx.isMember;
  const orders: MenuItem = {
    id: 'orders',
    label: 'Mis pedidos',
    to: paths.orders,
    ...(m ? { mobileBadge: MEMBER_DRAWER_ORDERS_BADGE } : {}),
  };
  const purchases: MenuItem[] = [
    orders,
    { id: 'returns', label: 'Mis devoluciones', to: paths.returns },
    ...(m
      ? [
          { id: 'multi-order', label: 'Multipedido', to: tab(accountTabs.multiOrder) },
          { id: 'coupons', label: 'Mis cupones', to: tab(accountTabs.coupons), tag: 'NUEVO' as const },
        ]
      : []),
    { id: 'adidas', label: 'Adidas', to: tab(accountTabs.adidas) },
  ];

  const customStore: MenuItem = {
    id: 'custom-store',
    label: 'Mi tienda personalizada',
    to: tab(accountTabs.customStore),
    ...(ctx.hasCustomStore
      ? {
          children: [
            { id: 'custom-store-edit', label: 'Editar mi información', to: paths.customStoreEdit },
            {
              id: 'customer-orders',
              label: 'Órdenes de clientes',
              to: paths.customerOrders,
              ...(ctx.pendingCustomerOrders ? { dot: true } : {}),
              ...(ctx.newStoreRequests ? { count: ctx.newStoreRequests } : {}),
            },
          ],
        }
      : {}),
  };

  const account: MenuItem[] = [
    ...(m
      ? [
          { id: 'crediprice', label: 'CrediPrice', to: tab(accountTabs.crediprice) },
          { id: 'credential', label: 'Credencial de soci@', to: tab(accountTabs.credential) },
        ]
      : []),
    { id: 'addresses', label: 'Direcciones de envío', to: tab(accountTabs.addresses) },
    { id: 'personal-data', label: 'Datos personales', to: tab(accountTabs.personalData) },
    { id: 'delete-account', label: 'Eliminar Cuentas', to: tab(accountTabs.deleteAccount) },
    ...(m && ctx.balanceFlag ? [{ id: 'balance', label: 'Mi saldo', to: tab(accountTabs.balance) }] : []),
  ];

  const sections: MenuSection[] = [];
  // 'Hoy' first (decision 0760): her day on one screen.
  if (m)
    sections.push({
      id: 'today',
      label: 'Mi día',
      items: [{ id: 'today', label: 'Hoy', to: tab(accountTabs.today) }],
    });
  sections.push({ id: 'purchases', label: 'Mis compras', items: purchases });
  if (m) {
    sections.push({
      id: 'sell',
      label: 'Vender',
      items: [
        { id: 'earnings', label: 'Porcentaje de ganancia', to: tab(accountTabs.earnings) },
        { id: 'price-list', label: 'Descargar lista de precios', to: tab(accountTabs.priceList) },
        { id: 'catalogs', label: 'Descargar catálogos', to: tab(accountTabs.catalogs) },
        { id: 'clients', label: 'Mis Clientes', to: tab(accountTabs.clients) },
        customStore,
      ],
    });
  }
  sections.push({ id: 'account', label: 'Mi Cuenta', items: account });
  if (m)
    sections.push({
      id: 'store-visit',
      label: 'Visita a tienda',
      items: [
        { id: 'store-location', label: 'Ubicación en tienda', to: tab(accountTabs.storeLocation) },
        // Her pick list for the store (decision 0760).
        ...(ctx.hasCustomStore
          ? [{ id: 'store-visit', label: 'Mi lista de compra', to: `${paths.customerOrders}/visita-a-tienda` }]
          : []),
      ],
    });

  const showWelcome = !m || ctx.fewHistoricOrders;
  return {
    sections,
    welcome: showWelcome ? { id: 'welcome', label: 'Bienvenida Nuevos Socios', to: paths.newMembers } : null,
    affiliate: m ? null : { id: 'affiliate', label: 'Afíliate como soci@', to: paths.becomeMember },
  };
}

/** Tabs only members may open; a customer who reaches one is invited to join instead. */
export const MEMBER_ONLY_TABS: ReadonlySet<string> = new Set([
  accountTabs.today,
  accountTabs.multiOrder,
  accountTabs.coupons,
  accountTabs.earnings,
  accountTabs.priceList,
  accountTabs.catalogs,
  accountTabs.clients,
  accountTabs.customStore,
  accountTabs.crediprice,
  accountTabs.credential,
  accountTabs.balance,
  accountTabs.storeLocation,
]);

/**
 * The one back control of an account screen (decision 0611): on a phone 'Regresar a mi cuenta', except where
 * the page has its own — CrediPrice's 'Mi Cuenta' link — and on an order's detail, where it is 'Pedidos' (the
 * spec's button for order_id; on a computer the detail's own 'Pedidos' link, so the shell shows none). On 'Hoy' it
 * leads a member to her menu (/mi-cuenta/menu: /mi-cuenta is 'Hoy', decision 0760).
 */
export function backControl(ctx: {
  tab: string;
  isMobile: boolean;
  orderDetail: boolean;
  memberOnlyBlocked: boolean;
}): 'account' | 'orders' | 'none' {
  if (ctx.orderDetail) return ctx.isMobile ? 'orders' : 'none';
  if (!ctx.isMobile) return 'none';
  if (ctx.tab === accountTabs.crediprice && !ctx.memberOnlyBlocked) return 'none';
  return 'account';
}
