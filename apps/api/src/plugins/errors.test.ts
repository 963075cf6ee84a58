import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { messages } from '@shop/contracts/messages';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const customers = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from customers`))[0]!.n;

describe('input the database cannot hold, and the router’s own failures (issue 17)', () => {
  it('a NUL character in a path parameter, the query or a body is a 400 in Spanish, and nothing is written', async () => {
    const before = await customers();
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/products-full/%00' }),
      t.app.inject({ method: 'GET', url: '/api/postal-codes/06700?x=%00' }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"a\\u0000b@correo.mx","password":"x"}',
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstname: 'Fer\u0000nanda',
          lastname: 'Gómez',
          mother_last_name: 'Ruiz',
          email: 'nul@correo.mx',
          mobile_telephone: '525512349876',
          password: 'Zapatos-Rojos-2026',
        },
      }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: messages.generic.invalidCharacters });
    }
    expect(await customers()).toBe(before);
  });

  it('a malformed URL and an over-long path parameter answer the contract’s Spanish shape without echoing the input', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/products-full/%ff' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: messages.generic.invalidUrl });
    const long = await t.app.inject({ method: 'GET', url: `/api/products-full/${'a'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: messages.generic.urlTooLong });
    expect(long.body).not.toContain('aaaa');
  });

  it('a compressed body is not unpacked: a gzip-encoded registration is a 400 in Spanish and nothing is written', async () => {
    const before = await customers();
    const body = JSON.stringify({
      firstname: 'Fernanda',
      lastname: 'Gómez',
      mother_last_name: 'Ruiz',
      email: 'comprimido@correo.mx',
      mobile_telephone: '525512349877',
      password: 'Zapatos-Rojos-2026',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(body),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: messages.generic.invalidJson });
    expect(await customers()).toBe(before);
  });
});
