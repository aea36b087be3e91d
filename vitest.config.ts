import { defineConfig } from 'vitest/config';

// Three tiers, each a project: `vitest run --project unit|api|browser`.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          environment: 'node',
          // Files run side by side (below): a long journey (the setup wizard, the call log's tour)
          // shares the CPUs with the other files' browsers and the server.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A poll waits for what the server sends after a click (a filter's new totals); one second,
          // vitest's default, is short with three browsers and the server on two CPUs.
          expect: { poll: { timeout: 15_000 } },
          // Each file signs in to a company of its own (e2e/support/own-account.ts), so files run
          // side by side; each has its own Chromium, and the server and its database share the CPUs.
          maxWorkers: 3,
        },
      },
    ],
  },
});
