import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { revokeSessions } from '../src/features/auth';
import { loadConfig } from '../src/platform/config';
import { createDatabase, type Database } from '../src/platform/db/database';
import { outboxEvents } from '../src/platform/db/schema/index';
import { publishAll } from '../src/platform/events/publish';
import { createCall } from './support/call';
import { signedInOwner } from './support/signed-in';
import { connected, openSocket } from './support/sockets';
import { TEST_JWT_SECRET } from './support/test-app';
import { testDatabaseUrl } from './support/worker-database';

/** Two API processes on one PostgreSQL server: A holds the browser's socket, B relays the outbox. */
describe('realtime across API processes', () => {
  const processes: { app: FastifyInstance; db: Database }[] = [];
  let socket: Socket | undefined;

  async function start(relayMs: string) {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REALTIME_RELAY_MS: relayMs,
      REALTIME_ADAPTER: 'postgres',
      // The relay and the adapter run without the jobs, which would start a delivery thread each.
      JOBS: 'off',
    });
    const db = createDatabase(testDatabaseUrl(), 4);
    const app = await buildApp({ config, db, jwtSecret: TEST_JWT_SECRET, serveSpa: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    processes.push({ app, db });
    return { app, db };
  }

  beforeAll(async () => {
    await start('0');
    await start('25');
  });

  afterAll(async () => {
    socket?.close();
    for (const { app, db } of processes) {
      await app.close();
      await db.$client.end();
    }
  });

  it('delivers an event relayed by one process to a socket held by another', async () => {
    const [a] = processes;
    const owner = await signedInOwner({ app: a!.app, db: a!.db, call: createCall(() => a!.app) });
    const port = (a!.app.server.address() as AddressInfo).port;
    socket = openSocket(`http://127.0.0.1:${port}`, { token: owner.token });
    await connected(socket);
    // The adapters find each other by heartbeat; until then a broadcast reaches only local sockets.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const got = new Promise((resolve) => socket!.once('UPDATE_PAYOUT', resolve));
    await a!.db
      .insert(outboxEvents)
      .values({ accountId: owner.account.id, event: 'UPDATE_PAYOUT', payload: { campaignId: 9, payout: 3 } });
    await expect(got).resolves.toEqual({ campaignId: 9, payout: 3 });
  });

  it('disconnects a revoked user’s socket held by another process (issue #16, finding 2)', async () => {
    const [a, b] = processes;
    const owner = await signedInOwner({ app: a!.app, db: a!.db, call: createCall(() => a!.app) });
    const port = (a!.app.server.address() as AddressInfo).port;
    const held = openSocket(`http://127.0.0.1:${port}`, { token: owner.token });
    await connected(held);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const closed = new Promise((resolve) => held.once('disconnect', resolve));
    // Revoked through B's pool: A runs no relay, B's relay acts through the adapter.
    await revokeSessions(b!.db, owner.user.id);
    await expect(closed).resolves.toBe('io server disconnect');
  });

  it('sends a relay round of events to another process in a few statements, each event arriving in order', async () => {
    const [a, b] = processes;
    const owner = await signedInOwner({ app: a!.app, db: a!.db, call: createCall(() => a!.app) });
    const port = (a!.app.server.address() as AddressInfo).port;
    const held = openSocket(`http://127.0.0.1:${port}`, { token: owner.token });
    await connected(held);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const payouts: number[] = [];
    const all = new Promise<void>((resolve) =>
      held.on('UPDATE_PAYOUT', ({ payout }: { payout: number }) => {
        payouts.push(payout);
        if (payouts.length === 100) resolve();
      }),
    );
    // Every statement the processes' pools send, the adapters' included.
    const queries = vi.spyOn(pg.Pool.prototype, 'query');
    try {
      // One transaction, one relay round on B: 100 broadcasts through B's adapter to A, the same payout twice each.
      await b!.db.transaction((tx) =>
        publishAll(
          tx,
          Array.from({ length: 100 }, (_, index) => ({
            name: 'UPDATE_PAYOUT' as const,
            accountId: owner.account.id,
            payload: { campaignId: 9, payout: Math.floor(index / 2) },
          })),
        ),
      );
      await all;
      const notifyStatements = queries.mock.calls.filter(([text]) => String(text).includes('pg_notify'));
      expect(payouts).toEqual(Array.from({ length: 100 }, (_, index) => Math.floor(index / 2)));
      expect(notifyStatements.length).toBeLessThan(10);
    } finally {
      queries.mockRestore();
      held.close();
    }
  });
});
