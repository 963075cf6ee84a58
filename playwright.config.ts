import { defineConfig } from '@playwright/test';

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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
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
