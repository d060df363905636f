import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/api/src/**/*.unit.test.ts',
            'apps/web/src/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
          ],
        },
      },
      {
        // Components and the web app's data layer in a DOM, against the real API in-process.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: ['apps/api/src/**/*.unit.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run on both cores and share their modules within a worker (the app is imported
          // once per worker, not once per file): each makes its own app, database and ports, and
          // nothing is kept in modules but per app or per database.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
