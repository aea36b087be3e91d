// `npm run bench marketplace`: 200 advertisers × 10 lead campaigns on a throwaway embedded
// PostgreSQL; the API (its own process, as `npm start` runs it; BENCH_API_PROCESSES) takes leads over HTTP from
// autocannon for BENCH_SECONDS (60) at the highest rate it holds; then calls through the same API
// (BENCH_CALL_SECONDS, at most 10; BENCH_CALL_CONCURRENCY calls at once); then the same load with
// lead delivery off and on, back to back on fresh markets (deliveries.mjs); then the same lead sale as
// plain SQL on a fresh copy of the market at 1, 2, 4 and 10 connections; then the checks: 0 lost,
// 0 double (5 % of leads retried), 0 negative, ledger consistent, calls as answered. Beside each
// figure, the ceiling the machine's CPUs put on it at the CPU it measured per lead or call. The exit
// code says whether the checks passed.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import { randomLead } from '../../apps/api/src/features/demo-traffic/traffic.ts';
import { createPublisher } from '../../apps/api/src/features/marketplace/publishers.ts';
import { createDatabase } from '../../apps/api/src/platform/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/api/src/platform/db/embedded/embedded-postgres.ts';
import { runMigrations } from '../../apps/api/src/platform/db/migrate.ts';
import { JWT_SECRET, startApi, waitForServer as waitForServerOf } from './api-process.mjs';
import { describeCalls, driveCalls, seedCallCampaigns } from './calls.mjs';
import { checkInvariants } from './checks.mjs';
import { ceilingText, cpuLimit, cpuPerLead, cpuTicks } from './cpu.mjs';
import { benchDeliveries } from './deliveries.mjs';
import { rawSqlLeadsPerSecond } from './raw-sql.mjs';
import { seedMarket } from './seed.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
// Leads in flight at once: the API settles the leads that wait together, so more in flight is
// more per transaction and less CPU per lead. On 2 CPUs, 30 s runs: 100 connections held ~650
// leads/s (p50 150 ms, p99 250 ms), 200 ~870 (220, 430), 400 ~970 (390, 1,380 ms), where batches
// reach MARKETPLACE_LEAD_BATCH (200).
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 400);
const RETRY_SHARE = 0.05;
// API processes, each with its share of the connections (docs/architecture.md, "Beyond one machine":
// N processes behind a load balancer). One by default: on 2 CPUs, two processes held less (448 against ~650 leads/s),
// their batches half the size and four at once waiting on the same campaigns' locks.
const PROCESSES = Number(process.env.BENCH_API_PROCESSES ?? 1);
const CALL_SECONDS = Number(process.env.BENCH_CALL_SECONDS ?? Math.min(SECONDS, 10));
const CALL_CONCURRENCY = Number(process.env.BENCH_CALL_CONCURRENCY ?? 20);
// The raw SQL at each of these connection counts (the pool below holds the largest), each for this long.
const RAW_CONNECTION_COUNTS = [1, 2, 4, 10];
const RAW_SECONDS = Math.min(SECONDS, 10);

