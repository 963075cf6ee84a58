import { describe, expect, it } from 'vitest';
import { backControl, buildMenu, MEMBER_DRAWER_ORDERS_BADGE, type MenuContext } from './menu';

const base: MenuContext = {
  isMember: true,
  hasCustomStore: true,
  balanceFlag: true,
  fewHistoricOrders: false,
  pendingCustomerOrders: false,
};
const labels = (ctx: MenuContext) => buildMenu(ctx).sections.map((s) => [s.label, s.items.map((i) => i.label)]);

describe('account menu', () => {
  it("gives members 'Hoy' first (decision 0760), then the four sections of reseller-area.md in order", () => {
    expect(labels(base)).toEqual([
      ['Mi día', ['Hoy']],
      ['Mis compras', ['Mis pedidos', 'Mis devoluciones', 'Multipedido', 'Mis cupones', 'Adidas']],
      [
        'Vender',
        [
          'Porcentaje de ganancia',
          'Descargar lista de precios',
          'Descargar catálogos',
          'Mis Clientes',
          'Mi tienda personalizada',
        ],
      ],
      [
        'Mi Cuenta',
        [
          'CrediPrice',
          'Credencial de soci@',
          'Direcciones de envío',
          'Datos personales',
          'Eliminar Cuentas',
          'Mi saldo',
        ],
      ],
      ['Visita a tienda', ['Ubicación en tienda', 'Mi lista de compra']],
    ]);
    const menu = buildMenu(base);
    expect(menu.affiliate).toBeNull();
    expect(menu.welcome).toBeNull();
    expect(menu.sections[1]!.items.find((i) => i.label === 'Mis cupones')!.tag).toBe('NUEVO');
    expect(menu.sections[1]!.items[0]!.mobileBadge).toBe(MEMBER_DRAWER_ORDERS_BADGE);
  });

  it('gives customers the reduced menu, the affiliate prompt and the welcome item', () => {
    const ctx = { ...base, isMember: false, hasCustomStore: false };
    expect(labels(ctx)).toEqual([
      ['Mis compras', ['Mis pedidos', 'Mis devoluciones', 'Adidas']],
      ['Mi Cuenta', ['Direcciones de envío', 'Datos personales', 'Eliminar Cuentas']],
    ]);
    const menu = buildMenu(ctx);
    expect(menu.affiliate?.label).toBe('Afíliate como soci@');
    expect(menu.welcome?.label).toBe('Bienvenida Nuevos Socios');
    expect(menu.sections[1]!.items[0]!.mobileBadge).toBeUndefined();
  });

  it('hides Mi saldo when purchase_with_balance_crediprice is off', () => {
    expect(labels({ ...base, balanceFlag: false })[2]![1]).not.toContain('Mi saldo');
  });

  it('shows the store sub-items only with a custom store, and the dot only with pending items', () => {
    const store = (ctx: MenuContext) =>
      buildMenu(ctx)
        .sections.find((s) => s.id === 'sell')!
        .items.find((i) => i.id === 'custom-store')!;
    expect(store({ ...base, hasCustomStore: false }).children).toBeUndefined();
    expect(store(base).children!.map((c) => c.label)).toEqual(['Editar mi información', 'Órdenes de clientes']);
    expect(store(base).children![1]!.dot).toBeUndefined();
    expect(store({ ...base, pendingCustomerOrders: true }).children![1]!.dot).toBe(true);
  });

  it("gives a phone's 'Hoy' the way back to her menu, a computer none (the menu is beside it)", () => {
    expect(backControl({ tab: 'hoy', isMobile: true, orderDetail: false, memberOnlyBlocked: false })).toBe('account');
    expect(backControl({ tab: 'hoy', isMobile: false, orderDetail: false, memberOnlyBlocked: false })).toBe('none');
  });

  it('gives members with fewer than 2 historic orders the welcome item too', () => {
    expect(buildMenu({ ...base, fewHistoricOrders: true }).welcome?.label).toBe('Bienvenida Nuevos Socios');
  });
});

describe('one back control per account screen', () => {
  const at = (tab: string, more: Partial<Parameters<typeof backControl>[0]> = {}) =>
    backControl({ tab, isMobile: true, orderDetail: false, memberOnlyBlocked: false, ...more });
  it("gives a phone 'Regresar a mi cuenta' on a tab without its own back link", () => {
    expect(at('mi-saldo')).toBe('account');
    expect(at('mi-saldo', { isMobile: false })).toBe('none');
  });
  it("leaves CrediPrice to its 'Mi Cuenta' link, unless the tab is closed to her", () => {
    expect(at('crediprice')).toBe('none');
    expect(at('crediprice', { memberOnlyBlocked: true })).toBe('account');
  });
  it("shows 'Pedidos' alone on an order's detail on a phone, and nothing on a computer (the detail's link)", () => {
    expect(at('mis-pedidos', { orderDetail: true })).toBe('orders');
    expect(at('mis-pedidos', { orderDetail: true, isMobile: false })).toBe('none');
  });
});
