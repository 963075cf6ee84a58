import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCreditLine } from '@shop/db/factories-credit';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const local = (headers: Record<string, string>, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url: '/api/credit', headers, payload: payload as object });

describe('POST /api/credit, the local fallback of GET credit/auth (customer-account.md §7)', () => {
  it("issues the signed-in customer's credit token from the session, with or without her customer id", async () => {
    const { customer, cookie } = await t.customerWithSession({ member: true });
    await createCreditLine(t.db, { customerId: customer.id, statusCode: 3, limitCents: 1_500_000 });
    for (const payload of [{}, { customer_id: customer.customerId }]) {
      const res = await local({ cookie }, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ expire_in: 900 });
      const summary = await t.app.inject({
        url: `/api/cliente/resumen?id_socio=${customer.customerId}`,
        headers: { authorization: `Bearer ${res.json<{ token: string }>().token}` },
      });
      expect(summary.statusCode).toBe(200);
    }
  });

  it("needs a session, never gives another customer's token, and refuses bad input in Spanish", async () => {
    expect((await local({})).statusCode).toBe(401);
    const { cookie } = await t.customerWithSession({ member: true });
    const other = await t.customerWithSession({ member: true });
    const res = await local({ cookie }, { customer_id: other.customer.customerId });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ token?: string }>().token).toBeUndefined();
    for (const payload of [{ customer_id: 'abc' }, { customer_id: '9'.repeat(21) }, { customer_id: 5 }, { otro: 1 }]) {
      const bad = await local({ cookie }, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json<{ message: string }>().message).not.toMatch(/invalid|expected/i);
    }
  });
});
