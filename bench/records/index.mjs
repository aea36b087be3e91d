// `npm run bench records`: the call log on millions of records (issue 5, "Speed").
//
// Generates RECORDS call records (default 10,000,000: one heavy account with HEAVY_RECORDS,
// default 1,000,000, and ACCOUNTS other accounts, default 500) into a real PostgreSQL, starts the
// API on it, and prints for page 1, a deep page 10,000 rows in (cursor, and offset for reference)
// and the totals, over 30 and 365 days: the API's median, p95 and requests/s under autocannon
// (10 connections) beside the same SQL through pgbench, and both at 1 connection. The API's totals
// read the hourly roll-up (call_record_hours); the "totals" row compares the API with the raw
// count/sum over call_records.
//
// Environment: RECORDS, HEAVY_RECORDS, ACCOUNTS, BENCH_SECONDS (per measurement, default 10, taken
// in 2-second slices that alternate with the other cases'),
// BENCH_EXPLAIN=1 (print EXPLAIN ANALYZE of each statement), BENCH_DATABASE_URL (use that server
// and keep the data between runs; by default a throwaway cluster is started with
// scripts/pg-cluster.sh and deleted afterwards).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { createDatabase } from '../../apps/api/src/platform/db/database.ts';
import { runMigrations } from '../../apps/api/src/platform/db/migrate.ts';
import { generateDataSet, HEAVY_EMAIL, HEAVY_PASSWORD } from './generate.mjs';
import { findPgbench, httpLatencies, pgbenchLatencies, summarize } from './measure.mjs';
import { printReport } from './report.mjs';
import { recordsFilter, requestSql } from './sql.mjs';

const root = resolve(import.meta.dirname, '../..');
const RECORDS = Number(process.env.RECORDS ?? 10_000_000);
const HEAVY_RECORDS = Number(process.env.HEAVY_RECORDS ?? Math.min(1_000_000, Math.round(RECORDS / 10)));
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Each measurement is taken in 2-second slices (pgbench counts whole seconds). */
const SLICE_SECONDS = 2;
const ROUNDS = Math.max(1, Math.round(SECONDS / SLICE_SECONDS));
const TIME_ZONE = 'America/New_York';
const PAGE_SIZE = 50;
const DEEP_ROWS = 10_000;

if (!process.env.BENCH_DATABASE_URL && !process.env.BENCH_RECORDS_IN_CLUSTER) {
  const args = [
    'scripts/pg-cluster.sh',
    '--db',
    'vanbid_bench',
    '--',
    process.execPath,
    '--import',
    'tsx',
    import.meta.filename,
  ];
  const run = spawnSync('bash', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_RECORDS_IN_CLUSTER: '1' },
  });
  process.exit(run.status ?? 1);
}
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const log = (message) => console.info(message);

async function startApi(port) {
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api`;
  for (const started = Date.now(); Date.now() - started < 60_000; ) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} (see above)`);
    const answer = await fetch(`${base}/statistic/getRecords?type=calls`).catch(() => null);
    if (answer?.status === 401) return { child, base };
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill();
  throw new Error('the API did not start within 60 s');
}

