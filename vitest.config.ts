import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest starts the files it timed before longest first, and files it never timed (a fresh clone, as in CI) largest
 * first. processes.test.ts is short but its real shop processes make it the longest file (90 s of the 2 workers' time
 * under load): started last, one worker ran it alone while the other had finished (issue 33). It goes first.
 */
const LONGEST = ['apps/api/test/processes.test.ts'];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const long = (f: TestSpecification) => LONGEST.some((path) => f.moduleId.endsWith(path));
    return [...sorted.filter(long), ...sorted.filter((f) => !long(f))];
  }
}

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
    sequence: { sequencer: LongestFirst },
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
