// `npm run bench sockets`: 500, 2,000 and 5,000 authenticated Socket.IO clients (one account, 20
// users, websocket) on 1 and 2 API processes (real processes, as `npm start` runs them, on a
// throwaway embedded PostgreSQL, 127.0.0.1 only). Events come through the product: a campaign's
// creation announced (`POST /api/webhook/campaign/notify-creation`) notifies its account, whose
// room holds every client. Beside them, in the same run, a plain Socket.IO broadcast of the same
// count from the same processes to the same clients (the baseline). Each at a paced rate
// (BENCH_PACED_EVENTS at BENCH_PACED_RATE a second: latency) and as a burst (BENCH_BURST_EVENTS at
// once: throughput). Latency of a product event: from its write in the committing transaction
// (a bench-only trigger stamps `clock_timestamp()`) to each client's receipt; of the baseline:
// from its emit. One process uses the memory adapter, two the PostgreSQL one (docs/operations.md);
// BENCH_ONE_PROCESS_ADAPTER overrides. The clients all run in this process.
import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import { notifyCampaignCreation } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { issueSession } from '../../apps/api/src/features/auth/auth.service.ts';
import { createTokenService } from '../../apps/api/src/platform/auth/tokens.ts';
import { createDatabase } from '../../apps/api/src/platform/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/api/src/platform/db/embedded/embedded-postgres.ts';
import { runMigrations } from '../../apps/api/src/platform/db/migrate.ts';
import { createAccount, createCampaign, createUser } from '../../apps/api/src/seed/factories.ts';
import { closeClients, openClients, receipts, settle } from './clients.mjs';
import { describePhase, printTable } from './report.mjs';

const root = resolve(import.meta.dirname, '../..');
const SIZES = (process.env.BENCH_SOCKET_CLIENTS ?? '500,2000,5000').split(',').map(Number);
const PROCESS_COUNTS = (process.env.BENCH_API_PROCESSES ?? '1,2').split(',').map(Number);
const PACED_EVENTS = Number(process.env.BENCH_PACED_EVENTS ?? 20);
const PACED_RATE = Number(process.env.BENCH_PACED_RATE ?? 10);
const BURST_EVENTS = Number(process.env.BENCH_BURST_EVENTS ?? 100);
const BURST_CONCURRENCY = 25;
const USERS = 20;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

const embedded = await startEmbeddedPostgres();
const db = createDatabase(embedded.url, 4);
const servers = [];
const clients = [];
const rows = [];
try {
  await runMigrations(db);
  await stampEventWrites(db);
  const world = await seedAudience(db);
  for (const processes of PROCESS_COUNTS) {
    const adapter = processes === 1 ? (process.env.BENCH_ONE_PROCESS_ADAPTER ?? 'memory') : 'postgres';
    const ports = [];
    for (let index = 0; index < processes; index++) {
      const port = 20_000 + Math.floor(Math.random() * 20_000);
      ports.push(port);
      servers.push(startApi(embedded.url, port, adapter));
    }
    for (const port of ports) await waitForServer(`http://127.0.0.1:${port}/healthz`);
    // The PostgreSQL adapters find each other by heartbeat (5 s); before that a room reaches local sockets only.
    if (processes > 1) await new Promise((done) => setTimeout(done, 6000));
    for (const size of SIZES) {
      await openClients(clients, size - clients.length, {
        ports,
        sessions: world.sessions,
        globalId: world.accountId,
      });
      const label = { processes, adapter, clients: size };
      const product = (mode) => (mode === 'paced' ? productPaced : productBurst)(ports, world);
      for (const mode of ['paced', 'burst']) {
        rows.push(describePhase({ ...label, path: 'product', mode }, await product(mode)));
        rows.push(describePhase({ ...label, path: 'baseline', mode }, await baseline(mode, processes)));
      }
      console.info(`measured ${processes} process(es), ${size} clients`);
    }
    closeClients(clients);
    for (const server of servers.splice(0)) server.kill('SIGKILL');
  }
  printTable(rows, {
    paced: `${PACED_EVENTS} events at ${PACED_RATE}/s`,
    burst: `${BURST_EVENTS} events at once (product: ${BURST_CONCURRENCY} requests at a time)`,
  });
} finally {
  closeClients(clients);
  for (const server of servers) server.kill('SIGKILL');
  await db.$client.end();
  await embedded.stop();
}
process.exit(0);

/** Bench-only: the moment each notification's event is written, in its transaction just before the commit. */
async function stampEventWrites(database) {
  await database.execute(
    sql`create table bench_event_writes (notification_id bigint primary key, written_ms float8)`,
  );
  await database.execute(
    sql.raw(`create function bench_stamp_event_writes() returns trigger language plpgsql as $$
    begin
      insert into bench_event_writes select (payload->>'id')::bigint, extract(epoch from clock_timestamp()) * 1000
      from written where event = 'new_notification';
      return null;
    end $$`),
  );
  await database.execute(sql`create trigger bench_stamp_event_writes after insert on outbox_events
    referencing new table as written for each statement execute function bench_stamp_event_writes()`);
}

