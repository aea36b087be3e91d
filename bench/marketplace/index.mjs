// `npm run bench marketplace`: 200 advertisers × 10 lead campaigns on a throwaway embedded
// PostgreSQL; the API (its own process, as `npm start` runs it) takes leads over HTTP from
// autocannon for BENCH_SECONDS (60) at the highest rate it holds; then the same work as raw SQL in
// the same run; then the checks: 0 lost, 0 double (5 % of leads retried), 0 negative, ledger
// consistent. The exit code says whether the checks passed.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import zipcodes from 'zipcodes';
import { createPublisher } from '../../apps/api/src/features/marketplace/publishers.ts';
import { randomLead } from '../../apps/api/src/features/marketplace/traffic.ts';
import { createDatabase } from '../../apps/api/src/platform/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/api/src/platform/db/embedded/embedded-postgres.ts';
import { runMigrations } from '../../apps/api/src/platform/db/migrate.ts';
import { checkInvariants } from './checks.mjs';
import { rawSqlLeadsPerSecond } from './raw-sql.mjs';
import { seedMarket } from './seed.mjs';

const root = resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
// Leads in flight at once: the API settles the leads that wait together, so more in flight is
// more per transaction (20 connections held ~195 leads/s, 200 ~320, at p50 100 ms and 570 ms).
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const RETRY_SHARE = 0.05;

const embedded = await startEmbeddedPostgres();
const db = createDatabase(embedded.url, 10);
let server;
let failed = false;
try {
  await runMigrations(db);
  const started = performance.now();
  const { accounts, campaigns } = await seedMarket(db);
  const publisher = await createPublisher(db, { name: 'Bench Traffic' });
  console.info(
    `seeded ${accounts} advertisers × ${campaigns / accounts} campaigns in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const port = 20_000 + Math.floor(Math.random() * 20_000);
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
  server = spawn(process.execPath, [...profile, '--import', 'tsx', resolve(root, 'apps/api/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: embedded.url,
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
  await waitForServer(`http://127.0.0.1:${port}/api/settings/features`);

  const sent = new Map();
  const answers = [];
  const recent = [];
  let retries = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
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
          sent.set(context.externalId, (sent.get(context.externalId) ?? 0) + 1);
          return { ...request, body };
        },
        onResponse(status, body, context) {
          answers.push({
            externalId: context.externalId,
            status,
            data: status === 200 ? JSON.parse(body).Data : JSON.parse(body).Error,
          });
        },
      },
    ],
  });
  const leadsPerSecond = result.requests.total / SECONDS;
  const byStatus = {};
  for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
  console.info(
    `API over HTTP, ${CONNECTIONS} connections, ${SECONDS} s: ${result.requests.total} leads (${retries} retries), ${leadsPerSecond.toFixed(0)} leads/s; decision latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; answers ${JSON.stringify(byStatus)}; errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  // Requests still in flight when the load stopped finish before the server stops.
  await new Promise((done) => setTimeout(done, 3000));
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  server = undefined;

  const raw = await rawSqlLeadsPerSecond(db, {
    seconds: Math.min(SECONDS, 20),
    connections: CONNECTIONS,
    publisherId: publisher.id,
  });
  console.info(
    `raw SQL of the same sale, one transaction per lead as a plain implementation would (candidates, offer, 3 debits with ledger lines, records, decisions), ${Math.min(CONNECTIONS, 10)} connections: ${raw.toFixed(0)} leads/s; the API holds ${(leadsPerSecond / raw).toFixed(2)}× of it (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} CPUs)`,
  );
  const problems = await checkInvariants(db, { answers, sent, publisherId: publisher.id });
  for (const line of problems.report) console.info(line);
  failed = problems.failed;
} finally {
  server?.kill('SIGKILL');
  await db.$client.end();
  await embedded.stop();
}
process.exit(failed ? 1 : 0);

async function waitForServer(url) {
  const started = performance.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error('the API exited');
    if (performance.now() - started > 120_000) throw new Error('the API did not start within 120 s');
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((done) => setTimeout(done, 250));
  }
}
