// The same lead load with lead delivery off and on, back to back, each on a fresh copy of the
// market in its own database and an API process with its jobs on (`JOBS=on`, as in production):
// the only difference is that the run with delivery on has 3 Vanbid webhook destinations per
// advertiser, to a receiver in its own process (answers 200 at once). Prints leads/s off and on
// and their ratio, the time from each delivery's row (written in the sale's transaction, just
// before commit) to its first attempt's send, the deliveries made and delivered, the CPU per lead
// of the API, PostgreSQL and the receiver, and a PASS or FAIL line per goal of docs/architecture.md,
// "Lead delivery". BENCH_DELIVERY_ROUNDS repeats the pair (on a busy machine, to see the spread).
// Then the CPU per delivery of each part (from the load's start until every delivery was tried):
// the API's main thread and its delivery thread, PostgreSQL and the receiver, beyond what the same
// leads cost with delivery off. BENCH_RATE=N paces both runs at N leads/s (autocannon's overall
// rate) instead of the highest rate the API holds: the delay at a rate the machine sustains.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import { randomLead } from '../../apps/api/src/features/demo-traffic/traffic.ts';
import { SECRET_PURPOSE, URL_PURPOSE } from '../../apps/api/src/features/lead-delivery/deliver.ts';
import { createPublisher } from '../../apps/api/src/features/marketplace/publishers.ts';
import { createSecretBox } from '../../apps/api/src/platform/auth/secret-box.ts';
import { createDatabase } from '../../apps/api/src/platform/db/database.ts';
import { runMigrations } from '../../apps/api/src/platform/db/migrate.ts';
import { cpuPerLead, cpuTicks, threadMs, threadTicks } from './cpu.mjs';
import { seedMarket } from './seed.mjs';

export const DESTINATIONS_EACH = 3;
const ROUNDS = Number(process.env.BENCH_DELIVERY_ROUNDS ?? 1);
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;

