import { defineConfig } from 'vitest/config';

// Three tiers (DESIGN §10): unit tests beside the code, API integration tests on a real
// database (PGlite always; PostgreSQL too when TEST_DATABASE_URL is set), and browser
// journeys against the built app in Chromium.
const integration = (db: 'pglite' | 'pg') => ({
  test: {
    name: `integration-${db}`,
    include: ['apps/server/src/**/*.int.test.ts'],
    // The real-process tests guard the embedded database's folder lock and crash recovery.
    exclude:
      db === 'pg'
        ? [
            'apps/server/src/server.int.test.ts',
            'apps/server/src/production-build.int.test.ts',
            'apps/server/src/backup.int.test.ts',
            'apps/server/src/pglite-crash-cycles.int.test.ts',
            // `npm test` (scripts/test.mjs) runs it on its own after the rest.
            ...(process.env.RUN_APART === '1' ? ['apps/server/src/scale-out.int.test.ts'] : []),
            '**/node_modules/**',
          ]
        : // Several processes on one database: PostgreSQL only (PGlite is single-process).
          [
            'apps/server/src/scale-out.int.test.ts',
            'apps/server/src/modules/credits/credits.read-lock.int.test.ts',
            // Twenty kills and restarts of real servers keep both cores busy for minutes: beside
            // the journeys they tripled the journeys' time, so `npm test` runs it on its own too.
            ...(process.env.RUN_APART === '1' ? ['apps/server/src/pglite-crash-cycles.int.test.ts'] : []),
            '**/node_modules/**',
          ],
    env: { TEST_DB: db },
    // Every file builds its own app on its own database, and no file mocks modules or edits the
    // environment: re-importing the whole server per file cost ~560 s of CPU per `npm test`
    // (transform + import), about a third of the API run. Shared module state is only caches.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/web/seam/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // Vitest's own 5 s is a speed check on a loaded 2-core machine: a generator test that
          // takes 1 s alone took over 5 s beside the journeys. Slower tests still set their own.
          testTimeout: 30_000,
        },
      },
      integration('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('pg')] : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // expect.poll's own default is 1 s: a first load of a list takes 2-3 s on a loaded
          // 2-core machine, so a working screen went red. Waits bound failures, not speed
          // (speed lives in bench/).
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
