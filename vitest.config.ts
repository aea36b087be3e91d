import { defineConfig } from 'vitest/config';

// `SERVER_FREE_TESTS=off` (scripts/test.sh, on its second API tier, Debian's PostgreSQL) leaves out
// apps/api/test/server-free/: those files need no database server of the tier's and ran on the
// first. (`vitest --exclude` does not reach a project's files.)
const serverFree = process.env.SERVER_FREE_TESTS === 'off' ? ['apps/api/test/server-free/**'] : [];
// `REQUEST_CHECK_TESTS=off` (scripts/test.sh, on its first API tier, the embedded PostgreSQL) leaves
// out apps/api/test/request-checks/: those files check how the API answers requests (hostile input,
// every endpoint's guards, roles), the API's own code over the same SQL as the other files; they
// run on the second tier, production's (Node.js 24, the oldest PostgreSQL we support).
const requestChecks = process.env.REQUEST_CHECK_TESTS === 'off' ? ['apps/api/test/request-checks/**'] : [];
// Several API processes behind HAProxy: a project of their own (`--project cluster`), not `api*`.
const cluster = ['apps/api/test/cluster/**'];
// apps/api/test/real-server/ needs a server of DATABASE_URL (scripts/test.sh's second API tier, Debian's
// PostgreSQL with its client programs, pg_dump among them): not the embedded tier.
const realServer = process.env.DATABASE_URL ? [] : ['apps/api/test/real-server/**'];

// Three tiers, each a project: `vitest run --project unit*|api*|browser` (api: the API files side
// by side; api-alone: the few that must have the machine to themselves, after them).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['apps/web/src/**/*.mocked.test.{ts,tsx}'],
          environment: 'node',
          // A page or dialog rendered in jsdom with MUI takes seconds while the API lane runs beside it.
          testTimeout: 15_000,
          // The files of a worker share its modules (React, MUI, the app's own: imported once per
          // worker, not once per file, which was most of the tier's time). Each file cleans up what
          // it rendered, stubbed or faked after each test; a file that replaces a module with
          // vi.mock needs a module graph of its own: name it `*.mocked.test.ts(x)` (unit-mocked).
          isolate: false,
        },
      },
      {
        // Files that replace a module (vi.mock): each in a fresh module graph.
        test: {
          name: 'unit-mocked',
          include: ['apps/web/src/**/*.mocked.test.{ts,tsx}'],
          environment: 'node',
          isolate: true,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          exclude: [
            'apps/api/test/**/*.alone.test.ts',
            'apps/api/test/**/*.mocked.test.ts',
            ...serverFree,
            ...requestChecks,
            ...cluster,
            ...realServer,
          ],
          globalSetup: ['apps/api/test/support/global-setup.ts'],
          // Each worker's own database, cloned from the run's template (support/worker-database.ts).
          setupFiles: ['apps/api/test/support/worker-database.setup.ts'],
          environment: 'node',
          // Guards against a hang, not limits on speed: files share 2 CPUs, and the concurrency
          // tests (1,000 leads, 500 calls, 2 × 200 requests) take several times longer beside others.
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: true,
          maxWorkers: 2,
          // The files of a worker share its modules (importing the app once per worker, not once
          // per file, is two thirds of the tier's time): what a module keeps is per app or keyed by
          // the database's market version, never per file. A file that replaces a module with
          // vi.mock needs a module graph of its own: name it `*.mocked.test.ts` (project
          // api-mocked).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Files that replace a module (vi.mock): each in a fresh module graph, needing no database.
        test: {
          name: 'api-mocked',
          include: ['apps/api/test/**/*.mocked.test.ts'],
          exclude: [...serverFree, ...cluster],
          environment: 'node',
          isolate: true,
          // Runs beside the api project's files (same group), so the same number of workers.
          maxWorkers: 2,
        },
      },
      {
        // Files that time a restart of their own API process and database: after the others,
        // one at a time, so that the other files do not take their CPU.
        test: {
          name: 'api-alone',
          include: ['apps/api/test/**/*.alone.test.ts'],
          exclude: [...serverFree, ...cluster],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Three API processes (`main.ts`) behind Debian's HAProxy on deploy/haproxy.cfg, on the
        // run's database server (DATABASE_URL's, else an embedded one); scripts/test.sh runs it
        // on Debian's PostgreSQL after api-postgres. HAPROXY_BIN: the binary (default: `haproxy`).
        test: {
          name: 'cluster',
          include: cluster.map((folder) => `${folder}/*.test.ts`),
          globalSetup: ['apps/api/test/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
          // vitest's default, is short with three browsers and the server on two CPUs. Each try
          // finds its element in the page (a role and a name over the whole page): every 200 ms, not
          // vitest's 50, so that the waiting does not take the CPU from what it waits for.
          expect: { poll: { timeout: 15_000, interval: 200 } },
          // Each file signs in to a company of its own (e2e/support/own-account.ts), so files run
          // side by side, each with contexts of its own in the run's one Chromium
          // (global-setup.ts); the server and its database share the CPUs.
          maxWorkers: 3,
          // The files of a worker share its modules (Playwright, axe, the seed's account builder
          // with the API's schema): imported once per worker, not once per file. The support
          // modules keep nothing per file.
          isolate: false,
        },
      },
    ],
  },
});
