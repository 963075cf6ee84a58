import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { createCredit, createCreditLine } from '@shop/db/factories-credit';
import { createTestApp, type TestApp } from '../../../test/helpers';

// The test clock starts at 2026-11-21 12:00 in Mexico City. The credits are the worked examples of
// docs/credit-model.md: example 2 (three periods overdue) and a weekly credit bought two days ago.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const weekly = { principalCents: 120_000, interestCents: 18_000, installments: 8, lateRateBps: 1000 };

async function socia(options: { overdue?: boolean } = {}) {
  const { customer, cookie } = await t.customerWithSession({ member: true });
  await createCreditLine(t.db, { customerId: customer.id, statusCode: 3, limitCents: 1_500_000 });
  const overdue =
    options.overdue === false
      ? null
      : await createCredit(t.db, {
          customerId: customer.id,
          startDate: '2026-10-22',
          ...weekly,
          payments: [{ paidOn: '2026-10-29', amountCents: 17_250 }],
        });
  const current = await createCredit(t.db, {
    customerId: customer.id,
    startDate: '2026-11-19',
    ...weekly,
    principalCents: 40_000,
    interestCents: 6_000,
  });
  const token = await t.creditToken(cookie);
  return { customer, cookie, token, overdue, current };
}

const get = (url: string, token: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
const promise = (c: CustomerRow, token: string, creditos: { id_credito: string | number; importe: unknown }[]) =>
  post('/api/cliente/credito', token, {
    accion: 'promesa',
    id_socio: c.customerId,
    creditos: creditos.map((x) => ({ ...x, id_credito: String(x.id_credito) })),
  });
const promiseCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from credit_promises`))[0]!.n;

describe('the credit token', () => {
  it('is given only to a signed-in customer and opens the credit calls until it expires', async () => {
    expect((await t.app.inject({ url: '/api/credit/auth' })).statusCode).toBe(401);
    const { customer, cookie } = await socia();
    const res = await t.app.inject({
      url: '/api/credit/auth',
      headers: { cookie, 'customer-id': customer.customerId },
    });
    expect(res.json()).toMatchObject({ expire_in: 900 });
    const { token } = res.json();
    expect((await get(`/api/cliente/resumen?id_socio=${customer.customerId}`, token)).statusCode).toBe(200);

    t.clock.advance(899_000); // still valid one second before the end, and remembered by the server…
    expect((await get(`/api/cliente/resumen?id_socio=${customer.customerId}`, token)).statusCode).toBe(200);
    t.clock.advance(1_000); // …but not past its expiry
    const expired = await get(`/api/cliente/resumen?id_socio=${customer.customerId}`, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Tu sesión de CrediPrice expiró. Vuelve a cargar la página.');
    const renewed = await t.creditToken(cookie);
    expect((await get(`/api/cliente/resumen?id_socio=${customer.customerId}`, renewed)).statusCode).toBe(200);
  });

  it('refuses calls without a bearer token or with a made-up one', async () => {
    const { customer } = await socia();
    expect((await t.app.inject({ url: `/api/cliente/resumen?id_socio=${customer.customerId}` })).statusCode).toBe(401);
    expect((await get(`/api/cliente/resumen?id_socio=${customer.customerId}`, 'inventado')).statusCode).toBe(401);
  });

  it("is not issued for another customer's id", async () => {
    const other = await t.customerWithSession();
    const { cookie } = await socia();
    const res = await t.app.inject({
      url: '/api/credit/auth',
      headers: { cookie, 'customer-id': other.customer.customerId },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the credit summary and lists', () => {
  it('sums the line: available after open capital, minimum, balance and amount to settle today', async () => {
    const { customer, token } = await socia();
    const res = await get(`/api/cliente/resumen?id_socio=${customer.customerId}`, token);
    expect(res.json()).toEqual({
      linea: { credito: 1_500_000, disponible: 1_357_250 },
      sobrante: 0,
      estado: 'Con atraso',
      proximo: { pago: 85_100 },
      saldo: { liquida: 171_100, final: 166_750 },
    });
  });

  it('shows a customer without a line an empty summary', async () => {
    const { customer, cookie } = await t.customerWithSession();
    const res = await get(`/api/cliente/resumen?id_socio=${customer.customerId}`, await t.creditToken(cookie));
    expect(res.json()).toMatchObject({ linea: { credito: 0, disponible: 0 }, estado: 'Sin crédito' });
  });

  it('lists active credits most overdue first, with every figure of the credit', async () => {
    const { customer, token, overdue, current } = await socia();
    const res = await get(
      `/api/cliente/creditos?id_socio=${customer.customerId}&disponible=true&estado=activos&page=1`,
      token,
    );
    expect(res.statusCode).toBe(200);
    const { creditos } = res.json();
    expect(creditos.totalRegistros).toBe(2);
    expect(creditos.data.map((c: { id_credito: string }) => c.id_credito)).toEqual([
      String(overdue!.id),
      String(current.id),
    ]);
    expect(creditos.data[0]).toMatchObject({
      periodo: 'Semanal',
      periodos: { atraso: 3 },
      proximo: { pago: 79_350, fecha: '2026-11-26' },
      saldo: { inicial: 138_000, final: 120_750, liquida: 131_100, capital: 102_750 },
      pagado: { moratorio: 0, extemporaneo: 0, credito: 17_250, bonificado: 0 },
      pago: 17_250,
      fecha: { inicio: '2026-10-22', pago: '2026-10-29', liquida: null, finalizacion: '2026-12-17' },
    });
  });

  it('pages 6 credits at a time and answers an empty page past the end', async () => {
    const { customer, cookie } = await t.customerWithSession();
    for (let i = 0; i < 8; i++)
      await createCredit(t.db, { customerId: customer.id, startDate: `2026-11-${String(10 + i).padStart(2, '0')}` });
    const token = await t.creditToken(cookie);
    const page = async (n: number) =>
      (await get(`/api/cliente/creditos?id_socio=${customer.customerId}&estado=activos&page=${n}`, token)).json()
        .creditos;
    expect((await page(1)).data).toHaveLength(6);
    expect(await page(2)).toMatchObject({ totalRegistros: 8 });
    expect((await page(2)).data).toHaveLength(2);
    expect((await page(3)).data).toHaveLength(0);
  });

  it('puts settled credits only in the settled list, and refuses an unknown list in Spanish', async () => {
    const { customer, cookie } = await t.customerWithSession();
    const settled = await createCredit(t.db, {
      customerId: customer.id,
      startDate: '2026-11-01',
      ...weekly,
      payments: [{ paidOn: '2026-11-05', amountCents: 120_000 }],
    });
    const token = await t.creditToken(cookie);
    const list = async (estado: string) =>
      (await get(`/api/cliente/creditos?id_socio=${customer.customerId}&estado=${estado}`, token)).json();
    expect((await list('liquidados')).creditos.data).toMatchObject([
      { id_credito: String(settled.id), fecha: { liquida: '2026-11-05' }, pagado: { bonificado: 18_000 } },
    ]);
    expect((await list('activos')).creditos.totalRegistros).toBe(0);
    expect((await list('pagos')).creditos.totalRegistros).toBe(1);
    const bad = await get(`/api/cliente/creditos?id_socio=${customer.customerId}&estado=todos`, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El estado debe ser pagos, proximos, futuros, activos, liquidados o generar');
  });
});

describe('the payment promise', () => {
  it('accepts the minimum of the overdue credit and answers references valid until 22:00 Mexico City', async () => {
    const { customer, token, overdue } = await socia();
    const res = await promise(customer, token, [{ id_credito: overdue!.id, importe: 79_350 }]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.importe).toBe(79_350);
    expect(body.vigencia).toBe('2026-11-22T04:00:00.000Z');
    for (const block of Object.values<{ texto: string[] }>(body.referencias)) {
      expect(block.texto).toContain('Importe a pagar: $793.50');
      expect(block.texto).toContain('Válida hasta las 22:00 h del 21/11/2026 (hora del centro de México).');
    }
    const again = await get(`/api/cliente/referencias?id_socio=${customer.customerId}`, token);
    expect(again.json()).toEqual(body);

    t.clock.set('2026-11-22T04:00:00.000Z');
    const late = await get(
      `/api/cliente/referencias?id_socio=${customer.customerId}`,
      await t.creditToken(await t.signIn(customer.email, 'Demo1234!')),
    );
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe('No tienes una referencia de pago vigente. Genera una nueva.');
  });

  it('accepts the amount to settle, and another amount of an up-to-date credit', async () => {
    const { customer, token, overdue } = await socia();
    expect((await promise(customer, token, [{ id_credito: overdue!.id, importe: 131_100 }])).statusCode).toBe(201);
    const noOverdue = await socia({ overdue: false });
    const res = await promise(noOverdue.customer, noOverdue.token, [
      { id_credito: noOverdue.current.id, importe: 10_050 },
    ]);
    expect(res.json().importe).toBe(10_050);
  });

  it.each([
    [
      'pays an up-to-date credit while another is overdue',
      'Paga tus créditos atrasados para pagar este crédito',
      (o: string, c: string) => [
        { id_credito: o, importe: 79_350 },
        { id_credito: c, importe: 5_750 },
      ],
    ],
    [
      'leaves the overdue credit below its minimum',
      'Para un crédito atrasado elige el pago mínimo o el importe para liquidar.',
      (o: string) => [{ id_credito: o, importe: 50_000 }],
    ],
    [
      'leaves the overdue credit out',
      'Cubre al menos el pago mínimo de cada crédito atrasado para generar tu referencia.',
      (_o: string, c: string) => [{ id_credito: c, importe: 0 }],
    ],
    [
      'goes above the amount to settle',
      'Para un crédito atrasado elige el pago mínimo o el importe para liquidar.',
      (o: string) => [{ id_credito: o, importe: 131_101 }],
    ],
    [
      'has an amount that is not whole centavos',
      'Por favor ingresa un valor válido',
      (o: string) => [{ id_credito: o, importe: 79_350.5 }],
    ],
    [
      'has an amount as text',
      'Por favor ingresa un valor válido',
      (o: string) => [{ id_credito: o, importe: '793.50' }],
    ],
    [
      'has a negative amount',
      'Por favor ingresa un valor válido',
      (o: string) => [{ id_credito: o, importe: -79_350 }],
    ],
  ])('refuses a promise that %s, and writes nothing', async (_case, message, creditos) => {
    const { customer, token, overdue, current } = await socia();
    const res = await promise(customer, token, creditos(String(overdue!.id), String(current.id)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await promiseCount()).toBe(0);
  });

  it('refuses another amount above the amount to settle, or a total of 0, on up-to-date credits', async () => {
    const { customer, token, current } = await socia({ overdue: false });
    const above = await promise(customer, token, [{ id_credito: current.id, importe: 40_001 }]);
    expect(above.json()).toMatchObject({
      message: 'El monto ingresado es incorrecto. (Máximo "Importe para liquidar")',
      errors: [{ path: 'creditos.0.importe' }],
    });
    const zero = await promise(customer, token, [{ id_credito: current.id, importe: 0 }]);
    expect(zero.json().message).toBe('Elige al menos un crédito con un importe mayor a 0 para generar tu referencia.');
    const twice = await promise(customer, token, [
      { id_credito: current.id, importe: 1_000 },
      { id_credito: current.id, importe: 1_000 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(await promiseCount()).toBe(0);
  });

  it('refuses a settled credit as not found', async () => {
    const { customer, cookie } = await t.customerWithSession();
    const settled = await createCredit(t.db, {
      customerId: customer.id,
      startDate: '2026-11-01',
      ...weekly,
      payments: [{ paidOn: '2026-11-05', amountCents: 120_000 }],
    });
    const res = await promise(customer, await t.creditToken(cookie), [{ id_credito: settled.id, importe: 1_000 }]);
    expect(res.statusCode).toBe(404);
  });
});

describe('eligibility', () => {
  it('answers the code and amount of a line, a pre-authorization, or no line', async () => {
    const { customer, token } = await socia();
    const ask = (c: CustomerRow, tk: string) => post('/api/cliente/disponibilidad', tk, { id_socio: c.customerId });
    expect((await ask(customer, token)).json()).toEqual({ response: { codigo: 3, importe: 1_500_000 } });

    const nueva = await t.customerWithSession({ member: true });
    await createCreditLine(t.db, {
      customerId: nueva.customer.id,
      statusCode: 1,
      limitCents: 0,
      preapprovedCents: 300_000,
    });
    expect((await ask(nueva.customer, await t.creditToken(nueva.cookie))).json()).toEqual({
      response: { codigo: 1, importe: 300_000 },
    });

    const cliente = await t.customerWithSession();
    expect((await ask(cliente.customer, await t.creditToken(cliente.cookie))).json()).toEqual({
      response: { codigo: 0, importe: 0 },
    });
  });
});

describe('ownership of the credit calls', () => {
  it("a customer cannot read another customer's summary, credits, references or eligibility", async () => {
    const victim = await socia();
    await promise(victim.customer, victim.token, [{ id_credito: victim.overdue!.id, importe: 79_350 }]);
    const intruder = await t.customerWithSession();
    const token = await t.creditToken(intruder.cookie);
    const id = victim.customer.customerId;
    for (const url of [
      `/api/cliente/resumen?id_socio=${id}`,
      `/api/cliente/creditos?id_socio=${id}&estado=activos`,
      `/api/cliente/referencias?id_socio=${id}`,
    ]) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('138000');
    }
    expect((await post('/api/cliente/disponibilidad', token, { id_socio: id })).statusCode).toBe(404);
  });

  it("a customer cannot make a payment promise on another customer's credits, and nothing is written", async () => {
    const victim = await socia();
    const intruder = await t.customerWithSession();
    const token = await t.creditToken(intruder.cookie);
    const asVictim = await promise(victim.customer, token, [{ id_credito: victim.overdue!.id, importe: 79_350 }]);
    expect(asVictim.statusCode).toBe(404);
    const asSelf = await promise(intruder.customer, token, [{ id_credito: victim.overdue!.id, importe: 79_350 }]);
    expect(asSelf.statusCode).toBe(404);
    expect(asSelf.json().message).toBe('No encontramos ese crédito en tu línea CrediPrice.');
    expect(await promiseCount()).toBe(0);
  });
});
