// Takes Chromium screenshots of shop pages, signed in, at desktop and 390 px widths.
//   node scripts/screenshot.mjs <baseUrl> <email|-> <outDir> <path> [path…]
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const [base, email, outDir, ...pages] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({ viewport, locale: 'es-MX' });
  if (email && email !== '-') {
    const res = await context.request.post(`${base}/api/auth/login`, { data: { email, password: 'Demo1234!' } });
    if (!res.ok()) throw new Error(`login ${res.status()}`);
  }
  const page = await context.newPage();
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = `${outDir}/${label}${p.replace(/[/?=&]+/g, '_')}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await context.close();
}
await browser.close();