const freePort = () => 20_000 + Math.floor(Math.random() * 20_000);
const dayText = (date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(date);

/** Requests (URL query) and their SQL for one window of days. */
async function windowCases(api, headers, accountId, campaignIds, days) {
  const today = new Date();
  const filter = recordsFilter({
    from: dayText(new Date(today.getTime() - days * 86_400_000)),
    to: dayText(today),
    campaignIds,
  });
  const common = { type: 'calls', size: String(PAGE_SIZE), filter, timezone: TIME_ZONE };
  const url = (extra) => `${api}/statistic/getRecords?${new URLSearchParams({ ...common, ...extra })}`;
  const first = await (await fetch(url({}), { headers })).json();
  const matching = first.Data.total_items;
  // 10,000 rows in; less when a small data set (RECORDS) has fewer matching rows.
  const deepPages =
    Math.min(DEEP_ROWS, Math.floor((matching - PAGE_SIZE) / PAGE_SIZE) * PAGE_SIZE) / PAGE_SIZE;
  const before = await (await fetch(url({ page: String(deepPages) }), { headers })).json();
  const cursor = before.Data.next_cursor;
  const deepRows = (deepPages * PAGE_SIZE).toLocaleString('en-US');
  const sqlOf = (options) =>
    requestSql({ accountId, filter, timezone: TIME_ZONE, size: PAGE_SIZE, ...options });
  return {
    matching,
    cases: [
      { name: 'page 1', url: url({}), sql: sqlOf({}) },
      { name: `deep page, cursor (${deepRows} rows in)`, url: url({ cursor }), sql: sqlOf({ cursor }) },
      {
        name: `deep page, offset (page ${deepPages + 1})`,
        url: url({ page: String(deepPages + 1) }),
        sql: sqlOf({ page: deepPages + 1 }),
      },
    ],
  };
}

async function explain(db, label, statement) {
  const { rows } = await db.$client.query(`explain (analyze, buffers) ${statement}`);
  log(`\n-- ${label}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
}

/**
 * Every case is measured in ROUNDS short slices, the cases taking turns, so that load from
 * elsewhere on the machine falls on all of them alike.
 */
async function measureCases(context, cases) {
  const { headers, pgbench } = context;
  const seconds = SLICE_SECONDS;
  const runs = cases.map(() => ({ api10: [], sql10: [], api1: [], sql1: [] }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, item] of cases.entries()) {
      const run = runs[index];
      for (const connections of [10, 1]) {
        if (item.url)
          run[`api${connections}`].push(
            ...(await httpLatencies({ url: item.url, headers, connections, seconds })),
          );
        run[`sql${connections}`].push(
          ...pgbenchLatencies({ pgbench, databaseUrl, script: item.script, connections, seconds }),
        );
      }
    }
  }
  return runs.map((run) =>
    Object.fromEntries(
      Object.entries(run).map(([key, latencies]) => [key, summarize(latencies, ROUNDS * SLICE_SECONDS)]),
    ),
  );
}

async function measureWindow(context, days) {
  const { api, headers, db, accountId, campaignIds } = context;
  const { matching, cases } = await windowCases(api, headers, accountId, campaignIds, days);
  for (const item of cases) {
    for (let warm = 0; warm < 20; warm += 1) await fetch(item.url, { headers });
    if (process.env.BENCH_EXPLAIN === '1') await explain(db, `${days} d ${item.name}: page`, item.sql.page);
  }
  const { totals, rawTotals } = cases[0].sql;
  if (process.env.BENCH_EXPLAIN === '1') {
    await explain(db, `${days} d totals as the API runs them (hourly roll-up)`, totals);
    await explain(db, `${days} d totals straight over call_records (raw)`, rawTotals);
  }
  const measured = await measureCases(context, [
    ...cases.map((item) => ({ url: item.url, script: item.sql.page + item.sql.totals })),
    { url: null, script: rawTotals },
  ]);
  const rows = cases.map((item, index) => ({ days, name: item.name, ...measured[index] }));
  const page1 = measured[0];
  const raw = measured.at(-1);
  rows.push({
    days,
    name: 'totals: API page 1 | raw totals SQL',
    api10: page1.api10,
    api1: page1.api1,
    sql10: raw.sql10,
    sql1: raw.sql1,
  });
  return { days, matching, rows };
}

async function main() {
  const db = createDatabase(databaseUrl, 4);
  let api;
  try {
    await runMigrations(db);
    const started = performance.now();
    log(
      `Generating ${RECORDS.toLocaleString('en-US')} call records (heavy account ${HEAVY_RECORDS.toLocaleString('en-US')}, ${ACCOUNTS} other accounts)…`,
    );
    const accountId = await generateDataSet(db, {
      records: RECORDS,
      heavyRecords: HEAVY_RECORDS,
      accounts: ACCOUNTS,
      log,
    });
    const { rows: campaigns } = await db.$client.query(
      `select id from campaigns where account_id = $1 and type = 'Moving calls' order by id`,
      [accountId],
    );
    const campaignIds = campaigns.map((row) => Number(row.id));
    api = await startApi(freePort());
    const login = await fetch(`${api.base}/users/proappLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: HEAVY_EMAIL, password: HEAVY_PASSWORD }),
    });
    const headers = { authorization: `Bearer ${(await login.json()).Data.token}`, 'accept-encoding': 'gzip' };
    const context = { api: api.base, headers, pgbench: findPgbench(), db, accountId, campaignIds };
    const windows = [await measureWindow(context, 30), await measureWindow(context, 365)];
    const {
      rows: [server],
    } = await db.$client.query(
      `select version() as version, pg_size_pretty(pg_total_relation_size('call_records')) as size`,
    );
    printReport({
      windows,
      records: RECORDS,
      heavy: HEAVY_RECORDS,
      accounts: ACCOUNTS,
      seconds: SECONDS,
      server: server.version.split(' on ')[0],
      size: server.size,
      cpus: cpus().length,
      elapsed: (performance.now() - started) / 1000,
    });
  } finally {
    api?.child.kill('SIGTERM');
    await db.$client.end();
  }
}

await main();
