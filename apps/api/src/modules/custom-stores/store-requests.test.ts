import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createStore } from '@shop/db/factories';
import { createContact, createCustomStore } from '@shop/db/factories-reseller';
import { createProduct } from '@shop/db/factories-shop';
import { contacts, customCarts, storeRequests } from '@shop/db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helpers';

/** Issue 27 point 1 (decision 0721): an order from her store is a request until she accepts it. */
let t: TestApp;
type Who = {
  customer: { id: number; customerId: string; email: string; mobileTelephone: string | null };
  cookie: string;
};
let socia: Who;
let other: Who;
let buyer: Who;
let storeId: string;
let sku: string;

beforeAll(async () => {
  t = await createTestApp();
  await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
  socia = await t.customerWithSession({ member: true });
  other = await t.customerWithSession({ member: true });
  buyer = await t.customerWithSession();
  storeId = (await createCustomStore(t.db, { customerId: socia.customer.id, earningsMargin: 25 })).storeId;
  await createCustomStore(t.db, { customerId: other.customer.id });
  sku = (await createProduct(t.db, { priceCents: 89_900, memberPriceCents: 70_000 })).skus[0]!.sku;
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie } });

async function send(phone: string, name = 'Lucía', payment: 'cash' | 'installments' = 'installments', ip = '10.9.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/tienda/${storeId}/pedidos`,
    remoteAddress: ip,
    payload: { first_name: name, last_name: 'Hernández', phone, payment_option: payment, items: [{ sku, qty: 2 }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{
    ticket: string;
    grand_total: number;
    installment_grand_total: number | null;
    status_token: string;
  }>();
}

interface RequestsAnswer {
  count: number;
  requests: { request_id: string; first_name: string; phone: string; match: { contact_id: string } | null }[];
}
const requestsOf = async (who: Who) => (await call(who, 'GET', '/api/custom-store-requests')).json<RequestsAnswer>();
const collections = async () =>
  (await call(socia, 'GET', `/api/custom-cart/collections?customer_id=${socia.customer.customerId}`)).json<{
    owed: number;
    clients: number;
  }>();
const herList = async () =>
  (await call(socia, 'GET', `/api/custom-cart/?customer_id=${socia.customer.customerId}`)).json<{
    total_count?: number;
    items?: unknown[];
    custom_carts?: unknown[];
  }>();
const herClients = async () => t.db.select().from(contacts).where(eq(contacts.memberId, socia.customer.id));
const pending = async () =>
  (await call(socia, 'GET', `/api/custom-cart/pending-items?customer_id=${socia.customer.customerId}`)).json<{
    new_requests: number;
  }>();

describe("orders from her store: request → accept → her clients and 'Mis cobranzas'", () => {
  it('a request is in none of her lists, clients or collections until she accepts it; then it is', async () => {
    const listBefore = JSON.stringify(await herList());
    const sent = await send('525511110001');
    expect(sent.installment_grand_total).toBeGreaterThan(sent.grand_total);

    // Waiting: shown as a request with the typed name and phone, counted on her menu; nowhere else.
    const waiting = await requestsOf(socia);
    expect(waiting.count).toBe(1);
    expect(waiting.requests[0]).toMatchObject({ first_name: 'Lucía', phone: '525511110001', match: null });
    expect((await pending()).new_requests).toBe(1);
    expect(await herClients()).toHaveLength(0);
    expect(await collections()).toMatchObject({ owed: 0, clients: 0 });
    expect(JSON.stringify(await herList())).toBe(listBefore);

    // Accepted: filed under a new client with the typed name and phone; its plan is in 'Mis cobranzas'.
    const id = waiting.requests[0]!.request_id;
    const accepted = await call(socia, 'POST', `/api/custom-store-requests/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { cart_id, contact_id } = accepted.json<{ cart_id: string; contact_id: string }>();
    const clients = await herClients();
    expect(clients.map((c) => [c.contactId, c.firstName, c.phone])).toEqual([[contact_id, 'Lucía', '525511110001']]);
    const [cart] = await t.db.select().from(customCarts).where(eq(customCarts.cartId, cart_id));
    expect(cart).toMatchObject({ draft: false, contactId: contact_id, source: 'public_store' });
    expect(await collections()).toMatchObject({ owed: sent.installment_grand_total, clients: 1 });
    expect(JSON.stringify(await herList())).toContain(cart_id);
    expect((await requestsOf(socia)).count).toBe(0);
    expect((await pending()).new_requests).toBe(0);
    // Once decided it is no longer waiting.
    expect((await call(socia, 'POST', `/api/custom-store-requests/${id}/accept`)).statusCode).toBe(404);
  });

  it('a request with her client’s phone shows that client and, accepted, is filed under it (no second client)', async () => {
    const rosa = await createContact(t.db, {
      memberId: socia.customer.id,
      firstName: 'Rosa',
      lastName: 'Pérez',
      phone: '525533330002',
    });
    await send('525533330002', 'Rosita', 'cash');
    const request = (await requestsOf(socia)).requests.find((r) => r.phone === '525533330002')!;
    expect(request.first_name).toBe('Rosita');
    expect(request.match?.contact_id).toBe(rosa.contactId);
    const owedBefore = (await collections()).owed;
    const accepted = await call(socia, 'POST', `/api/custom-store-requests/${request.request_id}/accept`);
    expect(accepted.json().contact_id).toBe(rosa.contactId);
    expect((await herClients()).filter((c) => c.phone === '525533330002')).toHaveLength(1);
    expect((await collections()).owed).toBeGreaterThan(owedBefore);
  });

  it('rejecting removes it: its order is deleted and nothing reaches her clients or collections', async () => {
    const before = { clients: (await herClients()).length, owed: (await collections()).owed };
    await send('525544440003', 'Marta');
    const request = (await requestsOf(socia)).requests.find((r) => r.phone === '525544440003')!;
    const rejected = await call(socia, 'DELETE', `/api/custom-store-requests/${request.request_id}`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().message).toBe('Pedido rechazado.');
    const [row] = await t.db.select().from(storeRequests).where(eq(storeRequests.requestId, request.request_id));
    expect(row).toMatchObject({ status: 'rejected', cartId: null });
    expect((await requestsOf(socia)).count).toBe(0);
    expect((await herClients()).length).toBe(before.clients);
    expect((await collections()).owed).toBe(before.owed);
    expect((await call(socia, 'DELETE', `/api/custom-store-requests/${request.request_id}`)).statusCode).toBe(404);
  });

  it('a request waits for her beyond a day: the timers sweep of abandoned drafts leaves it', async () => {
    await send('525566660005', 'Paula');
    t.clock.advance(3 * 24 * 60 * 60_000);
    const swept = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sweeps',
      headers: { authorization: `Bearer ${t.config.adminToken}` },
    });
    expect(swept.statusCode).toBe(200);
    const request = (await requestsOf(socia)).requests.find((r) => r.phone === '525566660005');
    expect(request).toBeDefined();
    expect((await call(socia, 'POST', `/api/custom-store-requests/${request!.request_id}/accept`)).statusCode).toBe(
      200,
    );
  });

  it('another member or a customer gets 404 for her request and nothing changes; bad ids are a Spanish 400', async () => {
    await send('525555550004', 'Inés');
    const request = (await requestsOf(socia)).requests.find((r) => r.phone === '525555550004')!;
    expect((await requestsOf(other)).requests).toEqual([]);
    for (const who of [other, buyer]) {
      const accept = await call(who, 'POST', `/api/custom-store-requests/${request.request_id}/accept`);
      expect(accept.statusCode).toBe(404);
      const reject = await call(who, 'DELETE', `/api/custom-store-requests/${request.request_id}`);
      expect(reject.statusCode).toBe(404);
    }
    expect((await call(buyer, 'GET', '/api/custom-store-requests')).statusCode).toBe(404);
    const still = (await requestsOf(socia)).requests.find((r) => r.request_id === request.request_id);
    expect(still).toBeDefined();
    const [row] = await t.db.select().from(storeRequests).where(eq(storeRequests.requestId, request.request_id));
    expect(row!.status).toBe('pending');
    for (const bad of ['no-es-un-id', '00000000-0000-0000-0000-00000000000\u0000', '2147483648']) {
      const res = await call(socia, 'POST', `/api/custom-store-requests/${encodeURIComponent(bad)}/accept`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        /^(Este pedido ya no está pendiente|La solicitud contiene caracteres no permitidos)\.$/,
      );
    }
    const unknown = await call(socia, 'POST', '/api/custom-store-requests/00000000-0000-4000-8000-000000000000/accept');
    expect(unknown.statusCode).toBe(404);
    expect((await requestsOf(other)).count).toBe(0);
  });

  it('tells her of each request by e-mail and SMS with a link from PUBLIC_URL; her settings turn each channel off', async () => {
    const outbox = async (to: string) =>
      (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json<
        { channel: string; subject: string; body: string }[]
      >();
    const before = {
      mail: (await outbox(socia.customer.email)).length,
      sms: (await outbox(socia.customer.mobileTelephone!)).length,
    };
    await send('525577770006', 'Carmen', 'cash', '10.9.0.7');
    const request = (await requestsOf(socia)).requests.find((r) => r.phone === '525577770006')!;
    const link = `${t.config.publicUrl}/mi-cuenta/mi-tienda-personalizada/ordenes/pedidos-nuevos?pedido=${request.request_id}`;
    const [mail] = await outbox(socia.customer.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Nuevo pedido de tu tienda: Carmen Hernández' });
    expect(mail!.body).toContain(
      'Carmen Hernández (celular 525577770006) te envió un pedido desde tu tienda: 2 piezas',
    );
    expect(mail!.body).toContain(link);
    const [sms] = await outbox(socia.customer.mobileTelephone!);
    expect(sms!.channel).toBe('sms');
    expect(sms!.body).toMatch(
      /^Price Shoes: Carmen Hernández te envió un pedido de \$[\d,]+\.\d\d de contado desde tu tienda\. Revísalo: /,
    );
    expect(sms!.body).toContain(link);
    expect((await outbox(socia.customer.email)).length).toBe(before.mail + 1);
    expect((await outbox(socia.customer.mobileTelephone!)).length).toBe(before.sms + 1);

    // E-mail off: only the SMS; both off: nothing. The setting is hers: another member cannot change it.
    const edit = (who: Who, changes: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/custom-store/${storeId}`,
        headers: { cookie: who.cookie },
        payload: {
          welcome_message: '¡Hola!',
          phone: '525512345678',
          email: 'tienda@demo.mx',
          display_inventory_darkstore: true,
          display_inventory_favorite_store: false,
          ...changes,
        },
      });
    expect((await edit(other, { notify_email: false, notify_sms: false })).statusCode).toBe(404);
    expect((await edit(socia, { notify_email: false })).statusCode).toBe(200);
    const view = await t.app.inject({ url: `/api/custom-store/${storeId}`, headers: { cookie: socia.cookie } });
    expect(view.json()).toMatchObject({ notify_email: false, notify_sms: true });
    await send('525577770007', 'Diana', 'cash', '10.9.0.8');
    expect((await outbox(socia.customer.email)).length).toBe(before.mail + 1);
    expect((await outbox(socia.customer.mobileTelephone!)).length).toBe(before.sms + 2);
    expect((await edit(socia, { notify_sms: false })).statusCode).toBe(200);
    await send('525577770008', 'Elena', 'cash', '10.9.0.9');
    expect((await outbox(socia.customer.email)).length).toBe(before.mail + 1);
    expect((await outbox(socia.customer.mobileTelephone!)).length).toBe(before.sms + 2);
    expect((await edit(socia, { notify_sms: 'sí' })).statusCode).toBe(400);
  });

  it("the client's status page follows her decision, by its unguessable token only", async () => {
    const status = (token: string) =>
      t.app.inject({ url: `/api/pedidos-de-tienda/${token}`, remoteAddress: '10.9.1.1' });
    const first = await send('525588880009', 'Fernanda', 'installments', '10.9.0.10');
    const second = await send('525588880010', 'Gloria', 'cash', '10.9.0.11');
    const waiting = await status(first.status_token);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toMatchObject({
      status: 'pending',
      store_id: storeId,
      ticket: first.ticket,
      first_name: 'Fernanda',
      payment_option: 'installments',
      installment_grand_total: first.installment_grand_total,
    });
    const requests = (await requestsOf(socia)).requests;
    const idOf = (phone: string) => requests.find((r) => r.phone === phone)!.request_id;
    await call(socia, 'POST', `/api/custom-store-requests/${idOf('525588880009')}/accept`);
    await call(socia, 'DELETE', `/api/custom-store-requests/${idOf('525588880010')}`);
    expect((await status(first.status_token)).json().status).toBe('accepted');
    expect((await status(second.status_token)).json()).toMatchObject({ status: 'rejected', ticket: null });
    // Nothing else opens it: another token shape is a 400, an unknown token a 404, both in Spanish.
    expect((await status('corto')).statusCode).toBe(400);
    const unknown = await status('A'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No encontramos este pedido. Revisa el enlace que te dio la tienda.');
  });
});
