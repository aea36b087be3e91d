// `npm run bench marketplace`: 200 advertisers × 10 lead campaigns on a throwaway embedded
// PostgreSQL; the API (its own process, as `npm start` runs it; BENCH_API_PROCESSES) takes leads over HTTP from
// autocannon for BENCH_SECONDS (60) at the highest rate it holds; then the same work as raw SQL in
// the same run; then the checks: 0 lost, 0 double (5 % of leads retried), 0 negative, ledger
// consistent. The exit code says whether the checks passed.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import { createPublisher } from '../../apps/api/src/features/marketplace/publishers.ts';
import { randomLead } from '../../apps/api/src/features/marketplace/traffic.ts';
import { createDatabase } from '../../apps/api/src/platform/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/api/src/platform/db/embedded/embedded-postgres.ts';
import { runMigrations } from '../../apps/api/src/platform/db/migrate.ts';
import { checkInvariants } from './checks.mjs';
import { cpuPerLead, cpuTicks } from './cpu.mjs';
import { rawSqlLeadsPerSecond } from './raw-sql.mjs';
import { seedMarket } from './seed.mjs';

const root = resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
// Leads in flight at once: the API settles the leads that wait together, so more in flight is
// more per transaction and less CPU per lead. On 2 CPUs, 30 s runs: 100 connections held ~650
// leads/s (p50 150 ms, p99 250 ms), 200 ~870 (220, 430), 400 ~970 (390, 1,380 ms), where batches
// reach MARKETPLACE_LEAD_BATCH (200).
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 400);
const RETRY_SHARE = 0.05;
// API processes, each with its share of the connections (ARCHITECTURE.md: N processes behind a
// load balancer). One by default: on 2 CPUs, two processes held less (448 against ~650 leads/s),
// their batches half the size and four at once waiting on the same campaigns' locks.
const PROCESSES = Number(process.env.BENCH_API_PROCESSES ?? 1);

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
  const cpuBefore = cpuTicks(servers.map((server) => server.pid));
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
  const cpu = cpuPerLead(cpuBefore, cpuTicks(servers.map((server) => server.pid)), leads);
  const leadsPerSecond = leads / SECONDS;
  const byStatus = {};
  for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const percentile = (share) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0);
  console.info(
    `API over HTTP, ${PROCESSES} process${PROCESSES > 1 ? 'es' : ''}, ${CONNECTIONS} connections, ${SECONDS} s: ${leads} leads (${retries} retries), ${leadsPerSecond.toFixed(0)} leads/s; decision latency p50 ${percentile(0.5)} ms, p99 ${percentile(0.99)} ms; answers ${JSON.stringify(byStatus)}; errors ${total((result) => result.errors)}, timeouts ${total((result) => result.timeouts)}; CPU per lead: API ${cpu.api} ms, PostgreSQL ${cpu.postgres} ms`,
  );
  // Requests still in flight when the load stopped finish before the servers stop.
  await new Promise((done) => setTimeout(done, 3000));
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((server) => new Promise((done) => server.once('exit', done))));
  servers.length = 0;

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
      seconds: Math.min(SECONDS, 20),
      connections: CONNECTIONS,
      publisherId: rawPublisher.id,
    });
  } finally {
    await rawDb.$client.end();
  }
  console.info(
    `raw SQL of the same sale on a fresh copy of the market, one transaction per lead as a plain implementation would (candidates, offer, 3 debits with ledger lines, records, decisions), ${Math.min(CONNECTIONS, 10)} connections: ${raw.toFixed(0)} leads/s; the API holds ${(leadsPerSecond / raw).toFixed(2)}× of it (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} CPUs)`,
  );
  const problems = await checkInvariants(db, { answers, sent, publisherId: publisher.id });
  for (const line of problems.report) console.info(line);
  failed = problems.failed;
} finally {
  for (const server of servers) server.kill('SIGKILL');
  await db.$client.end();
  await embedded.stop();
}
process.exit(failed ? 1 : 0);

/** One API process, as `npm start` runs it in production. */
function startApi(profile, databaseUrl, port) {
  return spawn(process.execPath, [...profile, '--import', 'tsx', resolve(root, 'apps/api/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JOBS: 'off',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      REALTIME_ADAPTER: 'memory',
      SIMULATOR: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForServer(url) {
  const started = performance.now();
  for (;;) {
    if (servers.some((server) => server.exitCode !== null)) throw new Error('the API exited');
    if (performance.now() - started > 120_000) throw new Error('the API did not start within 120 s');
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((done) => setTimeout(done, 250));
  }
}
