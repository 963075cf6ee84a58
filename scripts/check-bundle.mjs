// Fails when the JavaScript a first visit to a route downloads exceeds its budget (gzip).
// Initial JS = the entry chunk, the route's page chunk and every chunk they import statically.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = 'apps/web/dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGETS = [
  {
    route: '/mi-cuenta/datos-personales',
    pages: ['src/features/account/components/account-shell.tsx', 'src/pages/account/personal-data.tsx'],
    kb: 150,
  },
  { route: '/', pages: ['src/pages/public/home.tsx'], kb: 200 },
  // The public store: what her customers open from WhatsApp on mid-range phones (issue 12).
  { route: '/tienda/{customStoreId}', entry: 'tienda.html', pages: [], kb: 100 },
];

function collect(key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep, seen);
}

let failed = false;
for (const budget of BUDGETS) {
  const seen = new Set();
  collect(budget.entry ?? 'index.html', seen);
  for (const p of budget.pages) collect(p, seen);
  let total = 0;
  for (const key of seen) total += gzipSync(readFileSync(join(dist, manifest[key].file))).length;
  const kb = total / 1024;
  const ok = kb <= budget.kb;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} initial JS of ${budget.route}: ${kb.toFixed(1)} KB gzip (budget ${budget.kb} KB, ${seen.size} chunks)`,
  );
}
process.exit(failed ? 1 : 0);
