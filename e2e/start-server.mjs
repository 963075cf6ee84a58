// Starts the shop for the browser tests on a fresh demo database (PGlite, or E2E_DATABASE_URL).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

const port = process.argv[2] ?? '3210';
const dataDir = `.data-e2e-${port}`;
rmSync(dataDir, { recursive: true, force: true });
// The built server, as `npm start` runs it (npm run test:e2e builds it first).
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
