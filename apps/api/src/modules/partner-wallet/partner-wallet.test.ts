import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

describe('partner wallet page', () => {
  it('points the account at the built-in sandbox, which the account pages (and only they) may frame', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ url: '/api/feature-flags' })).json().partner_wallet_url).toBe(
      '/api/sandbox/partner-wallet',
    );
    const account = await t.app.inject({ url: '/healthz' });
    expect(account.headers['content-security-policy']).toContain("frame-src 'self'");

    const page = await t.app.inject({ url: '/api/sandbox/partner-wallet?id=1000001' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    // An HTML page under /api gets the document set besides its own CSP (decision 0793).
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('Número de socio');
    expect(page.body).toContain('<code>1000001</code>');
    expect(page.body).toContain('$0.00');
  });

  it('answers an id that is not a member number without echoing it', async () => {
    t = await createTestApp();
    const bad = await t.app.inject({
      url: `/api/sandbox/partner-wallet?id=${encodeURIComponent('<script>alert(1)</script>')}`,
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('No encontramos tu número de socio');
    expect(bad.body).not.toContain('<script>');
    expect((await t.app.inject({ url: '/api/sandbox/partner-wallet' })).statusCode).toBe(404);
  });

  it('with a real partner configured, frames only its origin besides this site, and the sandbox is off', async () => {
    t = await createTestApp({ env: { PARTNER_WALLET_URL: 'https://monedero.socio-partner.example/wallet' } });
    expect((await t.app.inject({ url: '/api/feature-flags' })).json().partner_wallet_url).toBe(
      'https://monedero.socio-partner.example/wallet',
    );
    expect((await t.app.inject({ url: '/healthz' })).headers['content-security-policy']).toContain(
      "frame-src 'self' https://monedero.socio-partner.example",
    );
    expect((await t.app.inject({ url: '/api/sandbox/partner-wallet?id=1000001' })).statusCode).toBe(404);
  });
});
