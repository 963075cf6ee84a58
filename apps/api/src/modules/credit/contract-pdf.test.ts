import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('GET /api/crediprice/contrato.pdf (decision 0733)', () => {
  it('is the contract with the figures of her line, the version she signs, in a PDF', async () => {
    const { cookie } = await t.customerWithSession();
    const res = await t.app.inject({ url: '/api/crediprice/contrato.pdf?linea=500000', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="contrato-crediprice-CP-2026-11.pdf"');
    const text = pdfText(res.rawPayload);
    // $5,000 line: 15 % financing $750.00, total $5,750.00, 8 weekly payments of $718.75.
    for (const line of [
      'Contrato de crédito CrediPrice',
      'Versión CP-2026-11',
      '$5,000.00',
      '15 % del precio de contado: $750.00 si usas toda tu línea',
      '$5,750.00',
      '$718.75',
    ])
      expect(text).toContain(line);
    // Justified lines place their words apart rather than with spaces: compared without spaces.
    expect(text.replace(/\s+/g, '')).toContain('PriceShoesteotorgaunalíneadecréditorevolventepor$5,000.00');
  });

  it('without a line, the largest; a bad line is a 400 in Spanish; signed out is a 401', async () => {
    const { cookie } = await t.customerWithSession();
    const largest = await t.app.inject({ url: '/api/crediprice/contrato.pdf', headers: { cookie } });
    expect(pdfText(largest.rawPayload)).toContain('$15,000.00');
    for (const bad of ['0', '-5', '1.5', 'abc', '1500001', String(2 ** 31), 'a%00b']) {
      const res = await t.app.inject({ url: `/api/crediprice/contrato.pdf?linea=${bad}`, headers: { cookie } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toMatch(/[áéíóúñ]|La /);
    }
    expect((await t.app.inject({ url: '/api/crediprice/contrato.pdf' })).statusCode).toBe(401);
  });
});
