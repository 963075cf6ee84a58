import { describe, expect, it } from 'vitest';
import type { CustomCartView } from '@shop/contracts/custom-carts';
import { ticketOf, ticketText, whatsappUrl } from './ticket';

const item = (sku: string, status: CustomCartView['cart_items'][number]['status'], qty: number, price: number) =>
  ({
    sku,
    product_id: '210001',
    name: 'Tenis Running Aire Rosa',
    color: 'Rosa',
    size: sku.slice(-2),
    size_label: `${sku.slice(-2)} MX`,
    image_urls: [],
    qty,
    price,
    price_total: price * qty,
    base_price: 70_000,
    customer_price: price,
    status,
    is_available_online: true,
    is_available_pickup: false,
    installment: null,
  }) satisfies CustomCartView['cart_items'][number];

const cart = {
  cart_id: '1f346863-cd77-4bca-b62c-d6f8becb46cd',
  store_id: 'tienda-4',
  order_id: null,
  order_created_at: '2026-11-20T18:00:00Z',
  grand_total: 250_000,
  status: 'CREATED',
  source: 'member',
  contact: { contact_id: 'c', first_name: 'Lucía', last_name: 'Pérez', phone: '525512345678', email: null },
  cart_items: [
    item('210001-24', 'PURCHASED', 2, 100_000),
    item('210001-25', 'PENDING', 1, 50_000),
    item('210001-23', 'CANCELED', 1, 9_900),
  ],
  selected_payment_option: {
    type: 'cash',
    payment_detail: { paid: 80_000, left: 170_000, downpayment: null, payments: [] },
  },
  payment_options: [],
  money: {
    cash_total: 250_000,
    installment_charge: 0,
    total: 250_000,
    reseller_total: 210_000,
    earnings: 40_000,
    pending_earnings: 0,
    paid: 80_000,
    left: 170_000,
    overdue: 0,
    overdue_since: null,
    due_this_week: 0,
    next_due: null,
  },
} as unknown as CustomCartView;

describe('the shared ticket', () => {
  const t = ticketOf(cart, 'https://shop.example/tienda/tienda-4', '20/11/2026');

  it('lists the live items with their totals, and total, paid and left', () => {
    expect(t.client).toBe('Lucía Pérez');
    expect(t.title).toBe('Orden 46cd');
    expect(t.lines).toEqual([
      { text: '2 × Tenis Running Aire Rosa (24 MX)', amount: '$2,000.00' },
      { text: '1 × Tenis Running Aire Rosa (25 MX)', amount: '$500.00' },
    ]);
    expect(t.totals).toEqual([
      ['Total', '$2,500.00'],
      ['Pagado', '$800.00'],
      ['Por pagar', '$1,700.00'],
    ]);
  });

  it('sums it up for WhatsApp with the store link, to the client mobile', () => {
    const text = ticketText(t);
    expect(text).toContain('Lucía Pérez');
    expect(text).toContain('Total: $2,500.00');
    expect(text).toContain('Por pagar: $1,700.00');
    expect(text.endsWith('https://shop.example/tienda/tienda-4')).toBe(true);
    const url = new URL(whatsappUrl(t));
    expect(url.origin + url.pathname).toBe('https://wa.me/525512345678');
    expect(url.searchParams.get('text')).toBe(text);
    expect(whatsappUrl({ ...t, phone: null })).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });

  it('gives the installment charge its own line, so the lines add up to the total, with the next payment and what is overdue', () => {
    // The order: 2 × $1,189.00 = $2,378.00 in weekly payments, $2,615.80 in all.
    const weekly = {
      ...cart,
      cart_items: [item('210001-24', 'PENDING', 2, 118_900)],
      money: {
        ...cart.money,
        cash_total: 237_800,
        installment_charge: 23_780,
        total: 261_580,
        paid: 52_316,
        left: 209_264,
        overdue: 26_158,
        overdue_since: '2026-11-27',
        next_due: { date: '2026-12-04', amount: 26_158 },
      },
    } as CustomCartView;
    const w = ticketOf(weekly, 'https://shop.example/tienda/tienda-4', '20/11/2026');
    expect(w.lines).toEqual([
      { text: '2 × Tenis Running Aire Rosa (24 MX)', amount: '$2,378.00' },
      { text: 'Cargo por pagos semanales', amount: '$237.80' },
    ]);
    expect(w.totals).toEqual([
      ['Total', '$2,615.80'],
      ['Pagado', '$523.16'],
      ['Por pagar', '$2,092.64'],
      ['Vencido', '$261.58 desde el viernes 27 de noviembre'],
      ['Próximo pago', '$261.58 el viernes 4 de diciembre'],
    ]);
  });
});