/** The receiver's process; `received()` asks it how many POSTs came. */
async function startReceiver() {
  const child = spawn(process.execPath, [resolve(import.meta.dirname, 'receiver.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await once(child.stdout, 'data');
  const port = Number(String(line).trim());
  return {
    port,
    pid: child.pid,
    received: async () => Number(await (await fetch(`http://127.0.0.1:${port}/count`)).text()),
    close: () => child.kill('SIGTERM'),
  };
}

async function addDestinations(db, secret, url) {
  const box = createSecretBox(secret);
  await db.execute(sql`
    insert into delivery_destinations (account_id, name, kind, format, url_sealed, url_origin, secret_sealed)
    select a.account_id, 'Bench CRM ' || n, 'webhook', 'vanbid', ${box.seal(URL_PURPOSE, url)}, ${new URL(url).origin},
      ${box.seal(SECRET_PURPOSE, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')}
    from (select distinct account_id from campaigns) a cross join generate_series(1, ${DESTINATIONS_EACH}) n`);
}

/**
 * Delivery latency and outcome once the worker has caught up (at most 60 s after the load): from
 * each delivery's row (written in the sale's transaction, just before its commit) to the start of
 * its first logged attempt (the send itself, not its claim).
 */
async function settle(db) {
  const started = performance.now();
  // Fresh statistics: planned on the empty tables of the run's start, the anti-join below became a
  // nested loop over every attempt for each delivery (minutes on a quiet machine's 100,000 rows).
  await db.execute(sql`analyze lead_deliveries, lead_delivery_attempts`);
  const firstAttempts = sql`(select delivery_id, min(started_at) as started_at
    from lead_delivery_attempts group by delivery_id)`;
  for (;;) {
    const waiting = await db.execute(sql`
      select count(*)::int as n from lead_deliveries d left join ${firstAttempts} a on a.delivery_id = d.id
      where a.delivery_id is null`);
    if (waiting.rows[0].n === 0 || performance.now() - started > 60_000) break;
    await new Promise((done) => setTimeout(done, 500));
  }
  await db.execute(sql`analyze lead_deliveries, lead_delivery_attempts`);
  const result = await db.execute(sql`
    with firsts as (
      select d.status, a.started_at - d.created_at as waited
      from lead_deliveries d left join ${firstAttempts} a on a.delivery_id = d.id)
    select count(*)::int as deliveries, count(*) filter (where status = 'delivered')::int as delivered,
      count(*) filter (where waited is null)::int as never_tried,
      percentile_cont(0.5) within group (order by extract(epoch from waited)) as p50,
      percentile_cont(0.95) within group (order by extract(epoch from waited)) as p95,
      max(extract(epoch from waited)) as max
    from firsts`);
  // Row versions: a HOT update adds no index entries (docs/architecture.md, "Lead delivery").
  const updates = await db.execute(sql`
    select n_tup_upd::int as updates, n_tup_hot_upd::int as hot from pg_stat_user_tables where relname = 'lead_deliveries'`);
  return { ...result.rows[0], ...updates.rows[0] };
}

/** One run of the load on a fresh market in database `name`, delivery on or off. */
async function runOnce(options, name, receiver) {
  const { embeddedUrl, dataDir, seconds, connections, jwtSecret, startApi, waitForServer } = options;
  await createDatabase(embeddedUrl, 1).execute(sql.raw(`create database ${name}`));
  const url = embeddedUrl.replace(/\/postgres$/, `/${name}`);
  const db = createDatabase(url, 4);
  let server;
  try {
    await runMigrations(db);
    await seedMarket(db);
    if (receiver) await addDestinations(db, jwtSecret, `http://127.0.0.1:${receiver.port}/leads`);
    const publisher = await createPublisher(db, { name: `Bench Traffic (${name})` });
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    server = startApi(url, port, { JOBS: 'on', DELIVERY_LOCAL_TARGETS: 'on' });
    await waitForServer(`http://127.0.0.1:${port}/api/settings/features`, [server]);
    const pids = [server.pid];
    const ticksNow = () => ({
      ...cpuTicks(pids, dataDir),
      receiver: receiver ? cpuTicks([receiver.pid], dataDir).api : 0,
      threads: threadTicks(server.pid),
    });
    const before = ticksNow();
    const receivedBefore = receiver ? await receiver.received() : 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      ...(RATE ? { overallRate: RATE } : {}),
      requests: [
        {
          method: 'POST',
          path: '/api/marketplace/leads',
          headers: { 'content-type': 'application/json', 'x-publisher-key': publisher.key },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify(randomLead(Math.random, zipcodes, randomUUID())),
          }),
        },
      ],
    });
    const leads = result.requests.total;
    const after = ticksNow();
    const cpu = cpuPerLead(before, after, leads);
    const receiverCpu = cpuPerLead(
      { api: before.receiver, postgres: 0 },
      { api: after.receiver, postgres: 0 },
      leads,
    ).api;
    const outcome = receiver ? await settle(db) : null;
    // Until every delivery was tried (or 60 s passed): the CPU the deliveries took, drain included.
    const settled = ticksNow();
    const tickMs = (ticks) => ticks * 10;
    return {
      leads,
      leadsPerSecond: leads / seconds,
      cpu: { ...cpu, receiver: receiverCpu },
      spentMs: {
        ...threadMs(server.pid, before.threads, settled.threads),
        postgres: tickMs(settled.postgres - before.postgres),
        receiver: tickMs(settled.receiver - before.receiver),
      },
      outcome,
      received: receiver ? (await receiver.received()) - receivedBefore : 0,
      load: loadavg()[0],
    };
  } finally {
    server?.kill('SIGTERM');
    if (server) await new Promise((done) => server.once('exit', done));
    await db.$client.end();
  }
}

const ms = (value) => `${Math.round(Number(value) * 1000)} ms`;
/**
 * Per delivery tried, the CPU each part spent beyond the same leads' cost with delivery off: the
 * API's main thread (the sale's inserts, the hand-off), its delivery thread (sending, signing,
 * logging), the other threads (GC, libuv), PostgreSQL and the receiver.
 */
