// Fails when the JavaScript a first visit to a page downloads exceeds its budget (gzip, issue 16 and issue 12).
// It counts every script a real Chromium load fetches until the network is quiet (the HTML's entry, the route's
// chunks, lazily imported ones), not only the scripts named in the HTML, on a built shop of its own (fresh demo
// database, its own port): run `npm run build:web && npm run build:api` first.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { perfPages, signIn, startShop } from './lib/perf-shop.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

/**
 * Issue 16: ≤ 120 KB on every account route, ≤ 100 KB on home, product, the public store and a client's statement
 * (issue 30). Where a page does not
 * meet its target yet, `ceiling` holds what it loads today so that it cannot grow (docs/decisions/0621, 0625).
 */
const BUDGETS = {
  home: { target: 100 },
  product: { target: 100 },
  'public store': { target: 100 },
  // Her store's product view (issue 27): the same small entry.
  'public store product': { target: 100 },
  statement: { target: 100 },
  account: { target: 120 },
};
const budgetOf = (page) => BUDGETS[page.name] ?? BUDGETS.account;

/** The user-timing mark of apps/web/src/app/route-prefetch.tsx, set when its idle prefetch starts. */
const PREFETCH_MARK = 'shop:route-prefetch';

// `--verbose`: every script of each page with its gzip size, largest first, under the page's line.
const VERBOSE = process.argv.includes('--verbose');

const shop = await startShop(Number(process.env.BUNDLE_CHECK_PORT ?? 4153));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let failed = false;
try {
  const cookie = await signIn(shop.base, 'socia@demo.mx');
  for (const page of await perfPages(shop.base, cookie)) {
    // A new context per page: an empty cache, as a first visit.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    if (page.signedIn) {
      const [name, value] = cookie.split(';')[0].split('=');
      await context.addCookies([{ name, value, url: shop.base }]);
    }
    const tab = await context.newPage();
    // What the app prefetches for later pages once signed in (issue 16 point 4) is not this page's initial
    // JavaScript. The app skips that prefetch on a Save-Data connection (app/route-prefetch.tsx): with it, every
    // script the page fetches until the network is quiet is its own, late chunks included.
    await tab.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
    const scripts = new Map();
    // Each body is read before the context closes: a body still being read when it closes would go uncounted.
    const reads = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reads.push(
        response.body().then(
          (body) => scripts.set(response.url(), gzipSync(body, { level: 9 }).length),
          (error) => console.warn(`${page.name}: could not read ${response.url()}: ${error.message}`),
        ),
      );
    });
    await tab.goto(shop.base + page.path, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(500);
    const prefetched = await tab.evaluate((mark) => performance.getEntriesByName(mark).length > 0, PREFETCH_MARK);
    await Promise.all(reads);
    await context.close();
    // Every page runs the app: a page that fetched no script was not measured (a failed load), not small.
    if (scripts.size === 0) throw new Error(`${page.name}: no script was fetched; the load did not measure the page`);
    if (prefetched)
      throw new Error(`${page.name}: the route prefetch ran on a Save-Data load; its scripts would count`);
    const kb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
    const { target, ceiling = target } = budgetOf(page);
    const ok = kb <= ceiling;
    failed ||= !ok;
    const note = kb <= target ? '' : ` over the ${target} KB target`;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${page.name.padEnd(16)} ${kb.toFixed(1).padStart(6)} KB gzip in ${String(scripts.size).padStart(2)} scripts (budget ${ceiling} KB${note})`,
    );
    if (VERBOSE) {
      for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
        console.log(`       ${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
      }
    }
  }
} finally {
  await browser.close();
  await shop.stop();
}
process.exit(failed ? 1 : 0);
