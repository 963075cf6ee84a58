import { defineConfig } from 'vitest/config';

/**
 * Two projects: 'unit' (domain rules, contracts, the web's helpers, the bench's checks) starts no database, so one
 * of its files runs in about a second; 'api' migrates one template database (PGlite dump or, with
 * TEST_DATABASE_URL, a PostgreSQL template) that each of its files clones, its files sharing a worker's modules.
 * `vitest run --project unit` runs one.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          // Files of a worker share its modules (each still builds its own app on its own database): importing the
          // app for each of ~60 files cost 237 s of the workers' time (issue 33); shared, 19 s.
          isolate: false,
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Argon2id at its smallest cost in these files (decision 0791).
          setupFiles: ['apps/api/test/setup.ts'],
        },
      },
    ],
  },
});
