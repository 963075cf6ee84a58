// A built shop of its own for the performance checks (npm run lighthouse, scripts/check-bundle.mjs): a fresh demo
// database in a temporary DATA_DIR, its own port, and the pages the performance bar is measured on (issue 16).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDemoDataDir } from './demo-data.mjs';

export const DEMO_PASSWORD = 'Demo1234!';

/** Starts `apps/api/dist/main.mjs` on `port` with a fresh demo database; resolves once /healthz answers. */
export async function startShop(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-perf-'));
  // A copy of the seeded demo template (demo-data.mjs): the same data as a first start's seed, without its cost.
  if (!process.env.DATABASE_URL) await freshDemoDataDir(join(dataDir, 'data'));
  const child = spawn(process.execPath, [process.env.PERF_SHOP_MAIN ?? 'apps/api/dist/main.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: join(dataDir, 'data'), DEMO: 'true', LOG_LEVEL: 'warn' },
  });
  const base = `http://localhost:${port}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await gone;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error(`the shop on port ${port} exited while starting`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the shop on port ${port} did not start within 180 s`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { base, stop };
}

/** Signs in a demo account; returns the session cookie as a `Cookie` header value. */
export async function signIn(base, email) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function getJson(base, path, cookie) {
  const res = await fetch(base + path, { headers: cookie ? { cookie } : {} });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return res.json();
}

/**
 * The pages of issue 16's bar (and issue 12's public store), with the ids of socia@demo.mx's data on this shop:
 * `signedIn` pages are loaded with her session cookie.
 */
export async function perfPages(base, cookie) {
  const me = await getJson(base, '/api/customers/me', cookie);
  const customerId = me.custom_attributes.find((a) => a.attribute_code === 'customer_id').value;
  const { products } = await getJson(base, '/api/search/products', undefined);
  const orders = await getJson(
    base,
    `/api/v1/api-composer/orders/historic?customerId=${customerId}&platform=ecommerce&currentPage=1`,
    cookie,
  );
  const order = orders.data.find((o) => o.magento_order_id);
  const store = await getJson(base, `/api/api-composer/custom-stores?customer_id=${customerId}`, cookie);
  // A statement link for the client who owes her most urgently (issue 30): the page her client opens signed out.
  const owed = await getJson(base, `/api/custom-cart/collections/clients?customer_id=${customerId}`, cookie);
  const link = await fetch(`${base}/api/statement-links`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ customer_id: customerId, contact_id: owed.clients[0].contact.contact_id }),
  });
  if (!link.ok) throw new Error(`POST /api/statement-links: ${link.status}`);
  const statement = new URL((await link.json()).url).pathname;
  return [
    { name: 'home', path: '/', signedIn: false },
    { name: 'product', path: `/productos/${products[0].slug}`, signedIn: false },
    { name: 'datos-personales', path: '/mi-cuenta/datos-personales', signedIn: true },
    { name: 'orders (filter)', path: '/mi-cuenta/mis-pedidos/envios?platform=ecommerce', signedIn: true },
    {
      name: 'order detail',
      path: `/mi-cuenta/mis-pedidos/envios?order_id=${order.magento_order_id}&platform=ecommerce`,
      signedIn: true,
    },
    { name: 'crediprice', path: '/mi-cuenta/crediprice', signedIn: true },
    { name: 'customer orders', path: '/mi-cuenta/mi-tienda-personalizada/ordenes', signedIn: true },
    // 'Hoy', a member's first screen (issue 29, decision 0760).
    { name: 'hoy', path: '/mi-cuenta/hoy', signedIn: true },
    { name: 'public store', path: `/tienda/${store.store_id}`, signedIn: false },
    // Her store's product view (issue 27): the same entry, its product page view.
    {
      name: 'public store product',
      path: `/tienda/${store.store_id}?producto=${encodeURIComponent(products[0].id ?? products[0].product_id)}`,
      signedIn: false,
    },
    { name: 'statement', path: statement, signedIn: false },
  ];
}
