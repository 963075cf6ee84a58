import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@shop/db/seed/demo';
import {
  showsCancelledRefundMessage,
  showsFailedMessage,
  statusIndex,
  trackerReplacement,
  type DeliveryType,
} from '@shop/domain/orders';
import type { OrderDetail, OrderSummary } from '@shop/contracts/account-orders';
import { mexicoDate } from '@shop/domain/mexico-dates';
import { formatDateTime } from '@shop/domain/mexico-time';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.clock);
}, 180_000);
afterAll(async () => {
  await t.close();
});

/** Walks every demo order of both demo accounts from the list to its detail. */
describe.each(['socia@demo.mx', 'cliente@demo.mx'])('demo orders of %s', (email) => {
  it('every order of every channel opens its own detail, consistent with its status and delivery', async () => {
    const cookie = await t.signIn(email, 'Demo1234!');
    const me = (await t.app.inject({ url: '/api/customers/me', headers: { cookie } })).json<{
      username: string;
      custom_attributes: { attribute_code: string; value: string }[];
    }>();
    const customerId = me.custom_attributes.find((a) => a.attribute_code === 'customer_id')!.value;
    const seen = { statuses: new Set<string>(), deliveries: new Set<string>(), platforms: new Set<string>() };
    for (const platform of ['ecommerce', 'call_center', 'physical_store']) {
      let page = 1;
      let rows: OrderSummary[] = [];
      do {
        const res = await t.app.inject({
          url: `/api/v1/api-composer/orders/historic?customerId=${customerId}&platform=${platform}&currentPage=${page}`,
          headers: { cookie },
        });
        expect(res.statusCode).toBe(200);
        rows = res.json().data;
        for (const row of rows) {
          const id = platform === 'ecommerce' ? row.magento_order_id : (row.pricesoft_id ?? String(row.entity_id));
          const q = platform === 'physical_store' ? `&caja=${row.caja}&store=${row.store_id}` : '';
          const res = await t.app.inject({
            url: `/api/v1/api-composer/customers/${me.username}/orders/${id}?platform=${platform}${q}`,
            headers: { cookie },
          });
          expect(res.statusCode, `${platform} ${id}`).toBe(200);
          const d = res.json<OrderDetail>();
          expect(d.entity_id).toBe(row.entity_id);
          expect(d.status).toBe(row.status);
          expect(d.total_price).toBe(row.grand_total);
          expect(d.statusIndex).toBe(
            trackerReplacement(d.status) ? null : statusIndex(d.status, d.delivery_type as DeliveryType),
          );
          expect(d.virtual).toBe(d.delivery_type === 'DIGITAL');
          if (['STANDARD_DELIVERY', 'PICKIT'].includes(d.delivery_type) && platform === 'ecommerce')
            expect(d.shipping_address).not.toBeNull();
          if (d.delivery_type === 'PICKUP') expect(d.store_id).not.toBeNull();
          if (showsFailedMessage(d.status, d.order_id) || showsCancelledRefundMessage(d.status, d.order_id))
            expect(d.order_id).toBeNull();
          expect(d.products.length).toBeGreaterThan(0);
          expect(d.subtotal_price + d.shipping_price + d.devolution_guide_price - d.discount).toBe(d.total_price);
          // No courier event after now (issue 28: an event shown at 23:13 when it was 12:46 in Mexico City).
          const sortable = (dmy: string, hm: string) => `${dmy.slice(6)}-${dmy.slice(3, 5)}-${dmy.slice(0, 2)} ${hm}`;
          const now = formatDateTime(t.clock.now());
          for (const e of d.delivery.guideStatus)
            expect(
              sortable(e.date, e.time) <= sortable(now.slice(0, 10), now.slice(11)),
              `${id} ${e.description}`,
            ).toBe(true);
          // Every shipped or ready order says when it arrives or is ready, never before it was placed (decision 0730).
          if (['shipped', 'ready', 'scheduled'].includes(d.status)) {
            expect(d.delivery_promise, `${id}`).not.toBeNull();
            expect(d.delivery_promise!.from >= mexicoDate(new Date(d.order_date))).toBe(true);
            expect(row.delivery_promise).toEqual(d.delivery_promise);
          }
          seen.statuses.add(d.status);
          seen.deliveries.add(d.delivery_type);
          seen.platforms.add(d.platform);
        }
        page += 1;
      } while (rows.length === 10);
    }
    expect([...seen.platforms].sort()).toEqual(['call_center', 'ecommerce', 'physical_store']);
    if (email === 'socia@demo.mx') {
      expect(seen.statuses.size).toBe(15);
      expect([...seen.deliveries]).toEqual(
        expect.arrayContaining(['STANDARD_DELIVERY', 'PICKUP', 'PICKIT', 'DIGITAL', 'STORE']),
      );
    }
  });
});

describe('demo return guides', () => {
  it('socia@demo.mx has guides in every status, the used one with tracking', async () => {
    const cookie = await t.signIn('socia@demo.mx', 'Demo1234!');
    const me = (await t.app.inject({ url: '/api/customers/me', headers: { cookie } })).json<{
      custom_attributes: { attribute_code: string; value: string }[];
    }>();
    const customerId = me.custom_attributes.find((a) => a.attribute_code === 'customer_id')!.value;
    const all = (
      await t.app.inject({ url: `/api/devolution-guide/guides?customerId=${customerId}`, headers: { cookie } })
    ).json();
    const statuses = new Set(all.guides.map((g: { status: string }) => g.status));
    expect([...statuses].sort()).toEqual(['guide_created', 'guide_creation_failed', 'guide_used', 'payment_pending']);
    const used = all.guides.find((g: { status: string }) => g.status === 'guide_used');
    expect(used.status_label).toBe('Entregado');
    expect(used.status_tracking.length).toBeGreaterThan(0);
  });
});
