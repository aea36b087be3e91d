import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase, type Database } from '../../src/platform/db/database';
import { type ApiProcess, startApiProcess } from '../support/api-process';
import { onServer, urlOfDatabase } from '../support/worker-database';
import { type Balancer, startBalancer } from './balancer';

/** `api1`, `api2`, …: the names the balancer gives the processes (its `X-Served-By`, its cookie). */
export type ServerName = `api${number}`;

export interface ApiCluster {
  /** The balancer's origin: what browsers and publishers reach. */
  origin: string;
  /** A pool of the test's own on the cluster's database. */
  db: Database;
  databaseUrl: string;
  processes: Map<ServerName, ApiProcess>;
  metricsToken: string;
}

/**
 * `size` API processes (`main.ts`, as `npm start` runs them in production) started at once on an
 * empty database of the test server, each migrating it on start, with jobs on and the PostgreSQL
 * Socket.IO adapter; HAProxy on deploy/haproxy.cfg in front. Stopped and dropped after the file.
 */
export function useApiCluster(size: number): ApiCluster {
  const cluster = { processes: new Map() } as ApiCluster;
  const name = `${inject('databasePrefix')}_cluster`;
  const dataDir = mkdtempSync(join(tmpdir(), 'vanbid-cluster-'));
  let balancer: Balancer | undefined;

  beforeAll(async () => {
    await onServer(async (client) => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
    });
    cluster.databaseUrl = urlOfDatabase(name);
    cluster.metricsToken = randomBytes(16).toString('hex');
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: cluster.databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web-build'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      JOBS: 'on',
      REALTIME_ADAPTER: 'postgres',
      TRUST_PROXY: '1',
      METRICS_TOKEN: cluster.metricsToken,
      LOGIN_RATE_LIMIT: '1000',
      SHUTDOWN_DRAIN_SECONDS: '1',
    };
    const startedAt = performance.now();
    const started = await Promise.allSettled(Array.from({ length: size }, () => startApiProcess(env)));
    started.forEach((outcome, index) => {
      if (outcome.status === 'fulfilled') cluster.processes.set(`api${index + 1}`, outcome.value);
    });
    const failed = started.flatMap((outcome) =>
      outcome.status === 'rejected' ? [String(outcome.reason)] : [],
    );
    if (failed.length > 0)
      throw new Error(`${failed.length} of ${size} API processes did not start: ${failed.join('; ')}`);
    balancer = await startBalancer([...cluster.processes.values()].map(({ port }) => `127.0.0.1:${port}`));
    cluster.origin = balancer.origin;
    cluster.db = createDatabase(cluster.databaseUrl, 4);
    console.info(
      `${size} API processes (main.ts, NODE_ENV=production, JOBS=on) started at once on an empty ` +
        `database and HAProxy (deploy/haproxy.cfg) at ${cluster.origin}: ready in ${seconds(startedAt)} s`,
    );
  });

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(
      [...cluster.processes.values()].map(async (api) => {
        if (api.process.exitCode === null && api.process.signalCode === null) api.process.kill('SIGTERM');
        const stuck = setTimeout(() => api.process.kill('SIGKILL'), 15_000);
        await api.exited;
        clearTimeout(stuck);
      }),
    );
    await cluster.db?.$client.end();
    await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  });
  return cluster;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
