import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config';
import { createDatabase, type Database } from '../../src/platform/db/database';
import type { OutsideServices } from '../../src/platform/deps';
import { type Call, createCall } from './call';
import { testDatabaseUrl } from './worker-database';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  /** Calls a contract endpoint of `app` (`call(endpoint, { params, query, body, as })`). */
  call: Call;
}

/**
 * The real app (every plugin, the real database) for one test file, closed after it; `services`
 * replace configured outside services (a gateway that fails, ...). Its DATA_DIR (the stored
 * files) is a temporary directory, removed after the file.
 */
export function useTestApp(
  overrides: Record<string, string> = {},
  services: Partial<OutsideServices> = {},
  /** Collects the app's log lines (with `LOG_LEVEL` set in `overrides`). */
  logLines?: string[],
): TestContext {
  const context = { call: createCall(() => context.app) } as TestContext;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vanbid-api-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT: '1000',
      // The files of a worker share its database: only the realtime tests push the outbox (their own app).
      REALTIME_RELAY_MS: '0',
      REALTIME_ADAPTER: 'memory',
      JOBS: 'off',
      ...overrides,
    });
    context.db = createDatabase(testDatabaseUrl(), 4);
    context.app = await buildApp({
      config,
      db: context.db,
      jwtSecret: TEST_JWT_SECRET,
      serveSpa: false,
      services,
      ...(logLines ? { logStream: { write: (line: string) => void logLines.push(line) } } : {}),
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.$client.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return context;
}

/**
 * A second app on the test app's database that serves the web build in `webDist` (index.html, its
 * assets, version.json), as `npm start` does, without jobs; ready, and closed by the caller.
 */
export async function appServingWeb(context: TestContext, webDist: string): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: webDist,
    REALTIME_RELAY_MS: '0',
    REALTIME_ADAPTER: 'memory',
    JOBS: 'off',
  });
  const app = await buildApp({ config, db: context.db, jwtSecret: TEST_JWT_SECRET, serveSpa: true });
  await app.ready();
  return app;
}
