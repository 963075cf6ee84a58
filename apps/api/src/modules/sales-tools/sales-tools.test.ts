import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setProductLocation } from '@shop/db/factories-reseller';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ADMIN, shopFixture } from '../../../test/shop';
import { decodePng, readCode128 } from '../../../test/code128';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const locate = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/api-composer/product-locations', headers: { cookie }, payload });

describe('Mi credencial', () => {
  it('shows her name in uppercase, her member number and the affiliation end date', async () => {
    const { customer, cookie } = await t.customerWithSession({
      member: true,
      firstname: 'María José',
      lastname: 'Pérez',
      consolidatedAffiliationEndDate: '2027-03-31',
    });
    const res = await get('/api/sales-tools/credential', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'MARÍA JOSÉ PÉREZ',
      member_number: customer.username,
      employee: false,
      valid_until: '31/03/2027',
      expired: false,
      phone: t.config.supportPhone,
    });
  });

  it('serves a Code128 barcode that decodes to the member number', async () => {
    const { customer, cookie } = await t.customerWithSession({ member: true });
    const res = await get('/api/sales-tools/credential/barcode.png', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const img = decodePng(res.rawPayload);
    expect(readCode128(img)).toBe(customer.username);
    expect(readCode128(img, Math.floor(img.height / 3))).toBe(customer.username);
  });

  it('says "Vigencia Empleado" for employees and marks an expired affiliation', async () => {
    const employee = await t.customerWithSession({ member: true, employee: true });
    const emp = (await get('/api/sales-tools/credential', employee.cookie)).json();
    expect(emp).toMatchObject({ employee: true, valid_until: null, expired: false });
    const old = await t.customerWithSession({ member: true, consolidatedAffiliationEndDate: '2026-11-20' });
    expect((await get('/api/sales-tools/credential', old.cookie)).json()).toMatchObject({
      valid_until: '20/11/2026',
      expired: true,
    });
    const today = await t.customerWithSession({ member: true, consolidatedAffiliationEndDate: '2026-11-21' });
    expect((await get('/api/sales-tools/credential', today.cookie)).json().expired).toBe(false);
  });

  it('downloads the credential as a PDF and the QR as a PNG', async () => {
    const { customer, cookie } = await t.customerWithSession({ member: true });
    const pdf = await get('/api/sales-tools/credential.pdf', cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="credencial-${customer.username}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const qr = await get('/api/sales-tools/credential/qr.png', cookie);
    expect(qr.statusCode).toBe(200);
    expect(decodePng(qr.rawPayload).width).toBeGreaterThan(50);
  });

  it('a customer who is not a member cannot get a credential; without a session: 401', async () => {
    const { cookie } = await t.customerWithSession();
    for (const url of [
      '/api/sales-tools/credential',
      '/api/sales-tools/credential/barcode.png',
      '/api/sales-tools/credential/qr.png',
      '/api/sales-tools/credential.pdf',
    ]) {
      const res = await get(url, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Esta herramienta es solo para socias y socios.');
      expect((await get(url)).statusCode).toBe(401);
    }
  });
});

describe('Ubicación en tienda', () => {
  it('lists the stores without the default one and finds products in the chosen store', async () => {
    await shopFixture(t);
    await setProductLocation(t.db, {
      storeId: '101',
      productId: '210001',
      building: '2',
      tramo: 'B',
      aisle: '14',
      level: '3',
    });
    await setProductLocation(t.db, { storeId: '102', productId: '210002', building: '1', tramo: 'A', aisle: '2' });
    const { cookie } = await t.customerWithSession({ member: true });
    const stores = (await get('/api/sales-tools/stores', cookie)).json();
    expect(stores.map((s: { id: string }) => s.id).sort()).toEqual(['101', '102']);

    const res = await locate(cookie, {
      store_id: '101',
      products: [{ product_id: '210001' }, { product_id: '210002' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        product_id: '210001',
        sku: '210001',
        name: 'Tenis Running Aire Rosa',
        image_url: '/api/catalog/images/210001/1.svg',
        size_range: '23 - 25',
        building: '2',
        tramo: 'B',
        location: '14',
        level: '3',
      },
    ]);
    const none = await locate(cookie, { store_id: '101', products: [{ product_id: '210002' }, { product_id: '999' }] });
    expect(none.json()).toEqual([]);
  });

  it('refuses bad input with a Spanish message', async () => {
    await shopFixture(t);
    const { cookie } = await t.customerWithSession({ member: true });
    for (const payload of [
      { store_id: '101', products: [{ product_id: '12345678901' }] },
      { store_id: '101', products: [{ product_id: '21-0001' }] },
      { store_id: '101', products: [{ product_id: 'a\u0000b' }] },
      { store_id: '101', products: [] },
      { store_id: '101', products: Array.from({ length: 21 }, () => ({ product_id: '210001' })) },
      { store_id: 'x'.repeat(10_000), products: [{ product_id: '210001' }] },
      { store_id: 2 ** 53, products: [{ product_id: '210001' }] },
      { products: [{ product_id: '210001' }] },
    ]) {
      const res = await locate(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(/[a-záéíóúñ]/i);
    }
    const unknownStore = await locate(cookie, { store_id: '999', products: [{ product_id: '210001' }] });
    expect(unknownStore.statusCode).toBe(404);
  });

  it('a customer who is not a member cannot search locations', async () => {
    await shopFixture(t);
    const { cookie } = await t.customerWithSession();
    const res = await locate(cookie, { store_id: '101', products: [{ product_id: '210001' }] });
    expect(res.statusCode).toBe(403);
    expect((await get('/api/sales-tools/stores', cookie)).statusCode).toBe(403);
  });

  it('staff set a location with the admin token; nobody else can', async () => {
    await shopFixture(t);
    const { cookie } = await t.customerWithSession({ member: true });
    const url = '/api/admin/stores/102/product-locations/210001';
    const body = { building: '3', tramo: 'C', aisle: '7', level: null };
    expect((await t.app.inject({ method: 'PUT', url, payload: body, headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url, payload: body, headers: ADMIN })).statusCode).toBe(204);
    const found = (await locate(cookie, { store_id: '102', products: [{ product_id: '210001' }] })).json();
    expect(found[0]).toMatchObject({ building: '3', tramo: 'C', location: '7', level: null });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/stores/102/product-locations/777777',
      payload: body,
      headers: ADMIN,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'PUT', url, payload: { ...body, aisle: '' }, headers: ADMIN });
    expect(bad.statusCode).toBe(400);
  });
});
