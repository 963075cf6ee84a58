import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createAddress, createStore } from '@shop/db/factories';
import { createGuideOrder } from '@shop/db/factories-returns';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['customerWithSession']>>;
let ana: Session;
let beto: Session;
const DAY = 86_400_000;
const ago = (d: number) => new Date(t.clock.now().getTime() - d * DAY);
const guides = (s: Session, q = '', customerId = s.customer.customerId) =>
  t.app.inject({ url: `/api/devolution-guide/guides?customerId=${customerId}${q}`, headers: { cookie: s.cookie } });

beforeAll(async () => {
  t = await createTestApp();
  await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
  ana = await t.customerWithSession({ firstname: 'Ana', lastname: 'López' });
  beto = await t.customerWithSession();
  await createAddress(t.db, { customerId: ana.customer.id, defaultShipping: true });
  // 12 paid guides in one order (two pages), one unpaid, one cancelled, one used with tracking.
  await createGuideOrder(t.db, {
    customerId: ana.customer.id,
    createdAt: ago(3),
    path: ['created', 'confirmed', 'delivered'],
    qty: 12,
  });
  await createGuideOrder(t.db, { customerId: ana.customer.id, createdAt: ago(1), path: ['created'] });
  await createGuideOrder(t.db, {
    customerId: ana.customer.id,
    createdAt: ago(20),
    path: ['created', 'canceled'],
    payment: { provider: 'card', paymentMethod: 'stripe', methodType: 'oxxo', status: 'canceled' },
  });
  await createGuideOrder(t.db, {
    customerId: ana.customer.id,
    createdAt: ago(10),
    path: ['created', 'confirmed', 'delivered'],
    used: {
      1: [
        { description: 'En tránsito', occurredAt: ago(8), place: 'Tultitlán, Méx.', code: 'TR' },
        { description: 'Entregado', occurredAt: ago(7), place: 'Querétaro, Qro.', code: 'DL' },
      ],
    },
  });
  await createGuideOrder(t.db, {
    customerId: beto.customer.id,
    createdAt: ago(2),
    path: ['created', 'confirmed', 'delivered'],
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('GET /api/devolution-guide/guides', () => {
  it('lists every guide newest first, 10 a page, with its status and label', async () => {
    const first = (await guides(ana)).json();
    expect(first.total_count).toBe(15);
    expect(first.guides).toHaveLength(10);
    expect(first.guides[0]).toMatchObject({
      status: 'payment_pending',
      status_label: 'Pendiente de pago',
      pdf_url: null,
      isUsed: false,
    });
    expect(first.guides[1]).toMatchObject({
      status: 'guide_created',
      pdf_url: expect.stringMatching(/^\/api\/devolution-guide\/guides\/\d+-\d+\/pdf$/),
    });
    const second = (await guides(ana, '&page=2')).json();
    expect(second.guides.map((g: { status: string }) => g.status)).toEqual([
      'guide_created',
      'guide_created',
      'guide_created',
      'guide_used',
      'guide_creation_failed',
    ]);
  });

  it('filters by status; a cancelled guide reads "Cancelada por falta de pago" and a used one with tracking "Entregado"', async () => {
    const failed = (await guides(ana, '&status=guide_creation_failed')).json();
    expect(failed.guides).toEqual([
      expect.objectContaining({ status_label: 'Cancelada por falta de pago', pdf_url: null }),
    ]);
    const used = (await guides(ana, '&status=guide_used')).json().guides[0];
    expect(used).toMatchObject({ status_label: 'Entregado', isUsed: true, pdf_url: null });
    expect(used.status_tracking.map((e: { description: string }) => e.description)).toEqual([
      'Entregado',
      'En tránsito',
    ]);
    expect(used.status_tracking[0]).toMatchObject({
      place: 'Querétaro, Qro.',
      code: 'DL',
      date: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
      time: expect.stringMatching(/^\d\d:\d\d$/),
    });
    expect((await guides(ana, '&status=guide_created')).json().total_count).toBe(12);
  });

  it("answers 404 for another customer's customerId, and refuses bad input in Spanish", async () => {
    const res = await guides(ana, '', beto.customer.customerId);
    expect(res.statusCode).toBe(404);
    const bad = await guides(ana, '&status=perdida');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Elige un estado de guía válido.');
  });
});

describe('GET /api/devolution-guide/guides/:id/pdf', () => {
  it('generates a real PDF for a generated guide', async () => {
    const guide = (await guides(ana, '&status=guide_created')).json().guides[0];
    const res = await t.app.inject({ url: guide.pdf_url, headers: { cookie: ana.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(3000);
  });

  it('refuses the PDF of an unpaid, cancelled or used guide (409)', async () => {
    for (const status of ['payment_pending', 'guide_creation_failed', 'guide_used']) {
      const g = (await guides(ana, `&status=${status}`)).json().guides[0];
      const res = await t.app.inject({
        url: `/api/devolution-guide/guides/${g.id}/pdf`,
        headers: { cookie: ana.cookie },
      });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe('Solo puedes descargar las guías generadas que aún no has utilizado.');
    }
  });

  it("answers 404 for another customer's guide and for a malformed id", async () => {
    const theirs = (await guides(beto, '&status=guide_created')).json().guides[0];
    const res = await t.app.inject({ url: theirs.pdf_url, headers: { cookie: ana.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(
      (await t.app.inject({ url: '/api/devolution-guide/guides/x/pdf', headers: { cookie: ana.cookie } })).statusCode,
    ).toBe(400);
    const [n] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from return_guide_events`);
    expect(n!.n).toBe(2);
  });
});
