import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCustomStore } from '@shop/db/factories-reseller';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { shopFixture } from '../../../test/shop';
import { pdfText } from '../../../test/code128';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('Descarga Catálogos', () => {
  it('lists her catalogues; another member and a customer cannot', async () => {
    const { customer, cookie } = await t.customerWithSession({ member: true });
    const res = await get(`/api/api-composer/customers/${customer.customerId}/catalogs`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        name: 'Catálogo Price Shoes (precio socia)',
        view_url: '/api/sales-tools/catalogs/socia.pdf',
        download_url: '/api/sales-tools/catalogs/socia.pdf?descargar=1',
      },
      {
        name: 'Mi catálogo para clientes (con mis precios y mi tienda)',
        view_url: '/api/sales-tools/catalogs/clientes.pdf',
        download_url: '/api/sales-tools/catalogs/clientes.pdf?descargar=1',
      },
    ]);
    const other = await t.customerWithSession({ member: true });
    const notHers = await get(`/api/api-composer/customers/${customer.customerId}/catalogs`, other.cookie);
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json().message).toBe('No encontramos lo que buscas.');
    const plain = await t.customerWithSession();
    expect(
      (await get(`/api/api-composer/customers/${plain.customer.customerId}/catalogs`, plain.cookie)).statusCode,
    ).toBe(403);
    expect((await get('/api/sales-tools/catalogs/socia.pdf', plain.cookie)).statusCode).toBe(403);
    expect((await get(`/api/api-composer/customers/${'9'.repeat(30)}/catalogs`, cookie)).statusCode).toBe(400);
    expect((await get('/api/sales-tools/catalogs/otro.pdf', cookie)).statusCode).toBe(400);
  });

  it('the member catalogue is a PDF with every sellable product, its ID, sizes and member price', async () => {
    await shopFixture(t);
    const { cookie } = await t.customerWithSession({ member: true });
    const res = await get('/api/sales-tools/catalogs/socia.pdf?descargar=1', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="catalogo-price-shoes.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('ID 210001');
    expect(text).toContain('Tenis Running Aire Rosa');
    expect(text).toContain('Tallas: 23, 24, 25');
    expect(text).toContain('Precio socia: $764.00');
    expect(text).toContain('ID 210002');
    expect(text).not.toContain('900100'); // the digital return guide is not in a catalogue
  });

  it('her edition prints her customers’ prices from her margins and links her public store; a price change regenerates it', async () => {
    await shopFixture(t);
    const { customer, cookie } = await t.customerWithSession({ member: true });
    const store = await createCustomStore(t.db, { customerId: customer.id, earningsMargin: 50 });
    const first = await get('/api/sales-tools/catalogs/clientes.pdf', cookie);
    expect(first.headers['content-disposition']).toBe(`inline; filename="mi-catalogo-${customer.username}.pdf"`);
    let text = pdfText(first.rawPayload);
    expect(text).toContain('Precio: $1,146.00'); // 764 × 1.5
    expect(text).toContain(`/tienda/${store.storeId}`);

    const again = await get('/api/sales-tools/catalogs/clientes.pdf', cookie);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    await t.db.execute(sql`update product_tier_prices set value_cents = 80000 where product_id = '210001'`);
    text = pdfText((await get('/api/sales-tools/catalogs/clientes.pdf', cookie)).rawPayload);
    expect(text).toContain('Precio: $1,200.00');
    expect(pdfText((await get('/api/sales-tools/catalogs/socia.pdf', cookie)).rawPayload)).toContain(
      'Precio socia: $800.00',
    );
  });
});

describe('her catalogue link', () => {
  it("links her store from PUBLIC_URL, never the request's Host header (issue 27)", async () => {
    await shopFixture(t);
    const { customer, cookie } = await t.customerWithSession({ member: true });
    const store = await createCustomStore(t.db, { customerId: customer.id });
    const res = await t.app.inject({
      url: '/api/sales-tools/catalogs/clientes.pdf',
      headers: { cookie, host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).not.toContain('evil.example');
    expect(text).toContain(`${t.config.publicUrl}/tienda/${store.storeId}`);
  });
});

describe('Lista de precios', () => {
  it('lists each store’s PDF and CSV; the files hold what that store has, at its prices', async () => {
    await shopFixture(t);
    const { cookie } = await t.customerWithSession({ member: true });
    const lists = (await get('/api/price-lists', cookie)).json();
    expect(lists.map((l: { store: { id: string } }) => l.store.id).sort()).toEqual(['101', '102']);
    const insurgentes = lists.find((l: { store: { id: string } }) => l.store.id === '101');
    expect(insurgentes.entries).toEqual([
      { name: 'Lista de precios Price Shoes Insurgentes (PDF)', url: '/api/sales-tools/price-lists/101.pdf' },
      {
        name: 'Lista de precios Price Shoes Insurgentes (hoja de cálculo CSV)',
        url: '/api/sales-tools/price-lists/101.csv',
      },
    ]);
    const pdf = await get('/api/sales-tools/price-lists/101.pdf', cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Tenis Running Aire Rosa');
    expect(text).not.toContain('Bota Vaquera'); // no stock in store 101
    const csv = await get('/api/sales-tools/price-lists/101.csv', cookie);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'id_producto,producto,color,tallas,precio_publico,precio_socia',
      '210001,Tenis Running Aire Rosa,Negro,23 24 25,899.00,764.00',
      '',
    ]);
    expect((await get('/api/sales-tools/price-lists/999.csv', cookie)).statusCode).toBe(404);
    expect((await get('/api/sales-tools/price-lists/101.xls', cookie)).statusCode).toBe(400);
    const plain = await t.customerWithSession();
    expect((await get('/api/price-lists', plain.cookie)).statusCode).toBe(403);
    expect((await get('/api/sales-tools/price-lists/101.csv', plain.cookie)).statusCode).toBe(403);
  });
});