/** One account with USERS members, each with a session, and the campaign whose creation is announced. */
async function seedAudience(database) {
  const account = await createAccount(database, { name: 'Bench Sockets' });
  const tokens = createTokenService(JWT_SECRET, 86_400);
  const sessions = [];
  for (let index = 0; index < USERS; index++) {
    const user = await createUser(database, {
      email: `bench-${index}@bench.vanbid`,
      password: 'bench password',
      username: `Bench ${index}`,
      homeAccountId: account.id,
    });
    sessions.push((await issueSession({ db: database, tokens }, user, account.id)).token);
  }
  const campaign = await createCampaign(database, {
    accountId: account.id,
    group: 'leads',
    nickname: 'Bench',
  });
  return { accountId: account.id, campaignId: campaign.id, sessions };
}

/** One campaign's creation announced; a connection the loaded API reset is tried once more (the count comes from the database). */
async function announce(port, world, isRetry = false) {
  const response = await fetch(`http://127.0.0.1:${port}/api${notifyCampaignCreation.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${world.sessions[0]}` },
    body: JSON.stringify({
      campaign_id: world.campaignId,
      timezone: 'America/New_York',
      globalId: world.accountId,
    }),
  }).catch((error) => {
    if (isRetry) throw error;
    return undefined;
  });
  if (!response) return announce(port, world, true);
  if (response.status !== 200) throw new Error(`notify-creation answered ${response.status}`);
}

/** Runs `produce`, waits for every client's receipts, and pairs them with the events' write times. */
async function measureProduct(produce, events) {
  const before = Number(
    (await db.execute(sql`select coalesce(max(notification_id), 0) as id from bench_event_writes`)).rows[0]
      .id,
  );
  receipts.length = 0;
  await produce();
  await settle(events * clients.length);
  const written = await db.execute(
    sql`select notification_id, written_ms from bench_event_writes where notification_id > ${before}`,
  );
  const writtenAt = new Map(written.rows.map((row) => [Number(row.notification_id), row.written_ms]));
  return {
    events: writtenAt.size,
    clients: clients.length,
    sentAt: (key) => writtenAt.get(Number(key)),
    receipts: [...receipts],
  };
}

function productPaced(ports, world) {
  return measureProduct(async () => {
    const calls = [];
    for (let index = 0; index < PACED_EVENTS; index++) {
      calls.push(announce(ports[index % ports.length], world));
      await new Promise((done) => setTimeout(done, 1000 / PACED_RATE));
    }
    await Promise.all(calls);
  }, PACED_EVENTS);
}

function productBurst(ports, world) {
  return measureProduct(async () => {
    let next = 0;
    const worker = async () => {
      while (next < BURST_EVENTS) await announce(ports[next++ % ports.length], world);
    };
    await Promise.all(Array.from({ length: BURST_CONCURRENCY }, worker));
  }, BURST_EVENTS);
}

/** The same count as a plain broadcast from every process to its own clients. */
async function baseline(mode, processes) {
  const events = mode === 'paced' ? PACED_EVENTS : BURST_EVENTS;
  receipts.length = 0;
  const running = servers.slice(-processes);
  if (mode === 'paced') {
    for (let seq = 0; seq < events; seq++) {
      for (const server of running) server.send({ type: 'broadcast', seqs: [seq] });
      await new Promise((done) => setTimeout(done, 1000 / PACED_RATE));
    }
  } else {
    const seqs = Array.from({ length: events }, (_, seq) => seq);
    for (const server of running) server.send({ type: 'broadcast', seqs });
  }
  await settle(events * clients.length);
  const sentAt = new Map(receipts.map(([seq, , sent]) => [seq, sent]));
  return { events, clients: clients.length, sentAt: (key) => sentAt.get(key), receipts: [...receipts] };
}

/** One API process, as `npm start` runs it in production, with the baseline's broadcast hook. */
function startApi(databaseUrl, port, adapter) {
  return fork(resolve(root, 'apps/api/src/main.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx', '--import', resolve(import.meta.dirname, 'broadcast-hook.mjs')],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JOBS: 'off',
      NODE_ENV: 'production',
      JWT_SECRET,
      REALTIME_ADAPTER: adapter,
      SIMULATOR: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

async function waitForServer(url) {
  const started = performance.now();
  for (;;) {
    if (servers.some((server) => server.exitCode !== null)) throw new Error('the API exited');
    if (performance.now() - started > 120_000) throw new Error('the API did not start within 120 s');
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {}
    await new Promise((done) => setTimeout(done, 250));
  }
}
