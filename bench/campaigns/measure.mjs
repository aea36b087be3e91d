// One measurement of bench/campaigns (see index.mjs): GET /campaigns for an account with 200
// campaigns (two weeks of calls and leads behind them, among other accounts' records), server time
// against the raw SQL of the same list query, in the same run.
// Runs on the server of DATABASE_URL, or on a throwaway embedded PostgreSQL without it. Server time is Fastify's
// `reply.elapsedTime` (auth guard, the 2 queries, mapping, serialization). With BENCH_BUDGET=1
// the exit code says whether the p50 is within the budget.
import { availableParallelism, loadavg } from 'node:os';
import { currentScheduleCell, EASTERN_TIME_ZONE } from '@vanbid/domain';
import { buildApp } from '../../apps/api/src/app.ts';
import { campaignListQuery } from '../../apps/api/src/features/campaigns/campaigns.queries.ts';
import { easternDay } from '../../apps/api/src/features/campaigns/campaigns.service.ts';
import { listAvailableOffers } from '../../apps/api/src/features/campaigns/offers.queries.ts';
import { loadConfig } from '../../apps/api/src/platform/config.ts';
import { createDatabase } from '../../apps/api/src/platform/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/api/src/platform/db/embedded/embedded-postgres.ts';
import { runMigrations } from '../../apps/api/src/platform/db/migrate.ts';
import { bindValues } from '../../apps/api/src/platform/db/reusable-query.ts';
import {
  createAccount,
  createCampaign,
  createCampaignOffer,
  createMinHourlyBids,
  createUser,
  generateCallRecords,
  generateLeadRecords,
} from '../../apps/api/src/seed/factories.ts';

const CAMPAIGNS = 200;
const DAYS = 14;
const PER_DAY = 12;
/** Other accounts with call and lead records, so that the tables look like a shared database. */
const OTHER_ACCOUNTS = 9;
const OTHER_CAMPAIGNS = 40;
const RUNS = 300;
const WARM_UP = 30;
const BUDGET_MS = 10;

const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres();
const url = process.env.DATABASE_URL ?? embedded.url;
const db = createDatabase(url, 4);

async function seedCampaigns(accountId, count) {
  const groups = ['calls', 'leads', 'branded'];
  for (let index = 0; index < count; index++) {
    const group = groups[index % 3];
    const nickname = `Campaign ${index}`;
    const campaign = await createCampaign(db, {
      accountId,
      group,
      nickname,
      leadType: index % 2 ? 'Local' : 'Long Distance',
      lastBuyAt: index % 10 === 0 ? null : new Date(Date.now() - index * 3_600_000),
    });
    const records = {
      accountId,
      campaignId: campaign.id,
      campaignName: nickname,
      days: DAYS,
      perDay: PER_DAY,
    };
    if (group === 'leads') await generateLeadRecords(db, records);
    else await generateCallRecords(db, { ...records, isBranded: group === 'branded' });
  }
}

async function seed() {
  await runMigrations(db);
  for (let other = 0; other < OTHER_ACCOUNTS; other++) {
    const account = await createAccount(db, { name: `Other Movers ${other} ${Date.now()}` });
    await seedCampaigns(account.id, OTHER_CAMPAIGNS);
  }
  const account = await createAccount(db, { name: `Bench Movers ${Date.now()}` });
  const email = `bench-${Date.now()}@bench.vanbid`;
  await createUser(db, { email, password: 'bench-password-1', username: 'Bench', homeAccountId: account.id });
  for (const campaignTypeId of [1, 2, 3]) {
    await createMinHourlyBids(db, {
      campaignTypeId,
      distance: 'local',
      baseCents: 1500 + 500 * campaignTypeId,
    });
    await createMinHourlyBids(db, {
      campaignTypeId,
      distance: 'long',
      baseCents: 2500 + 500 * campaignTypeId,
    });
  }
  for (let index = 0; index < 40; index++) {
    await createCampaignOffer(db, {
      parent: 'HE',
      type: 'HE Moving leads',
      leadType: index % 2 ? 'Local' : 'Long Distance',
      company: 'HE',
      campaignTypeId: 2,
      region: `Region ${index}`,
    });
  }
  await seedCampaigns(account.id, CAMPAIGNS);
  await db.$client.query('analyze');
  return { account, email };
}

function summary(label, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  console.info(
    `${label.padEnd(44)} p50 ${at(0.5).toFixed(2)} ms   p95 ${at(0.95).toFixed(2)} ms   mean ${mean.toFixed(2)} ms`,
  );
  return at(0.5);
}

async function timed(run) {
  const samples = [];
  for (let index = 0; index < WARM_UP + RUNS; index++) {
    const started = performance.now();
    await run();
    if (index >= WARM_UP) samples.push(performance.now() - started);
  }
  return samples;
}

const started = performance.now();
const { account, email } = await seed();
console.info(
  `${embedded ? 'embedded PostgreSQL' : 'PostgreSQL'}: the account has ${CAMPAIGNS} campaigns and ${CAMPAIGNS * DAYS * PER_DAY} call and lead records (${OTHER_ACCOUNTS} other accounts ${OTHER_ACCOUNTS * OTHER_CAMPAIGNS * DAYS * PER_DAY} more); seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'off' });
const app = await buildApp({
  config,
  db,
  jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
  serveSpa: false,
});
const serverTimes = [];
app.addHook('onResponse', async (request, reply) => {
  if (request.routeOptions.url === '/api/campaigns') serverTimes.push(reply.elapsedTime);
});
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/users/proappLogin',
  payload: { login: email, password: 'bench-password-1' },
});
const headers = { authorization: `Bearer ${login.json().Data.token}` };
const check = await app.inject({ method: 'GET', url: '/api/campaigns?timezone=America/Chicago', headers });
const data = check.json().Data;
if (check.statusCode !== 200 || data.campaigns.length !== CAMPAIGNS)
  throw new Error(`unexpected answer ${check.statusCode}`);
console.info(
  `GET /campaigns answers ${data.campaigns.length} campaigns, ${data.available_campaigns.length} available, ${(check.body.length / 1024).toFixed(0)} KB`,
);

const cell = currentScheduleCell(EASTERN_TIME_ZONE);
const input = {
  accountId: account.id,
  timeZone: 'America/Chicago',
  easternDay: easternDay(new Date()),
  cell,
};
const list = campaignListQuery(input);
const listQuery = { sql: list.query.text, params: bindValues(list.query, list.values) };
await timed(() => app.inject({ method: 'GET', url: '/api/campaigns?timezone=America/Chicago', headers }));
const server = summary('GET /campaigns, server time (elapsedTime)', serverTimes.slice(WARM_UP));
const raw = summary(
  'raw SQL of the campaign list query',
  await timed(() => db.$client.query(listQuery.sql, listQuery.params)),
);
summary(
  'both queries of the handler (list raw + offers)',
  await timed(() =>
    Promise.all([
      db.$client.query(listQuery.sql, listQuery.params),
      listAvailableOffers(db, account.id, cell),
    ]),
  ),
);
const judged = process.env.BENCH_BUDGET === '1';
const verdict = judged
  ? `budget ${BUDGET_MS} ms: ${server < BUDGET_MS ? 'met' : 'NOT met'}`
  : 'for reference';
console.info(
  `server p50 ${server.toFixed(2)} ms = ${(server / raw).toFixed(1)}× the list query's raw SQL; ${verdict} (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} CPUs)`,
);
await app.close();
await db.$client.end();
await embedded?.stop();
if (judged && server >= BUDGET_MS) process.exitCode = 1;
