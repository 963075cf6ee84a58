import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const join = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/customers/me/membership', headers: { cookie }, payload });

describe('becoming a member', () => {
  it('gives the customer the member role, a member number and a year of affiliation', async () => {
    const { customer, cookie } = await t.customerWithSession();
    const res = await join(cookie, { acepta_terminos: true });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile.role).toBe('rolMember');
    expect(profile.username).not.toBe(customer.username);
    expect(profile.username).toMatch(/^\d{7}$/);
    expect(profile.affiliationInfo.affiliation_status.consolidated_affiliation_end_date).toBe('2027-11-21');
    const me = await t.app.inject({ url: '/api/customers/me', headers: { cookie } });
    expect(me.json().role).toBe('rolMember');
    const again = await join(cookie, { acepta_terminos: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya eres socia Price Shoes.');
  });

  it('needs the terms accepted and a session', async () => {
    const { cookie } = await t.customerWithSession();
    const res = await join(cookie, { acepta_terminos: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Debes aceptar los términos y condiciones para afiliarte.');
    expect((await t.app.inject({ url: '/api/customers/me', headers: { cookie } })).json().role).toBeNull();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/customers/me/membership', payload: { acepta_terminos: true } }))
        .statusCode,
    ).toBe(401);
  });
});
