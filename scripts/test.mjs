// `npm test`: every check CI runs, with the time of each stage. Every stage runs, also after another one failed
// (a format slip does not hide a failing test), except those that need a build that failed; the end lists every
// failing stage. Two lanes on the two cores (each lane's output is printed when it ends): lint (single-threaded) beside
// format, dead code, typecheck, the build and the unit and API tests, which start while a cold lint still runs; then
// the bundle check (a shop of its own, mostly waiting for the network to be quiet) beside the browser tests; last
// 'inner loop' (scripts/inner-loop.mjs) times one change's checks against the limits of issue 33.
//
//   node scripts/test.mjs [stage…]     only the named stages ('lint', 'typecheck', 'unit + API', 'browser', …)
//   node scripts/test.mjs --changed    what the diff touches: lint and format of the changed files, typecheck
//                                      (incremental), the unit and API tests related to the changed files
//                                      (`vitest related`), the changed browser specs; no dead-code check or build
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const args = process.argv.slice(2);
const changedMode = args.includes('--changed');
const only = args.filter((a) => !a.startsWith('--'));

/** Files changed against main (committed on this branch, staged, unstaged and untracked), that still exist. */
function changedFiles() {
  const git = (...a) => spawnSync('git', a, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  const base = git('merge-base', 'HEAD', 'main')[0] ?? 'HEAD';
  const files = new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]);
  return [...files].filter((f) => existsSync(f));
}

const quote = (files) => files.map((f) => `'${f.replaceAll("'", "'\\''")}'`).join(' ');

function changedSteps() {
  const files = changedFiles();
  console.log(`== --changed: ${files.length} files differ from main`);
  const code = files.filter((f) => /\.(c|m)?(t|j)sx?$/.test(f));
  const specs = code.filter((f) => /^e2e\/.*\.spec\.ts$/.test(f));
  const sources = code.filter((f) => /^(apps|packages|bench)\//.test(f));
  const steps = [];
  const lane = [];
  if (code.length > 0)
    lane.push([
      'lint',
      `npx eslint --cache --cache-location node_modules/.cache/eslint/ --cache-strategy content --max-warnings=0 ${quote(code)}`,
    ]);
  if (files.length > 0) lane.push(['format', `npx prettier --check --cache --ignore-unknown ${quote(files)}`]);
  lane.push(['typecheck', 'npm run typecheck']);
  steps.push({ parallel: [lane] });
  if (sources.length > 0) steps.push(['unit + API', `npx vitest related --run --passWithNoTests ${quote(sources)}`]);
  if (specs.length > 0) {
    steps.push(['build', 'npm run build:web && npm run build:api']);
    steps.push(['browser', `npx playwright test ${quote(specs)}`, { needs: 'build' }]);
  }
  return steps;
}

const allSteps = [
  {
    parallel: [
      [['lint', 'npm run lint']],
      [
        ['format', 'npm run format:check'],
        ['dead code', 'npm run deadcode'],
        ['typecheck', 'npm run typecheck'],
        ['build', 'npm run build:web && npm run build:api'],
        ['unit + API', 'npm run test:unit'],
      ],
    ],
  },
  {
    parallel: [
      [['bundle budget', 'node scripts/check-bundle.mjs', { needs: 'build' }]],
      [['browser', 'npx playwright test', { needs: 'build' }]],
    ],
  },
  // Issue 33's Done-means, measured last on the warm caches the stages above left: after a one-file change, the
  // typecheck, its lint, one API test file, one domain test file and one browser spec, each beside its limit.
  ['inner loop', 'node scripts/inner-loop.mjs', { needs: 'build' }],
];

const steps = changedMode ? changedSteps() : allSteps;
const wanted = ([name]) => only.length === 0 || only.includes(name);
const times = [];
const failures = [];
const started = Date.now();

/** Runs one lane's stages in order with their output held (each runs whatever the one before did). */
function runLane(stages) {
  return new Promise((resolve) => {
    const output = [];
    const next = (i) => {
      if (i >= stages.length) return resolve(output);
      const [name, command, { needs } = {}] = stages[i];
      if (needs && failures.includes(needs)) {
        times.push([name, 0, 'skip']);
        output.push(`\n== ${name}: skipped (${needs} failed)\n`);
        return next(i + 1);
      }
      output.push(`\n== ${name}: ${command}\n`);
      const t0 = Date.now();
      const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (c) => output.push(c.toString()));
      child.stderr.on('data', (c) => output.push(c.toString()));
      child.on('close', (code) => {
        times.push([name, Date.now() - t0, code === 0 ? 'ok' : 'FAIL']);
        if (code !== 0) failures.push(name);
        next(i + 1);
      });
    };
    next(0);
  });
}

for (const step of steps) {
  if (step.parallel) {
    const lanes = step.parallel.map((lane) => lane.filter(wanted)).filter((lane) => lane.length > 0);
    if (lanes.length === 0) continue;
    console.log(`\n== in parallel: ${lanes.map((l) => l.map(([n]) => n).join(' → ')).join(' | ')}`);
    const outputs = await Promise.all(lanes.map(runLane));
    for (const output of outputs) process.stdout.write(output.join(''));
    continue;
  }
  if (!wanted(step)) continue;
  const [name, command, { needs } = {}] = step;
  if (needs && failures.includes(needs)) {
    times.push([name, 0, 'skip']);
    console.log(`\n== ${name}: skipped (${needs} failed)`);
    continue;
  }
  console.log(`\n== ${name}: ${command}`);
  const t0 = Date.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  times.push([name, Date.now() - t0, status === 0 ? 'ok' : 'FAIL']);
  if (status !== 0) failures.push(name);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`\n== npm test stages${changedMode ? ' (--changed)' : ''}`);
for (const [name, ms, result] of times)
  console.log(`${result.padEnd(4)} ${name.padEnd(14)} ${seconds(ms).padStart(9)}`);
console.log(`     ${'total'.padEnd(14)} ${seconds(Date.now() - started).padStart(9)}`);
if (failures.length > 0) {
  console.error(`npm test failed: ${failures.join(', ')}`);
  process.exit(1);
}
