// `npm test`: every check CI runs, stopping at the first failed step, with the time of each stage.
// The static checks are single-threaded: lint runs beside format, dead code and typecheck (two lanes on two
// cores; each lane's output is printed when it ends), then the tests run one stage at a time.
import { spawn, spawnSync } from 'node:child_process';

const steps = [
  {
    parallel: [
      [['lint', 'npm run lint']],
      [
        ['format', 'npm run format:check'],
        ['dead code', 'npm run deadcode'],
        ['typecheck', 'npm run typecheck'],
      ],
    ],
  },
  ['unit + API', 'npm run test:unit'],
  ['build', 'npm run build:web && npm run build:api'],
  ['bundle budget', 'node scripts/check-bundle.mjs'],
  ['browser', 'npx playwright test'],
];

const only = process.argv.slice(2);
const wanted = ([name]) => only.length === 0 || only.includes(name);
const times = [];
let failed;
const started = Date.now();

/** Runs one lane's stages in order with their output held, resolving to whether all passed. */
function runLane(stages) {
  return new Promise((resolve) => {
    const output = [];
    const next = (i) => {
      if (i >= stages.length) return resolve({ ok: true, output });
      const [name, command] = stages[i];
      output.push(`\n== ${name}: ${command}\n`);
      const t0 = Date.now();
      const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (c) => output.push(c.toString()));
      child.stderr.on('data', (c) => output.push(c.toString()));
      child.on('close', (code) => {
        times.push([name, Date.now() - t0, code === 0]);
        if (code !== 0) {
          failed ??= name;
          return resolve({ ok: false, output });
        }
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
    const results = await Promise.all(lanes.map(runLane));
    for (const r of results) process.stdout.write(r.output.join(''));
    if (failed) break;
    continue;
  }
  if (!wanted(step)) continue;
  const [name, command] = step;
  console.log(`\n== ${name}: ${command}`);
  const t0 = Date.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  times.push([name, Date.now() - t0, status === 0]);
  if (status !== 0) {
    failed = name;
    break;
  }
}
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log('\n== npm test stages');
for (const [name, ms, ok] of times)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(14)} ${seconds(ms).padStart(9)}`);
console.log(`     ${'total'.padEnd(14)} ${seconds(Date.now() - started).padStart(9)}`);
if (failed) {
  console.error(`npm test failed at: ${failed}`);
  process.exit(1);
}
