import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FailEnvelope } from '@vanbid/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { migrationsFolder } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on `/readyz` answers 503: the process is shutting down (main.ts, on SIGTERM). */
    markDraining(): void;
  }
}

/** How long the readiness check waits for the database before calling it away. */
const DATABASE_CHECK_MS = 2_000;
const RETRY_AFTER_SECONDS = 5;

/** The newest migration of the checked-in journal (drizzle keeps its `when` as `created_at`). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(resolve(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** The newest migration the database has applied, or why it cannot be read. */
async function appliedMigrationMillis(db: Database): Promise<number | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'unreachable'>((done) => {
    timer = setTimeout(() => done('unreachable'), DATABASE_CHECK_MS);
  });
  const query = db.$client
    .query<{ newest: string | null }>(
      'select max(created_at)::text as newest from drizzle.__drizzle_migrations',
    )
    .then((result) => Number(result.rows[0]?.newest ?? 0))
    .catch(() => 'unreachable' as const);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function notReady(reply: FastifyReply, message: string, fields: Record<string, string>) {
  const body: FailEnvelope = { Status: 'fail', Error: { code: 'UNAVAILABLE', message, fields } };
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/**
 * `GET /healthz`: the process is alive (200, nothing checked). `GET /readyz`: this process may be
 * sent traffic: not shutting down, the database answers, every checked-in migration is applied,
 * and the job queue runs where `JOBS=on`; otherwise 503 `UNAVAILABLE` naming what is wrong in
 * `fields`. For load balancers and orchestrators; no sign-in, no rate limit.
 */
export function registerHealth(app: FastifyInstance, db: Database): void {
  const expectedMigration = newestMigrationMillis();
  let isDraining = false;
  app.decorate('markDraining', () => {
    isDraining = true;
  });
  app.get('/healthz', OPERATIONS_ROUTE, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ Status: 'ok', Data: { status: 'alive' } }),
  );
  app.get('/readyz', OPERATIONS_ROUTE, async (_request, reply) => {
    if (isDraining) return notReady(reply, 'This process is shutting down.', { process: 'draining' });
    const applied = await appliedMigrationMillis(db);
    if (applied === 'unreachable')
      return notReady(reply, 'Vanbid cannot reach its database.', { database: 'unreachable' });
    if (applied < expectedMigration)
      return notReady(reply, 'The database is missing migrations.', { migrations: 'behind' });
    const jobs = app.deps.config.JOBS === 'off' ? 'off' : app.jobs?.isRunning() ? 'running' : 'stopped';
    if (jobs === 'stopped') return notReady(reply, 'The job queue is not running.', { jobs });
    return reply
      .header('cache-control', 'no-store')
      .send({ Status: 'ok', Data: { database: 'reachable', migrations: 'current', jobs } });
  });
}

/**
 * An operator's address (health, metrics): outside the API's OpenAPI document, and not logged
 * per request (a load balancer checks every few seconds).
 */
export const OPERATIONS_ROUTE = { logLevel: 'warn', schema: { hide: true } } as const;
