import { getBalance } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createDatabase, type Database } from '../src/platform/db/database';
import { buyer, leadBody, prepareMarket, publisherClient } from './support/marketplace';
import { useScratchDatabase } from './support/scratch-database';
import { signedInOwner } from './support/signed-in';
import { TEST_JWT_SECRET, useTestApp } from './support/test-app';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123';
const context = useTestApp({ METRICS_TOKEN });
const scratch = useScratchDatabase();

/** An app of its own on `db`, as `npm start` builds it (no SPA, no jobs), closed after the file. */
const ownApps: FastifyInstance[] = [];
async function appOn(db: Database, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
    REALTIME_RELAY_MS: '0',
    REALTIME_ADAPTER: 'memory',
    ...env,
  });
  const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, serveSpa: false });
  await app.ready();
  ownApps.push(app);
  return app;
}
const unreachable: Database[] = [];
afterAll(async () => {
  for (const app of ownApps) await app.close();
  for (const db of unreachable) await db.$client.end();
});

async function scrape(app: FastifyInstance = context.app) {
  const response = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one sample line (`name{labels} value`), 0 when the series is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /healthz', () => {
  it('answers 200 while the process runs', async () => {
    const response = await context.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Status: 'ok', Data: { status: 'alive' } });
  });
});

describe('GET /readyz', () => {
  it('answers 200 with the database reachable and its migrations current', async () => {
    const response = await context.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Status: 'ok',
      Data: { database: 'reachable', migrations: 'current', jobs: 'off' },
    });
  });

  it('answers 503 UNAVAILABLE with Retry-After while the database cannot be reached', async () => {
    // Nothing listens on port 1: every connection is refused, as when the server is down.
    const away = createDatabase('postgres://postgres:none@127.0.0.1:1/postgres', 1);
    unreachable.push(away);
    const app = await appOn(away);
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({
      Status: 'fail',
      Error: { code: 'UNAVAILABLE', fields: { database: 'unreachable' } },
    });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 503 when the database lacks the newest migration', async () => {
    await scratch.db.$client.query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    const response = await (await appOn(scratch.db)).inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json().Error).toMatchObject({ code: 'UNAVAILABLE', fields: { migrations: 'behind' } });
  });

  it('answers 503 once the process is draining', async () => {
    const app = await appOn(context.db);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    app.markDraining();
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json().Error).toMatchObject({ code: 'UNAVAILABLE', fields: { process: 'draining' } });
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN (404), and answers 401 without the token', async () => {
    const withoutToken = await appOn(context.db);
    const absent = await withoutToken.inject({ url: '/metrics' });
    expect(absent.statusCode).toBe(404);
    expect(absent.body).not.toContain('nodejs_');
    expect((await context.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await context.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route pattern, and leads sold and refused by reason', async () => {
    await prepareMarket(context.db);
    const publisher = await publisherClient(context);
    await buyer(context.db);
    const owner = await signedInOwner(context);
    const balanceSeries = `vanbid_http_request_duration_seconds_count{method="GET",route="/api${getBalance.path}",status="200"}`;
    const before = await scrape();

    expect((await context.call(getBalance, { as: owner })).status).toBe(200);
    const sold = await publisher.post('/api/marketplace/leads', leadBody());
    expect(sold.statusCode).toBe(200);
    await prepareMarket(context.db); // every campaign off: nobody buys the next lead
    const refused = await publisher.post('/api/marketplace/leads', leadBody());
    expect(refused.statusCode).toBe(422);
    const reason = refused.json().Error.fields.reason as string;
    const after = await scrape();

    expect(sample(after, balanceSeries) - sample(before, balanceSeries)).toBe(1);
    expect(after).not.toContain(`route="/api/balance?`);
    const soldSeries = 'vanbid_marketplace_sold_total{kind="lead"}';
    expect(sample(after, soldSeries) - sample(before, soldSeries)).toBe(1);
    const refusedSeries = `vanbid_marketplace_refused_total{kind="lead",reason="${reason}"}`;
    expect(sample(after, refusedSeries) - sample(before, refusedSeries)).toBe(1);
    const saleSeries = 'vanbid_marketplace_decision_seconds_count{kind="lead",outcome="sold"}';
    expect(sample(after, saleSeries) - sample(before, saleSeries)).toBe(1);
    expect(after).toContain('nodejs_eventloop_lag_seconds');
    expect(sample(after, 'vanbid_db_pool_max_connections')).toBe(4);
  });
});