function perDeliveryText(off, on) {
  const tried = on.outcome.deliveries - on.outcome.never_tried;
  const offPerLead = (key) => off.spentMs[key] / Math.max(1, off.leads);
  const extra = (key) => (on.spentMs[key] - offPerLead(key) * on.leads) / Math.max(1, tried);
  const parts = {
    'API main thread': extra('main'),
    'delivery thread': on.spentMs.busiest / Math.max(1, tried),
    'other API threads': extra('rest'),
    PostgreSQL: extra('postgres'),
    receiver: on.spentMs.receiver / Math.max(1, tried),
  };
  const total = Object.values(parts).reduce((sum, value) => sum + value, 0);
  const each = Object.entries(parts).map(([name, value]) => `${name} ${(value * 1000).toFixed(0)}`);
  const perLead = (total * tried) / Math.max(1, on.leads);
  return [
    `  CPU per delivery tried (${tried}; on − off per lead, load and drain), µs: ${each.join(', ')}; total ${(total * 1000).toFixed(0)} µs`,
    `  that is ${(tried / Math.max(1, on.leads)).toFixed(1)} deliveries and ${perLead.toFixed(2)} ms CPU per lead on top of ${((off.spentMs.main + off.spentMs.busiest + off.spentMs.rest + off.spentMs.postgres) / Math.max(1, off.leads)).toFixed(2)} ms with delivery off`,
  ].join('\n');
}

const cpuText = ({ api, postgres, receiver }) =>
  `CPU per lead: API ${api.toFixed(2)} ms, PostgreSQL ${postgres.toFixed(2)} ms${receiver ? `, receiver ${receiver.toFixed(2)} ms` : ''}`;

export async function benchDeliveries(options) {
  const { seconds, connections } = options;
  const receiver = await startReceiver();
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const off = await runOnce(options, `bench_deliveries_off_${round}`, null);
      const on = await runOnce(options, `bench_deliveries_on_${round}`, receiver);
      const { outcome } = on;
      const ratio = on.leadsPerSecond / off.leadsPerSecond;
      const p95 = Number(outcome.p95);
      const verdict = (isMet) => (isMet ? 'PASS' : 'FAIL');
      console.info(
        [
          `lead delivery, round ${round} of ${ROUNDS}: ${connections} connections, ${seconds} s a run, ${DESTINATIONS_EACH} Vanbid webhooks per advertiser to a receiver in its own process; figures from a shared machine are not final`,
          `  rate, deliveries off (jobs on, no destination): ${off.leadsPerSecond.toFixed(0)} leads/s (load average ${off.load.toFixed(1)}); ${cpuText(off.cpu)}`,
          `  rate, deliveries on: ${on.leadsPerSecond.toFixed(0)} leads/s (load average ${on.load.toFixed(1)}); ${cpuText(on.cpu)}`,
          `  ratio on / off: ${(100 * ratio).toFixed(0)} %${RATE ? ` (both paced at BENCH_RATE=${RATE} leads/s)` : ''}`,
          `  sale commit → first attempt: p50 ${ms(outcome.p50)}, p95 ${ms(outcome.p95)}, max ${ms(outcome.max)}`,
          `  deliveries made ${outcome.deliveries}, delivered ${outcome.delivered}, not tried within 60 s after the load ${outcome.never_tried}; POSTs received ${on.received}; lead_deliveries row updates ${outcome.updates}, HOT ${outcome.hot}`,
          perDeliveryText(off, on),
          `  ${verdict(ratio >= 0.9)} leads/s with deliveries on ≥ 90 % of off (${(100 * ratio).toFixed(0)} %)`,
          `  ${verdict(p95 <= 2 && outcome.never_tried === 0)} sale commit → first attempt p95 ≤ 2 s (${ms(outcome.p95)}${outcome.never_tried ? `, ${outcome.never_tried} never tried` : ''})`,
        ].join('\n'),
      );
    }
  } finally {
    receiver.close();
  }
}
