import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { seedDemo } from '@shop/db/seed/demo';
import { ORDER_STATUSES } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ADMIN } from '../../../test/shop';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.clock);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.db, q);

describe('demo shop data (running contract)', () => {
  it('has at least 60 listed shoes and garments with drawn pictures, and the digital return guide', async () => {
    const [c] = await rows<{ n: number }>(
      sql`select count(*)::int as n from products where listed and category in ('calzado', 'ropa')`,
    );
    expect(c!.n).toBeGreaterThanOrEqual(60);
    const guide = await t.app.inject({ url: '/api/products-full/guia-de-devolucion' });
    expect(guide.json()).toMatchObject({ name: 'Guía de devolución', is_digital: true });
    const img = await t.app.inject({ url: guide.json().image_urls[0] });
    expect(img.statusCode).toBe(200);
  });

  it('gives socia@demo.mx every status, delivery method and channel, and more than a page of recent online orders', async () => {
    const mine = sql`customer_id = (select id from customers where email = 'socia@demo.mx')`;
    const statuses = (await rows<{ status: string }>(sql`select distinct status from orders where ${mine}`))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([...ORDER_STATUSES].sort());
    const pickup = (
      await rows<{ status: string }>(sql`select distinct status from orders where ${mine} and delivery_type = 'PICKUP'`)
    ).map((r) => r.status);
    expect(pickup).toEqual(expect.arrayContaining(['created', 'confirmed', 'ready', 'scheduled', 'collected']));
    const deliveries = (
      await rows<{ d: string }>(sql`select distinct delivery_type as d from orders where ${mine}`)
    ).map((r) => r.d);
    expect(deliveries).toEqual(expect.arrayContaining(['STANDARD_DELIVERY', 'PICKUP', 'PICKIT', 'DIGITAL']));
    const channels = (await rows<{ p: string }>(sql`select distinct platform as p from orders where ${mine}`))
      .map((r) => r.p)
      .sort();
    expect(channels).toEqual(['call_center', 'ecommerce', 'physical_store']);
    const [recent] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders where ${mine} and platform = 'ecommerce' and created_at > ${new Date(t.clock.now().getTime() - 90 * 86_400_000)}`,
    );
    expect(recent!.n).toBeGreaterThan(10);
    const [special] = await rows<{ survey: number; failed: number; refund: number; semestral: number }>(sql`
      select count(*) filter (where eligible_for_survey and status = 'delivered')::int as survey,
             count(*) filter (where status = 'failed' and pricesoft_id is null)::int as failed,
             count(*) filter (where status like 'canceled_refund%' and pricesoft_id is null)::int as refund,
             (select count(*)::int from order_items i join orders o on o.id = i.order_id where o.${sql.raw('customer_id')} = (select id from customers where email = 'socia@demo.mx') and i.id_art = '112635') as semestral
        from orders where ${mine}`);
    expect(special).toMatchObject({ survey: expect.any(Number), failed: 1 });
    expect(special!.survey).toBeGreaterThanOrEqual(1);
    expect(special!.refund).toBeGreaterThanOrEqual(1);
    expect(special!.semestral).toBe(1);
  });

  it('numbers the demo orders the issues name the same on every fresh start (decision 0686)', async () => {
    const named = await rows<{ n: string; status: string; payment_type: string; pref: boolean; email: string }>(sql`
      select o.magento_order_id as n, o.status, o.payment_type, o.mercado_pago_preference_id is not null as pref,
             c.email
        from orders o join customers c on c.id = o.customer_id
       where o.payment_type = 'wallet' and o.status = 'created'`);
    // The one unpaid wallet order, with the preference 'Pagar ahora' starts from (issue 19 point 4).
    expect(named).toEqual([
      { n: '3000100042', status: 'created', payment_type: 'wallet', pref: true, email: 'socia@demo.mx' },
    ]);
    const [refund] = await rows<{ status: string; payment_type: string }>(
      sql`select status, payment_type from orders where magento_order_id = '3000100019'`,
    );
    expect(refund).toMatchObject({ status: 'refund', payment_type: 'cash' });
  });

  it('gives cliente@demo.mx orders from all three channels', async () => {
    const channels = (
      await rows<{ p: string }>(
        sql`select distinct platform as p from orders where customer_id = (select id from customers where email = 'cliente@demo.mx')`,
      )
    )
      .map((r) => r.p)
      .sort();
    expect(channels).toEqual(['call_center', 'ecommerce', 'physical_store']);
  });

  it('an unpaid demo card order can be paid in the sandbox, and the timers leave the fresh demo alone', async () => {
    const swept = (await t.app.inject({ method: 'POST', url: '/api/admin/sweeps', headers: ADMIN })).json();
    expect(swept).toEqual({ references: 0, unpaid: 0, unscheduled: 0, drafts: 0, uncollected: 0 });
    const [p] = await rows<{ reference: string; email: string }>(sql`
      select p.reference, c.email from payments p join orders o on o.id = p.order_id join customers c on c.id = o.customer_id
       where c.email = 'socia@demo.mx' and p.method_type = 'card' and p.status = 'requires_payment_method' limit 1`);
    const cookie = await t.signIn('socia@demo.mx', 'Demo1234!');
    const intent = (
      await t.app.inject({ url: `/api/payments/stripe-payment-intent/${p!.reference}`, headers: { cookie } })
    ).json();
    const id = (intent.client_secret as string).split('_secret_')[0];
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/card/v1/payment_intents/${id}/confirm`,
      payload: {
        client_secret: intent.client_secret,
        payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } },
      },
    });
    expect(paid.json().status).toBe('succeeded');
    const [o] = await rows<{ status: string }>(
      sql`select o.status from orders o join payments p on p.order_id = o.id where p.reference = ${p!.reference}`,
    );
    expect(o!.status).toBe('confirmed');
  });

  it('every open demo voucher or transfer has its number on the payment page (no payment page without one)', async () => {
    const open = await rows<{ reference: string; email: string }>(sql`
      select p.reference, c.email from payments p join orders o on o.id = p.order_id join customers c on c.id = o.customer_id
       where p.provider = 'card' and p.method_type in ('oxxo', 'customer_balance') and p.status = 'requires_action'`);
    expect(open.length).toBeGreaterThan(1); // the pending guide purchase and the pending shop orders
    for (const p of open) {
      const cookie = await t.signIn(p.email, 'Demo1234!');
      const shown = (await t.app.inject({ url: `/api/payments/${p.reference}`, headers: { cookie } })).json();
      expect(shown.instructions?.number, p.reference).toMatch(/^\d/);
      expect(shown.external_resource_url, p.reference).toBeTruthy();
    }
  });
});
