import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config';
import { createDatabase, type Database } from '../../src/platform/db/database';
import { type Call, createCall } from './call';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  /** Calls a contract endpoint of `app` (`call(endpoint, { params, query, body, as })`). */
  call: Call;
}

/** The real app (every plugin, the real database) for one test file, closed after it. */
export function useTestApp(overrides: Record<string, string> = {}): TestContext {
  const context = { call: createCall(() => context.app) } as TestContext;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT: '1000',
      // Test files share one database: only the realtime tests push the outbox (their own app).
      REALTIME_RELAY_MS: '0',
      REALTIME_ADAPTER: 'memory',
      ...overrides,
    });
    context.db = createDatabase(inject('databaseUrl'), 4);
    context.app = await buildApp({ config, db: context.db, jwtSecret: TEST_JWT_SECRET, serveSpa: false });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.$client.end();
  });
  return context;
}
