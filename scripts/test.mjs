// `npm test`: every check CI runs, in order, stopping at the first failure, with the time of each stage.
import { spawnSync } from 'node:child_process';

const stages = [
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
  ['dead code', 'npm run deadcode'],
  ['typecheck', 'npm run typecheck'],
  ['unit + API', 'npm run test:unit'],
  ['build', 'npm run build:web && npm run build:api'],
  ['bundle budget', 'node scripts/check-bundle.mjs'],
  ['browser', 'npx playwright test'],
];

const only = process.argv.slice(2);
const times = [];
let failed;
const started = Date.now();
for (const [name, command] of stages) {
  if (only.length > 0 && !only.includes(name)) continue;
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
