import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config';
import { createDatabase, type Database } from '../../src/platform/db/database';
import type { OutsideServices } from '../../src/platform/deps';
import { ALL_SETUP_FLAGS, createAccount, createUser } from '../../src/seed/factories';

export const TEST_PASSWORD = 'correct horse battery';
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
}

/**
 * The real app (every plugin, the real database) for one test file, closed after it; `services`
 * replace configured outside services (a gateway that fails, ...). Its DATA_DIR (the stored
 * files) is a temporary directory, removed after the file.
 */
export function useTestApp(
  overrides: Record<string, string> = {},
  services: Partial<OutsideServices> = {},
): TestContext {
  const context = {} as TestContext;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vanbid-api-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT: '1000',
      // Test files share one database: only the realtime tests push the outbox (their own app).
      REALTIME_RELAY_MS: '0',
      REALTIME_ADAPTER: 'memory',
      JOBS: 'off',
      ...overrides,
    });
    context.db = createDatabase(inject('databaseUrl'), 4);
    context.app = await buildApp({
      config,
      db: context.db,
      jwtSecret: TEST_JWT_SECRET,
      serveSpa: false,
      services,
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

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@test.vanbid`;

/** An account with a signed-in owner: `{ account, user, token, call }`. */
export async function signedInOwner(
  context: TestContext,
  options: { name?: string; setupComplete?: boolean; isMainAccount?: boolean } = {},
) {
  const account = await createAccount(context.db, {
    name: options.name ?? 'Test Movers',
    isMainAccount: options.isMainAccount ?? true,
    meta: options.setupComplete === false ? {} : ALL_SETUP_FLAGS,
  });
  const email = uniqueEmail('owner');
  const user = await createUser(context.db, {
    email,
    password: TEST_PASSWORD,
    username: 'Test Owner',
    homeAccountId: account.id,
  });
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/users/proappLogin',
    payload: { login: email, password: TEST_PASSWORD },
  });
  const token = response.json().Data.token as string;
  const call = (options: InjectOptions) =>
    context.app.inject({
      ...options,
      headers: { authorization: `Bearer ${token}`, ...(options.headers ?? {}) },
    });
  return { account, user, email, token, call };
}
