import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '@shop/db/factories-shop';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let cookie: string;
let customerId: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const s = await t.customerWithSession({ firstname: 'Carla' });
  cookie = s.cookie;
  customerId = s.customer.customerId;
  // One order 10 days old, one 5 months old.
  for (const daysAgo of [10, 150])
    await createOrder(t.db, {
      customerId: s.customer.id,
      platform: 'ecommerce',
      deliveryType: 'STANDARD_DELIVERY',
      path: ['created', 'confirmed'],
      createdAt: new Date(t.clock.now().getTime() - daysAgo * DAY),
      items: [{ idArt: '210001', sku: '210001-24', name: 'Tenis', priceCents: 89900, qtyOrdered: 1 }],
    });
});
afterAll(async () => {
  await t.close();
});

const count = async (q: string) => {
  const res = await t.app.inject({
    url: `/api/v1/api-composer/orders/historic?customerId=${customerId}&platform=ecommerce${q}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ total_count: number }>().total_count;
};

describe('hasFilterSelected on the orders list (customer-account.md §7, decision 0682)', () => {
  it('false without a range: the default month filter (the last 3 months) applies', async () => {
    expect(await count('&hasFilterSelected=false')).toBe(1);
  });
  it('true without a range: the customer chose the whole history', async () => {
    expect(await count('&hasFilterSelected=true')).toBe(2);
  });
  it('a range sent is used as sent, whatever the flag says; absent flag: as before', async () => {
    const from = Math.floor((t.clock.now().getTime() - 200 * DAY) / 1000);
    const to = Math.floor(t.clock.now().getTime() / 1000);
    expect(await count(`&hasFilterSelected=false&from=${from}&to=${to}`)).toBe(2);
    expect(await count('')).toBe(2);
  });
  it('refuses a value other than true or false in Spanish', async () => {
    const res = await t.app.inject({
      url: `/api/v1/api-composer/orders/historic?customerId=${customerId}&hasFilterSelected=tal-vez`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).not.toMatch(/invalid|expected/i);
  });
});
