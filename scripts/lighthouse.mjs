// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on the pages of issue 16's bar, against a
// built shop of its own (fresh demo database, its own port), 3 runs each, printing the median per page.
//   npm run lighthouse [-- --runs 3] [--pages home,product] [--desktop] [--no-build] [--port 4150] [--json out.json]
//                      [--reports dir]   (every run's full Lighthouse report, to read the LCP element and chains)
// Lighthouse lives in tools/lighthouse with its own lock file (its dependencies would displace the app's zod and
// @types/pg; ../shared/TOOLCHAIN.md): installed there on first use. Chromium is Debian's, never a downloaded one.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { perfPages, signIn, startShop } from './lib/perf-shop.mjs';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    desktop: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.LIGHTHOUSE_PORT ?? '4152' },
    json: { type: 'string' },
    reports: { type: 'string' },
  },
});
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const toolDir = resolve('tools/lighthouse');

if (!existsSync(join(toolDir, 'node_modules/lighthouse'))) {
  console.log('Installing Lighthouse into tools/lighthouse (first use)…');
  execSync('npm ci --no-audit --no-fund --ignore-scripts', { cwd: toolDir, stdio: 'inherit' });
}
const importTool = (spec) => import(pathToFileURL(join(toolDir, 'node_modules', spec)).href);
const { default: lighthouse, desktopConfig } = await importTool('lighthouse/core/index.js');
const chromeLauncher = await importTool('chrome-launcher/dist/index.js');

if (!opts['no-build']) execSync('npm run build:web && npm run build:api', { stdio: 'inherit' });

const shop = await startShop(Number(opts.port));
const results = [];
try {
  const cookie = await signIn(shop.base, 'socia@demo.mx');
  const wanted = opts.pages?.split(',');
  const pages = (await perfPages(shop.base, cookie)).filter((p) => !wanted || wanted.some((w) => p.name.startsWith(w)));
  const runs = Number(opts.runs);
  for (const page of pages) {
    const url = shop.base + page.path;
    // Warm the server (first PGlite queries, file cache) so that the runs measure the page, not a cold start.
    await fetch(url, { headers: page.signedIn ? { cookie } : {} });
    const samples = [];
    for (let i = 0, attempts = 0; i < runs; attempts++) {
      const lhr = await audit(url, page.signedIn ? cookie : undefined);
      // A trace Lighthouse could not record (NO_NAVSTART and the like, seen on a busy machine): run it again.
      if (lhr.runtimeError) {
        if (attempts >= runs + 2) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
        continue;
      }
      i++;
      if (opts.reports) {
        mkdirSync(opts.reports, { recursive: true });
        writeFileSync(join(opts.reports, `${page.name.replace(/\W+/g, '-')}-${i}.json`), JSON.stringify(lhr));
      }
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      samples.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        // How fast this machine ran at the time (Lighthouse's CPU benchmark): low when other work shares it.
        benchmark: lhr.environment.benchmarkIndex,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
    results.push({ page: page.name, path: page.path, samples });
    printRow(page.name, samples);
  }
} finally {
  await shop.stop();
}

/** One Lighthouse run in a fresh Chromium (an empty cache: a first visit). */
async function audit(url, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    return (await lighthouse(url, flags, opts.desktop ? desktopConfig : undefined)).lhr;
  } finally {
    chrome.kill();
  }
}
if (opts.json) writeFileSync(opts.json, JSON.stringify(results, null, 2));

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function printRow(name, samples) {
  if (results.length === 1) {
    console.log(`\nLighthouse ${opts.desktop ? 'desktop' : 'mobile'}, median of ${samples.length} runs`);
    console.log(
      `${'page'.padEnd(18)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'b.p.'.padStart(6)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(8)}${'CLS'.padStart(8)}${'cpu'.padStart(6)}   perf of each run`,
    );
  }
  const m = (k) => median(samples.map((s) => s[k]));
  const failing = [...new Set(samples.flatMap((s) => s.failing))];
  console.log(
    `${name.padEnd(18)}${String(m('performance')).padStart(6)}${String(m('accessibility')).padStart(6)}${String(m('bestPractices')).padStart(6)}${Math.round(m('lcp')).toString().padStart(9)}${Math.round(m('tbt')).toString().padStart(8)}${m('cls').toFixed(3).padStart(8)}${String(Math.round(m('benchmark'))).padStart(6)}   ${samples.map((s) => s.performance).join(' ')}${failing.length ? `  (failing: ${failing.join(', ')})` : ''}`,
  );
}
