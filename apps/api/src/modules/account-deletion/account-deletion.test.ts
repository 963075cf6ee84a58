import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createAddress, createStore } from '@shop/db/factories';
import { createStockAlertSubscription } from '@shop/db/factories-personal-data';
import { createCredit } from '@shop/db/factories-credit';
import { createPartialBalance } from '@shop/db/factories-balance';
import { createCoupon } from '@shop/db/factories-coupons';
import { createOrder } from '@shop/db/factories-shop';
import { customStores } from '@shop/db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { addToBag, checkout, shopFixture, signedInWithAddress } from '../../../test/shop';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Session = Awaited<ReturnType<TestApp['customerWithSession']>>;
const deleteAccount = (s: Session, body: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/customers/', payload: body, headers: { cookie: s.cookie } });
const customerRow = async (id: number) =>
  (
    await queryRows<Record<string, unknown>>(
      t.db,
      sql`select customer_id, username, email, firstname, lastname, mother_last_name, mobile_telephone, dob, deleted_at from customers where id = ${id}`,
    )
  )[0]!;
const count = async (table: string, customerId: number) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where customer_id = ${customerId}`,
    )
  )[0]!.n;

describe('account deletion', () => {
  it('anonymises the account, removes personal data, ends every session and frees the e-mail', async () => {
    const s = await t.customerWithSession({
      email: 'borrame@correo.mx',
      mobileTelephone: '525544443333',
      member: true,
    });
    const otherDevice = await t.signIn('borrame@correo.mx', 'Demo1234!');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'borrame@correo.mx', password: 'equivocada-1' },
    });
    await createAddress(t.db, { customerId: s.customer.id, defaultShipping: true, defaultBilling: true });
    await createStockAlertSubscription(t.db, { customerId: s.customer.id });
    await t.db
      .insert(customStores)
      .values({ storeId: 'mi-tienda', customerId: s.customer.id, phone: '525544443333', email: 'borrame@correo.mx' });

    const res = await deleteAccount(s, { reason: 4, detail: 'Me mudo a otro país', confirmation: 'borrar' });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    const row = await customerRow(s.customer.id);
    expect(row).toMatchObject({
      customer_id: s.customer.customerId, // kept: order history points at it
      username: s.customer.username,
      email: `cuenta-eliminada-${s.customer.id}@anonimo.invalid`,
      firstname: 'Cuenta',
      lastname: 'eliminada',
      mother_last_name: null,
      mobile_telephone: null,
      dob: null,
    });
    expect(row.deleted_at).not.toBeNull();
    for (const table of [
      'customer_addresses',
      'sessions',
      'stock_alert_subscriptions',
      'custom_stores',
      'one_time_codes',
    ]) {
      expect(await count(table, s.customer.id)).toBe(0);
    }
    const throttled = await queryRows<{ key: string }>(
      t.db,
      sql`select key from auth_throttle where key like ${'%borrame@correo.mx%'}`,
    );
    expect(throttled).toEqual([]);
    const [reason] = await queryRows<{ reason: number; detail: string }>(
      t.db,
      sql`select reason, detail from account_deletions where customer_id = ${s.customer.id}`,
    );
    expect(reason).toEqual({ reason: 4, detail: 'Me mudo a otro país' });

    expect((await t.app.inject({ url: '/api/customers/me', headers: { cookie: s.cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/customers/me', headers: { cookie: otherDevice } })).statusCode).toBe(401);
    await expect(t.signIn('borrame@correo.mx', 'Demo1234!')).rejects.toThrow();

    // The e-mail and the phone are free for a new registration.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstname: 'Nueva',
        lastname: 'Cuenta',
        email: 'borrame@correo.mx',
        mobile_telephone: '525544443333',
        password: 'Sandalias-Verdes-9',
      },
    });
    expect(again.statusCode).toBe(202);
    // The new account is confirmed through the e-mailed link (decision 0704), then its password opens it.
    const [mail] = (await t.app.inject({ url: '/api/dev/outbox?to=borrame%40correo.mx' })).json<
      { subject: string; body: string }[]
    >();
    expect(mail!.subject).toBe('Confirma tu cuenta de Price Shoes');
    const token = /#token=([\w-]+)/.exec(mail!.body)![1]!;
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    await t.signIn('borrame@correo.mx', 'Sandalias-Verdes-9');
  });

  it.each([
    [{ reason: 1, confirmation: 'BORRA' }, 'palabra incorrecta'],
    [{ reason: 1, confirmation: '' }, 'palabra incorrecta'],
    [{ reason: 9, confirmation: 'BORRAR' }, 'Elige el motivo por el que quieres eliminar tu cuenta'],
    [{ confirmation: 'BORRAR' }, 'Elige el motivo por el que quieres eliminar tu cuenta'],
  ])('refuses %j with a Spanish message and deletes nothing', async (body, message) => {
    const s = await t.customerWithSession({ email: 'sigo@correo.mx' });
    const res = await deleteAccount(s, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await customerRow(s.customer.id)).deleted_at).toBeNull();
    expect((await t.app.inject({ url: '/api/customers/me', headers: { cookie: s.cookie } })).statusCode).toBe(200);
  });

  it('deletes only the signed-in account, never another one', async () => {
    const other = await t.customerWithSession({ email: 'otra@correo.mx' });
    const mine = await t.customerWithSession();
    const theirs = await deleteAccount(mine, {
      reason: 3,
      confirmation: 'Borrar',
      customer_id: other.customer.customerId,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await customerRow(other.customer.id)).deleted_at).toBeNull();
    expect((await customerRow(mine.customer.id)).deleted_at).toBeNull();
    expect(
      (await deleteAccount(mine, { reason: 3, confirmation: 'Borrar', customer_id: mine.customer.customerId }))
        .statusCode,
    ).toBe(204);
    expect((await customerRow(other.customer.id)).deleted_at).toBeNull();
    expect((await t.app.inject({ url: '/api/customers/me', headers: { cookie: other.cookie } })).statusCode).toBe(200);
  });

  it('answers no open items without credit, and 401 without a session', async () => {
    const s = await t.customerWithSession();
    const check = await t.app.inject({ url: '/api/customers/me/deletion-check', headers: { cookie: s.cookie } });
    expect(check.json()).toEqual({ open_items: [] });
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/customers/', payload: { reason: 1, confirmation: 'BORRAR' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('open CrediPrice credit', () => {
  it('warns first: the check lists the open credit and deletion waits for the customer to acknowledge it', async () => {
    const s = await t.customerWithSession();
    await createCredit(t.db, { customerId: s.customer.id, startDate: '2026-11-01' });
    const check = await t.app.inject({ url: '/api/customers/me/deletion-check', headers: { cookie: s.cookie } });
    expect(check.json()).toEqual({
      open_items: [{ kind: 'credit', message: 'Tienes un crédito CrediPrice con saldo pendiente.' }],
    });

    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/customers/',
      headers: { cookie: s.cookie },
      payload: { reason: 1, confirmation: 'BORRAR' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Aún tienes saldos abiertos. Revisa los avisos y confirma que quieres eliminar tu cuenta de todos modos.',
    );
    expect((await customerRow(s.customer.id)).deleted_at).toBeNull();

    const done = await t.app.inject({
      method: 'DELETE',
      url: '/api/customers/',
      headers: { cookie: s.cookie },
      payload: { reason: 1, confirmation: 'BORRAR', acknowledge_open_items: true },
    });
    expect(done.statusCode).toBe(204);
    expect((await customerRow(s.customer.id)).deleted_at).not.toBeNull();
  });

  it('does not warn about a settled credit', async () => {
    const s = await t.customerWithSession();
    await createCredit(t.db, {
      customerId: s.customer.id,
      startDate: '2026-10-01',
      payments: [{ paidOn: '2026-10-05', amountCents: 129_900 + 19_485 }],
    });
    const check = await t.app.inject({ url: '/api/customers/me/deletion-check', headers: { cookie: s.cookie } });
    expect(check.json()).toEqual({ open_items: [] });
  });
});

describe('orders waiting for payment', () => {
  it('warns while a payment reference can still be paid, and no longer once it is paid or expired', async () => {
    await shopFixture(t);
    const buyer = await signedInWithAddress(t);
    const check = async () =>
      (await t.app.inject({ url: '/api/customers/me/deletion-check', headers: { cookie: buyer.cookie } })).json();
    const placed = async (type: 'bank_transfer' | 'cash') => {
      const bag = await addToBag(t, buyer.cookie, '210001-24', 1);
      const res = await checkout(t, buyer.cookie, bag.cart_id, {
        delivery: { type: 'STANDARD_DELIVERY', address_id: buyer.address.id },
        payment: { type },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ payment: { reference: string } }>();
    };
    const transfer = await placed('bank_transfer');
    const waiting = {
      kind: 'order_payments',
      message:
        'Tienes pedidos en espera de pago: al eliminar tu cuenta ya no podrás consultar sus referencias de pago.',
    };
    expect(await check()).toEqual({ open_items: [waiting] });
    // Another customer's waiting order is not hers to be warned about.
    const other = await t.customerWithSession();
    expect(
      (await t.app.inject({ url: '/api/customers/me/deletion-check', headers: { cookie: other.cookie } })).json(),
    ).toEqual({ open_items: [] });

    // Paid: nothing left to warn about.
    const intent = (
      await t.app.inject({
        url: `/api/payments/stripe-payment-intent/${transfer.payment.reference}`,
        headers: { cookie: buyer.cookie },
      })
    ).json();
    const [path, query] = (intent.payment_method.customer_balance.instruction_url as string).split('?') as [
      string,
      string,
    ];
    await t.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query,
    });
    // Paid: no reference left to warn about; the paid order is now on its way (issue 15: she could no longer follow it).
    const inProgress = {
      kind: 'orders_in_progress',
      message: 'Tienes 1 pedido en camino o por recoger: ya no podrás seguirlo desde tu cuenta.',
    };
    expect(await check()).toEqual({ open_items: [inProgress] });

    // A cash reference warns until it expires.
    await placed('cash');
    expect(await check()).toEqual({ open_items: [waiting, inProgress] });
    t.clock.advance(6 * 24 * 60 * 60 * 1000);
    expect(await check()).toEqual({ open_items: [inProgress] });
  });
});

describe('what she would lose (issue 15)', () => {
  it('lists her store balance with its amount, her unused coupons and her orders in progress, and waits for her', async () => {
    await createStore(t.db, { id: '101', name: 'Price Shoes Insurgentes' });
    const s = await t.customerWithSession();
    const other = await t.customerWithSession();
    const now = t.clock.now();
    await createPartialBalance(t.db, { customerId: s.customer.id, balanceCents: 35_000, expirationDate: '2027-05-01' });
    await createPartialBalance(t.db, {
      customerId: s.customer.id,
      type: 'VALES',
      balanceCents: 11_460,
      expirationDate: '2027-01-01',
    });
    // Expired: nothing left to lose.
    await createPartialBalance(t.db, { customerId: s.customer.id, balanceCents: 99_900, expirationDate: '2026-01-01' });
    for (const code of ['TEMPORADA15', 'BIENVENIDA10'])
      await createCoupon(t.db, {
        customerId: s.customer.id,
        code,
        ruleName: '10% de descuento',
        ruleDescription: '10% de descuento en la tienda en línea.',
        discountType: 'percent',
        discountValue: 10,
        minSubtotalCents: 0,
        expiresAt: new Date(now.getTime() + 10 * 86_400_000),
      });
    const item = { idArt: '210001', sku: '210001-25', name: 'Tenis Running Aire', priceCents: 89_900 };
    await createOrder(t.db, {
      customerId: s.customer.id,
      path: ['created', 'confirmed', 'shipped'],
      items: [item],
      createdAt: now,
    });
    await createOrder(t.db, {
      customerId: s.customer.id,
      path: ['created', 'confirmed', 'shipped', 'delivered'],
      items: [item],
      createdAt: now,
    });
    // Another customer's balance and orders are not hers.
    await createPartialBalance(t.db, {
      customerId: other.customer.id,
      balanceCents: 50_000,
      expirationDate: '2027-05-01',
    });

    const check = await t.app.inject({ url: '/api/customers/me/deletion-check', headers: { cookie: s.cookie } });
    expect(check.json()).toEqual({
      open_items: [
        {
          kind: 'orders_in_progress',
          message: 'Tienes 1 pedido en camino o por recoger: ya no podrás seguirlo desde tu cuenta.',
        },
        { kind: 'balance', message: 'Perderás tu saldo en tienda de $464.60: no se puede pasar a otra cuenta.' },
        { kind: 'coupons', message: 'Perderás 2 cupones que aún no usas.' },
      ],
    });
    const refused = await deleteAccount(s, { reason: 1, confirmation: 'BORRAR' });
    expect(refused.statusCode).toBe(409);
    expect((await customerRow(s.customer.id)).deleted_at).toBeNull();
    expect(
      (await deleteAccount(s, { reason: 1, confirmation: 'BORRAR', acknowledge_open_items: true })).statusCode,
    ).toBe(204);

    const theirs = await t.app.inject({ url: '/api/customers/me/deletion-check', headers: { cookie: other.cookie } });
    expect(theirs.json()).toEqual({
      open_items: [
        { kind: 'balance', message: 'Perderás tu saldo en tienda de $500.00: no se puede pasar a otra cuenta.' },
      ],
    });
  });
});
