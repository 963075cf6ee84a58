import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '@shop/db/factories';
import { createPartialBalance } from '@shop/db/factories-balance';
import { createTestApp, type TestApp } from '../../../test/helpers';

// Test clock: 2026-11-21 12:00 Mexico City.
let t: TestApp;
afterEach(async () => {
  await t.close();
});

async function memberWithBalance() {
  await createStore(t.db, { id: '101', name: 'Price Shoes Insurgentes' });
  await createStore(t.db, { id: '102', name: 'Price Shoes Guadalajara Centro' });
  const { customer, cookie } = await t.customerWithSession({ member: true });
  await createPartialBalance(t.db, {
    customerId: customer.id,
    type: 'SALDOS',
    storeId: '101',
    balanceCents: 35_000,
    expirationDate: '2027-05-20',
  });
  await createPartialBalance(t.db, {
    customerId: customer.id,
    type: 'VALES',
    storeId: '102',
    balanceCents: 20_000,
    expirationDate: '2026-11-21',
  });
  await createPartialBalance(t.db, {
    customerId: customer.id,
    type: 'NOTAS CREDITO',
    storeId: '101',
    balanceCents: 48_950,
    expirationDate: '2027-02-19',
  });
  await createPartialBalance(t.db, {
    customerId: customer.id,
    type: 'VALES',
    storeId: '102',
    balanceCents: 15_000,
    expirationDate: '2026-11-20',
  });
  return { customer, cookie };
}

describe('GET balance/{username}', () => {
  it('adds up the parts still usable today, the soonest to expire first, with store and expiry', async () => {
    t = await createTestApp();
    const { customer, cookie } = await memberWithBalance();
    const res = await t.app.inject({ url: `/api/balance/${customer.username}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_balance: 103_950,
      partial_balances: [
        {
          id: expect.any(Number),
          type: 'VALES',
          store_name: 'Price Shoes Guadalajara Centro',
          expiration_date: '2026-11-21',
          balance: 20_000,
        },
        {
          id: expect.any(Number),
          type: 'NOTAS CREDITO',
          store_name: 'Price Shoes Insurgentes',
          expiration_date: '2027-02-19',
          balance: 48_950,
        },
        {
          id: expect.any(Number),
          type: 'SALDOS',
          store_name: 'Price Shoes Insurgentes',
          expiration_date: '2027-05-20',
          balance: 35_000,
        },
      ],
      // No client of hers paid through a statement link yet (decision 0771).
      movements: [],
    });

    t.clock.set('2026-11-22T06:00:00Z'); // midnight in Mexico City: the voucher of the 21st is gone
    const next = await t.app.inject({ url: `/api/balance/${customer.username}`, headers: { cookie } });
    expect(next.json().total_balance).toBe(83_950);
  });

  it("a customer cannot read another customer's balance", async () => {
    t = await createTestApp();
    const { customer } = await memberWithBalance();
    const intruder = await t.customerWithSession();
    const res = await t.app.inject({ url: `/api/balance/${customer.username}`, headers: { cookie: intruder.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('48950');
    expect((await t.app.inject({ url: `/api/balance/${customer.username}` })).statusCode).toBe(401);
  });

  it('is not served while the flag purchase_with_balance_crediprice is off', async () => {
    t = await createTestApp({ env: { FLAG_PURCHASE_WITH_BALANCE_CREDIPRICE: 'false' } });
    const { customer, cookie } = await memberWithBalance();
    expect((await t.app.inject({ url: `/api/balance/${customer.username}`, headers: { cookie } })).statusCode).toBe(
      404,
    );
  });
});
