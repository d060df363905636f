import { defineConfig } from 'vitest/config';
import { LongestFirst } from './scripts/test-sequencer';

/** Each run prepares each kind of test database once; every test app starts from a copy. */
const prepared = 'apps/api/src/test/prepared-setup.ts';

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    // Each project's longest files first (from scripts/test-durations.json), so none starts last.
    sequence: { sequencer: LongestFirst },
    // Run together (`vitest run`), the projects go one after another, in this order: each sets
    // how many files it runs at once.
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
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
          sequence: { groupOrder: 1 },
          include: ['apps/web/src/**/*.test.tsx'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          globalSetup: [prepared],
          // Two files at a time (on two cores vitest would otherwise run one). A worker imports the
          // web app, the API and the DOM once and its files share them (each file starts its own
          // API over its own database; the page is emptied after every test).
          maxWorkers: 2,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 2 },
          include: ['apps/api/src/**/*.test.ts'],
          exclude: ['apps/api/src/**/*.unit.test.ts'],
          globalSetup: [prepared],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run two at a time (on two cores vitest would otherwise run one) and share their
          // modules within a worker (the app is imported once per worker, not once per file): each
          // makes its own app, database and ports, and nothing is kept in modules but per app or
          // per database.
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 3 },
          include: ['e2e/**/*.test.ts'],
          globalSetup: [prepared],
          // A long journey takes over a minute and a half on two cores shared with other work;
          // the limit only ends a test that is stuck, so it is kept well above that.
          testTimeout: 240_000,
          hookTimeout: 180_000,
          // Two files at a time: a browser test mostly waits (for pages, transitions, the network
          // to be idle), so the two share the cores well. Each starts its own app and browser; the
          // modules are shared within a worker (the app is imported once, not once per file).
          maxWorkers: 2,
          isolate: false,
          // A browser's wait for a page to change holds as long as Playwright's own waits (thirty
          // seconds), not vitest's one: two browsers at once on two busy cores are slow now and
          // then, and a wait ends as soon as it holds.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
