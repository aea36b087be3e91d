import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVED_BUILD_SETTING } from '../src/features/realtime';
import { signedInOwner } from './support/signed-in';
import { connected, openSocket } from './support/sockets';
import { appServingWeb, useTestApp } from './support/test-app';

// This app pushes the outbox to its sockets; the servers "started" below only write to the database.
const context = useTestApp({ REALTIME_RELAY_MS: '25' });
let webDist = '';
let origin = '';

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'vanbid-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Vanbid</title>');
  await context.db.execute(sql`delete from settings where key = ${SERVED_BUILD_SETTING}`);
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await rm(webDist, { recursive: true, force: true });
});

/** Starts (and stops) a server that serves the web build `buildId`, as `npm start` would. */
async function startServerWith(buildId: string) {
  await writeFile(join(webDist, 'version.json'), JSON.stringify({ version: '1.0.0', buildId }));
  const app = await appServingWeb(context, webDist);
  await app.close();
}

function refreshesOf(socket: Socket): unknown[] {
  const got: unknown[] = [];
  socket.on('refresh_app', (payload: unknown) => got.push(payload));
  return got;
}

async function settle(ms = 400) {
  await new Promise((done) => setTimeout(done, ms));
}

describe('refresh_app when a server starts with a new web build', () => {
  it('goes to every open page once per new build, and not on a restart of the same build', async () => {
    const owner = await signedInOwner(context);
    const other = await signedInOwner(context);
    const sockets = [openSocket(origin, { token: owner.token }), openSocket(origin, { token: other.token })];
    try {
      await Promise.all(sockets.map(connected));
      const [mine, theirs] = sockets.map(refreshesOf);

      await startServerWith('build-a'); // the first build recorded: no page of an older one is open
      await settle();
      expect(mine).toEqual([]);

      await startServerWith('build-b');
      await startServerWith('build-b'); // a restart, or a second process of the same deployment
      await settle();
      expect(mine).toEqual([{ version: 'build-b' }]);
      expect(theirs).toEqual([{ version: 'build-b' }]);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});
