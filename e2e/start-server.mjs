// Starts one shop for the browser tests on a fresh demo database of its own: PGlite in `.data-e2e-<port>` (a copy
// of the seeded demo template), or, with E2E_DATABASE_URL, a database `<name>_e2e_<port>` re-created on that
// server (one per worker's shop).
import { createWriteStream, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { freshDemoDatabase, freshDemoDataDir } from '../scripts/lib/demo-data.mjs';

const port = process.argv[2] ?? '3210';
const dataDir = `.data-e2e-${port}`;
rmSync(dataDir, { recursive: true, force: true });
// A copy of the seeded demo template (scripts/lib/demo-data.mjs), not a second migration and seed.
const base = process.env.E2E_DATABASE_URL;
const databaseUrl = base
  ? await freshDemoDatabase(base, `${new URL(base).pathname.slice(1) || 'postgres'}_e2e_${port}`)
  : '';
if (!base) await freshDemoDataDir(dataDir);

// The built server, as `npm start` runs it (npm run test:e2e builds it first).
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.mjs'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
  },
});
// The shop's pino lines also go to .data-e2e-<port>.log, where e2e/operations.spec.ts reads what the server logged.
const log = createWriteStream(`${dataDir}.log`);
child.stdout.pipe(log);
child.stdout.pipe(process.stdout);
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
