import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

/** The first shop's port; worker n uses the shop on PORT + n (see `shopURL` in e2e/fixtures.ts). */
const PORT = Number(process.env.E2E_PORT ?? 3210);
/** One shop (server and fresh demo database) per worker. Two PGlite starts take ~1 GB each and fit here. */
const WORKERS = 2;

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
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
