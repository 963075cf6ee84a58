import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

/** The first shop's port; worker n uses the shop on PORT + n (see `shopURL` in e2e/fixtures.ts). */
const PORT = Number(process.env.E2E_PORT ?? 3210);
/** `--workers N` / `-j N` as given to `playwright test`, if given. */
function workersArgument(argv: string[]): number | undefined {
  for (let i = 0; i < argv.length; i++) {
    const [flag, value = argv[i + 1]] = argv[i]!.split('=');
    if (flag === '--workers' || flag === '-j') return Number(value) || undefined;
  }
  return undefined;
}
/**
 * One shop (server and fresh demo database) per worker: two by default (two PGlite starts take ~1 GB each and
 * fit here), or as many as `--workers` asks, so that `playwright test x.spec.ts --workers=1` starts one.
 */
const WORKERS = Math.max(1, workersArgument(process.argv) ?? 2);

export default defineConfig({
  testDir: './e2e',
  // A whole flow (sign-in, several pages, an axe scan each) took up to 30 s on this 2-core host when it ran slower
  // (2026-11-26: one flow timed out at 30 s in a full run, decision 0791); assertions keep their 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Tests that write make their own account (freshCustomer/freshMember); the rest only read the demo accounts.
  fullyParallel: true,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, i) => ({
    command: `node e2e/start-server.mjs ${PORT + i}`,
    url: `http://localhost:${PORT + i}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
