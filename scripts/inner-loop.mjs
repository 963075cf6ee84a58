// The inner loop of issue 33's Done-means, measured on this machine: after a one-file change, the warm typecheck,
// the lint of that file, one API test file, one domain test file and one browser spec, each against its limit.
// `npm test` runs it last (stage 'inner loop'); alone: `node scripts/inner-loop.mjs` (the browser spec needs the
// build: `npm run build:web && npm run build:api`).
//
// The change is a comment appended to an API service (different on every run, so no cache has seen it: to tsc and
// ESLint, an edit inside a function's body). The file is put back byte for byte, with its time stamps,
// whatever happens: at the end, on a failure, on Ctrl-C; a copy waits in node_modules/.cache/inner-loop until then,
// and a run that finds one left by a killed run puts it back first. The caches keep the probe's verdict, so the next
// typecheck and lint re-check that one file.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
/**
 * The changed file (an API service, where most changes land) and its module's API test file; a domain test file and a
 * short browser spec. A change to a file of a workspace package (domain, contracts, db) costs the typecheck more: the
 * projects that import it re-check its importers too (decision 0750).
 */
const CHANGED = 'apps/api/src/modules/membership/service.ts';
const API_TEST = 'apps/api/src/modules/membership/membership.test.ts';
const DOMAIN_TEST = 'packages/domain/src/customer-orders.test.ts';
const BROWSER_SPEC = 'e2e/reactivation.spec.ts';
/** The spec's shop: E2E_PORT if given, else a port apart from the browser stage's default (3210). */
const PORT = process.env.E2E_PORT ?? '3290';

const STEPS = [
  ['warm typecheck after a one-file change', 20, 'npm run typecheck'],
  [
    'lint of the changed file',
    15,
    `npx eslint --cache --cache-location node_modules/.cache/eslint/ --cache-strategy content --max-warnings=0 ${CHANGED}`,
  ],
  ['one API test file', 20, `npx vitest run ${API_TEST}`],
  ['one domain test file', 3, `npx vitest run --project unit ${DOMAIN_TEST}`],
  ['one browser spec', 45, `npx playwright test ${BROWSER_SPEC} --workers=1`, { E2E_PORT: PORT }],
];

const file = resolve(root, CHANGED);
const backup = resolve(root, 'node_modules/.cache/inner-loop', `${CHANGED.replaceAll('/', '--')}.orig`);

/** Puts the changed file back from the copy, if one is waiting (this run's, or one a killed run left). */
function restore() {
  if (!existsSync(backup)) return;
  const { atime, mtime } = statSync(backup);
  writeFileSync(file, readFileSync(backup));
  utimesSync(file, atime, mtime);
  rmSync(backup);
}

restore();
mkdirSync(dirname(backup), { recursive: true });
const original = readFileSync(file);
const { atime, mtime } = statSync(file);
// The copy is written beside, then renamed into place: a copy that exists is always whole.
writeFileSync(`${backup}.tmp`, original);
utimesSync(`${backup}.tmp`, atime, mtime);
renameSync(`${backup}.tmp`, backup);
/** The step running now: its own process group, ended with this script. */
let current;
process.on('exit', restore);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    try {
      if (current) process.kill(-current.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    restore();
    process.exit(130);
  });

/**
 * CPU seconds used so far by this process's waited-for descendants (Linux: cutime + cstime of /proc/self/stat, in
 * ticks of 1/100 s): beside the wall time, what a step costs whatever else the machine is running.
 */
function childrenCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}

const run = (command, env) =>
  new Promise((done) => {
    const t0 = performance.now();
    const cpu0 = childrenCpu();
    const output = [];
    const child = spawn(command, {
      cwd: root,
      shell: true,
      detached: true,
      env: { ...process.env, ...env },
      stdio: 'pipe',
    });
    current = child;
    child.stdout.on('data', (c) => output.push(c));
    child.stderr.on('data', (c) => output.push(c));
    child.on('close', (code) => {
      current = undefined;
      done({ code, seconds: (performance.now() - t0) / 1000, cpu: childrenCpu() - cpu0, output });
    });
  });

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`inner loop: one change to ${CHANGED} (load average ${load()})`);

const rows = [];
try {
  writeFileSync(file, Buffer.concat([original, Buffer.from(`// inner-loop probe ${Date.now()}\n`)]));
  for (const [name, limit, command, env] of STEPS) {
    if (command.includes('playwright') && !existsSync(resolve(root, 'apps/api/dist/main.mjs'))) {
      console.log(`\n== ${name}: no build (npm run build:web && npm run build:api)`);
      rows.push(['FAIL', name, 0, NaN, limit]);
      continue;
    }
    const { code, seconds, cpu, output } = await run(command, env);
    const verdict = code !== 0 ? 'FAIL' : seconds > limit ? 'SLOW' : 'ok';
    // A step that failed or was slow shows its output (the typecheck's time per project); one in time keeps it.
    if (verdict !== 'ok') process.stdout.write(`\n== ${name}: ${command}\n${Buffer.concat(output)}`);
    rows.push([verdict, name, seconds, cpu, limit]);
  }
} finally {
  restore();
}

console.log(`\n== inner loop (load average after: ${load()})`);
const cell = (text) => String(text).padStart(8);
console.log(`${''.padEnd(4)} ${'step'.padEnd(40)}${cell('took')}${cell('limit')}${cell('CPU')}`);
for (const [verdict, name, seconds, cpu, limit] of rows)
  console.log(
    `${verdict.padEnd(4)} ${name.padEnd(40)}${cell(`${seconds.toFixed(1)} s`)}${cell(`${limit} s`)}${cell(`${cpu.toFixed(1)} s`)}`,
  );
console.log(
  "(took: wall time, held against the limit; CPU: core-seconds the step used, about its wall time on an idle machine, half of it at best for the typecheck's two lanes)",
);
const bad = rows.filter(([verdict]) => verdict !== 'ok');
if (bad.length > 0) {
  console.error(
    `inner loop: ${bad.map(([verdict, name]) => `${name} ${verdict === 'FAIL' ? 'failed' : 'over its limit'}`).join('; ')}`,
  );
  process.exit(1);
}