const embedded = await startEmbeddedPostgres();
const db = createDatabase(embedded.url, 10);
const servers = [];
let failed = false;
try {
  await runMigrations(db);
  const started = performance.now();
  const { accounts, campaigns } = await seedMarket(db);
  const publisher = await createPublisher(db, { name: 'Bench Traffic' });
  console.info(
    `seeded ${accounts} advertisers × ${campaigns / accounts} campaigns in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // BENCH_API_PROFILE=DIR writes the API's CPU profile there (open it in Chrome's DevTools);
  // BENCH_STATEMENT_TIMES=1 prints each statement kind's time in the API when it stops.
  const profile = [
    ...(process.env.BENCH_API_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_PROFILE}`]
      : []),
    ...(process.env.BENCH_STATEMENT_TIMES
      ? ['--import', resolve(import.meta.dirname, 'statement-times.mjs')]
      : []),
  ];
  const ports = [];
  for (let index = 0; index < PROCESSES; index++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    ports.push(port);
    servers.push(startApi(profile, embedded.url, port));
  }
  for (const port of ports) await waitForServer(`http://127.0.0.1:${port}/api/settings/features`);

  const sent = new Map();
  const answers = [];
  const recent = [];
  let retries = 0;
  const apiPids = servers.map((server) => server.pid);
  const cpuBefore = cpuTicks(apiPids, embedded.dataDir);
  // Each process takes its share of the connections, as behind a load balancer.
  const results = await Promise.all(
    ports.map((port, index) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: Math.floor(CONNECTIONS / PROCESSES) + (index < CONNECTIONS % PROCESSES ? 1 : 0),
        duration: SECONDS,
        requests: [
          {
            method: 'POST',
            path: '/api/marketplace/leads',
            headers: { 'content-type': 'application/json', 'x-publisher-key': publisher.key },
            setupRequest(request, context) {
              let body;
              if (recent.length > 0 && Math.random() < RETRY_SHARE) {
                body = recent[Math.floor(Math.random() * recent.length)];
                retries += 1;
              } else {
                body = JSON.stringify(randomLead(Math.random, zipcodes, randomUUID()));
                recent.push(body);
                if (recent.length > 500) recent.shift();
              }
              context.externalId = JSON.parse(body).external_id;
              context.sentAt = performance.now();
              sent.set(context.externalId, (sent.get(context.externalId) ?? 0) + 1);
              return { ...request, body };
            },
            onResponse(status, body, context) {
              answers.push({
                externalId: context.externalId,
                status,
                ms: performance.now() - context.sentAt,
                data: status === 200 ? JSON.parse(body).Data : JSON.parse(body).Error,
              });
            },
          },
        ],
      }),
    ),
  );
  const total = (read) => results.reduce((sum, result) => sum + read(result), 0);
  const leads = total((result) => result.requests.total);
  const cpu = cpuPerLead(cpuBefore, cpuTicks(apiPids, embedded.dataDir), leads);
  const leadsPerSecond = leads / SECONDS;
  const byStatus = {};
  for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const percentile = (share) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0);
  console.info(
    `API over HTTP, ${PROCESSES} process${PROCESSES > 1 ? 'es' : ''}, ${CONNECTIONS} connections, ${SECONDS} s: ${leads} leads (${retries} retries), ${leadsPerSecond.toFixed(0)} leads/s; decision latency p50 ${percentile(0.5)} ms, p99 ${percentile(0.99)} ms; answers ${JSON.stringify(byStatus)}; errors ${total((result) => result.errors)}, timeouts ${total((result) => result.timeouts)}; CPU per lead: API ${cpu.api.toFixed(2)} ms, PostgreSQL ${cpu.postgres.toFixed(2)} ms; ${ceilingText(cpu.api + cpu.postgres)}`,
  );
  // Requests still in flight when the load stopped finish before the calls start.
  await new Promise((done) => setTimeout(done, 3000));

  const callRun =
    CALL_SECONDS > 0
      ? await runCalls(ports, apiPids, { db, dataDir: embedded.dataDir, publisherKey: publisher.key })
      : { calls: [] };
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((server) => new Promise((done) => server.once('exit', done))));
  servers.length = 0;

  // The same load with lead delivery off and on (deliveries.mjs); BENCH_DELIVERIES=off skips it.
  if (process.env.BENCH_DELIVERIES !== 'off')
    await benchDeliveries({
      embeddedUrl: embedded.url,
      seconds: SECONDS,
      connections: CONNECTIONS,
      dataDir: embedded.dataDir,
      jwtSecret: JWT_SECRET,
      startApi: (url, port, env) => {
        const server = startApi(profile, url, port, env);
        servers.push(server);
        return server;
      },
      waitForServer,
    });

  // On a fresh copy of the market in its own database: after the API's minute, the limits are
  // spent and most of the raw leads would find no buyer, a cheaper sale than the API made.
  await db.execute(sql.raw('create database bench_raw'));
  const rawDb = createDatabase(embedded.url.replace(/\/postgres$/, '/bench_raw'), 10);
  let raw;
  try {
    await runMigrations(rawDb);
    await seedMarket(rawDb);
    const rawPublisher = await createPublisher(rawDb, { name: 'Raw Traffic' });
    raw = await rawSqlLeadsPerSecond(rawDb, {
      seconds: RAW_SECONDS,
      connectionCounts: RAW_CONNECTION_COUNTS,
      publisherId: rawPublisher.id,
      dataDir: embedded.dataDir,
    });
  } finally {
    await rawDb.$client.end();
  }
  for (const run of raw.runs)
    console.info(
      `raw SQL, ${run.connections} connection${run.connections > 1 ? 's' : ''}, ${RAW_SECONDS} s: ${run.perSecond.toFixed(0)} committed leads/s (${run.sold} of ${run.committed} sold, ${run.retries} deadlocks retried); CPU per lead: client ${run.cpu.client.toFixed(2)} ms, PostgreSQL ${run.cpu.postgres.toFixed(2)} ms; ${ceilingText(run.cpu.client + run.cpu.postgres)}`,
    );
  console.info(
    `raw SQL of the same sale on a fresh copy of the market (one transaction per lead: candidates, offer, locks in id order, up to 3 debits with ledger lines, records, decisions; deadlocks retried, only commits counted), best at ${raw.best.connections} connection${raw.best.connections > 1 ? 's' : ''}: ${raw.best.perSecond.toFixed(0)} leads/s; the API holds ${(leadsPerSecond / raw.best.perSecond).toFixed(2)}× of it (load average ${loadavg()[0].toFixed(1)} on ${cpuLimit()} CPUs)`,
  );
  const problems = await checkInvariants(db, {
    answers,
    sent,
    publisherId: publisher.id,
    calls: callRun.calls,
    callFailures: callRun.failures ?? [],
  });
  for (const line of problems.report) console.info(line);
  failed = problems.failed;
} finally {
  for (const server of servers) server.kill('SIGKILL');
  await db.$client.end();
  await embedded.stop();
}
process.exit(failed ? 1 : 0);

/** Calls through the running API processes, on call campaigns seeded now; what each call's answers said. */
async function runCalls(ports, pids, database) {
  const { publisherKey } = database;
  const callCampaigns = await seedCallCampaigns(database.db);
  console.info(`seeded ${callCampaigns} call campaigns (local and long distance per advertiser, any area)`);
  const callsBefore = cpuTicks(pids, database.dataDir);
  const run = await driveCalls({
    baseUrls: ports.map((port) => `http://127.0.0.1:${port}`),
    publisherKey,
    seconds: CALL_SECONDS,
    concurrency: CALL_CONCURRENCY,
  });
  const endedCalls = run.calls.filter((call) => call.ended?.status === 200).length;
  const callCpu = cpuPerLead(callsBefore, cpuTicks(pids, database.dataDir), endedCalls);
  console.info(
    describeCalls(run, {
      concurrency: CALL_CONCURRENCY,
      cpuText: `CPU per call (3 requests): API ${callCpu.api.toFixed(2)} ms, PostgreSQL ${callCpu.postgres.toFixed(2)} ms; ${ceilingText(callCpu.api + callCpu.postgres, 'calls')}`,
    }),
  );
  return run;
}

function waitForServer(url, processes = servers) {
  return waitForServerOf(url, processes);
}
