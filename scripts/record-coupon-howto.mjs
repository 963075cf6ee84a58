// Records the 'Mis cupones' how-to video from the shop itself (decision 0311): a signed-in socia copies a
// coupon, adds a product to the bag and applies the code at checkout. Chromium's screencast frames are
// assembled with ffmpeg (Debian: apt-get install -y ffmpeg) into WebM and MP4, with Spanish WebVTT captions timed
// to each step and a poster image (the first frame: Mis cupones).
//   node scripts/record-coupon-howto.mjs <baseUrl of a fresh demo shop> [outDir=apps/web/public/media]
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [base, outArg] = process.argv.slice(2);
if (!base) throw new Error('usage: node scripts/record-coupon-howto.mjs <baseUrl> [outDir]');
const outDir = resolve(outArg ?? 'apps/web/public/media');
const name = 'como-usar-tus-cupones';
const work = mkdtempSync(join(tmpdir(), 'howto-'));

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const context = await browser.newContext({
  viewport: { width: 1280, height: 720 },
  locale: 'es-MX',
  permissions: ['clipboard-read', 'clipboard-write'],
});
const login = await context.request.post(`${base}/api/auth/login`, {
  data: { email: 'socia@demo.mx', password: 'Demo1234!' },
});
if (!login.ok()) throw new Error(`login ${login.status()}`);
const page = await context.newPage();

const frames = [];
const cdp = await context.newCDPSession(page);
cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
  const file = join(work, `f${String(frames.length).padStart(5, '0')}.jpg`);
  writeFileSync(file, Buffer.from(data, 'base64'));
  frames.push({ file, t: metadata.timestamp });
  void cdp.send('Page.screencastFrameAck', { sessionId });
});

const cues = [];
const now = () => Date.now() / 1000; // the screencast's frame timestamps are on the same clock
async function step(text, action, hold = 2600) {
  const from = now();
  await action();
  await page.waitForTimeout(hold);
  cues.push({ from, to: now(), text });
}
/** Draws a ring around what is about to be used (headless screencasts show no pointer). */
async function point(locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate((el) => {
    el.style.outline = '4px solid #f59e0b';
    el.style.outlineOffset = '3px';
  });
  await page.waitForTimeout(900);
  await locator.evaluate((el) => {
    el.style.outline = '';
    el.style.outlineOffset = '';
  });
}

await page.goto(`${base}/mi-cuenta/mis-cupones`, { waitUntil: 'networkidle' });
await cdp.send('Page.startScreencast', {
  format: 'jpeg',
  quality: 85,
  maxWidth: 1280,
  maxHeight: 720,
  everyNthFrame: 1,
});
await step('En Mi cuenta, «Mis cupones» muestra tus cupones vigentes y hasta cuándo valen.', async () => {}, 3200);
await step('Copia el código del cupón con el botón «Copiar».', async () => {
  const copy = page.getByRole('button', { name: 'Copiar cupón TEMPORADA15' });
  await point(copy);
  await copy.click();
});
await step('Agrega tus productos a la bolsa.', async () => {
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  const product = page.getByRole('link', { name: /Tenis Running Aire/ }).first();
  await point(product);
  await product.click();
  await page.waitForLoadState('networkidle');
  const size = page.locator('label:has(input[name="size"]:not([disabled]))').first();
  await point(size);
  await size.click();
  const add = page.getByRole('button', { name: 'Agregar a bolsa' });
  await point(add);
  await add.click();
});
await step('Entra a «Mi bolsa».', async () => {
  const bag = page.getByRole('link', { name: 'Mi bolsa', exact: true });
  await point(bag);
  await bag.click();
  await page.waitForLoadState('networkidle');
});
await step('Pega el código en «Cupón de descuento» y presiona «Aplicar».', async () => {
  const field = page.getByLabel('Cupón de descuento');
  await point(field);
  await field.pressSequentially('TEMPORADA15', { delay: 90 });
  const apply = page.getByRole('button', { name: 'Aplicar' });
  await point(apply);
  await apply.click();
  await page.getByText('Cupón TEMPORADA15 aplicado.').waitFor();
});
await step(
  'El descuento aparece en el resumen. Finaliza tu compra antes de que venza el cupón.',
  async () => {
    await point(page.getByText('Cupón de descuento (TEMPORADA15)'));
  },
  3500,
);
await cdp.send('Page.stopScreencast');

// Leave the demo as it was: the bag is emptied again.
const bag = await (await context.request.get(`${base}/api/bag`)).json();
for (const item of bag.items ?? [])
  await context.request.delete(`${base}/api/bag/items/${encodeURIComponent(item.sku)}`);
await browser.close();

// Frames → WebM (each frame shown until the next one), captions, poster.
const list = frames
  .map(
    (f, i) =>
      `file '${f.file}'\nduration ${Math.max(0.001, (frames[i + 1]?.t ?? Math.max(f.t + 1.5, cues.at(-1).to)) - f.t).toFixed(3)}`,
  )
  .join('\n');
writeFileSync(join(work, 'frames.txt'), `${list}\nfile '${frames.at(-1).file}'\n`);
execFileSync('ffmpeg', [
  '-y',
  '-loglevel',
  'error',
  '-f',
  'concat',
  '-safe',
  '0',
  '-i',
  join(work, 'frames.txt'),
  '-vf',
  'fps=12,scale=1280:-2,format=yuv420p',
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '0',
  '-crf',
  '42',
  '-row-mt',
  '1',
  '-an',
  join(outDir, `${name}.webm`),
]);
// H.264 too, for browsers without VP9 (older Safari).
execFileSync('ffmpeg', [
  '-y',
  '-loglevel',
  'error',
  '-i',
  join(outDir, `${name}.webm`),
  '-c:v',
  'libx264',
  '-preset',
  'slow',
  '-crf',
  '30',
  '-pix_fmt',
  'yuv420p',
  '-movflags',
  '+faststart',
  '-an',
  join(outDir, `${name}.mp4`),
]);
execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', frames[0].file, '-q:v', '4', join(outDir, `${name}.jpg`)]);
const zero = frames[0].t;
const ts = (s) => new Date(Math.max(0, s - zero) * 1000).toISOString().slice(11, 23);
writeFileSync(
  join(outDir, `${name}.es.vtt`),
  `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${ts(c.from)} --> ${ts(c.to)}\n${c.text}`).join('\n\n')}\n`,
);
rmSync(work, { recursive: true, force: true });
console.log(`${frames.length} frames, ${cues.length} captions → ${outDir}/${name}.{webm,mp4,jpg,es.vtt}`);
