// `node --import tsx bench/marketplace/profile.mjs`: where a lead's time goes, without HTTP. The
// bench's market on a throwaway embedded PostgreSQL; leads sold by `sellLeadOffer` directly,
// first one at a time, then AT_ONCE at a time (the API's MARKETPLACE_SALES_AT_ONCE): the time of
// each statement kind, the plan of the candidates statement, and what sessions wait on (sampled
// from pg_stat_activity). Figures on a shared machine are noisy: compare shares, not absolutes.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import zipcodes from 'zipcodes';
import { sellLeadOffer } from '../../apps/api/src/features/marketplace/lead-sale.ts';
import { easternMoment, moveDistance } from '../../apps/api/src/features/marketplace/offer-context.ts';
import { createPublisher } from '../../apps/api/src/features/marketplace/publishers.ts';
import { randomLead } from '../../apps/api/src/features/marketplace/traffic.ts';
import { createDatabase } from '../../apps/api/src/platform/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/api/src/platform/db/embedded/embedded-postgres.ts';
import { runMigrations } from '../../apps/api/src/platform/db/migrate.ts';
import { seedMarket } from './seed.mjs';

const LEADS = Number(process.env.PROFILE_LEADS ?? 300);
const AT_ONCE = Number(process.env.PROFILE_AT_ONCE ?? 4);

/** Statement kind → total ms and count, timed at the driver. */
const spent = new Map();
const kindOf = (text) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (/^(begin|commit|rollback|savepoint|release)/i.test(flat)) return flat.split(' ')[0].toLowerCase();
  if (flat.includes('"minCents"')) return 'candidates';
  if (flat.includes('count(*) filter (where not c.is_active)')) return 'out of market count';
  if (flat.includes('from lead_records where phone')) return 'duplicate phone';
  if (flat.includes('for no key update')) return 'lock campaigns';
  if (flat.includes('insert into marketplace_decisions')) return 'decisions';
  if (flat.startsWith('update "wallets"') || flat.includes('update wallets')) return 'wallet debit';
  return flat.slice(0, 48);
};
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function timed(config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  const started = performance.now();
  const result = originalQuery.call(this, config, values, callback);
  if (text && result && typeof result.then === 'function')
    result.then(
      () => {
        const kind = kindOf(text);
        const entry = spent.get(kind) ?? { ms: 0, count: 0 };
        entry.ms += performance.now() - started;
        entry.count += 1;
        spent.set(kind, entry);
      },
      () => {},
    );
  return result;
};

const embedded = await startEmbeddedPostgres();
const db = createDatabase(embedded.url, 10);
const watcher = new pg.Client({ connectionString: embedded.url });
try {
  await runMigrations(db);
  await seedMarket(db);
  const publisher = await createPublisher(db, { name: 'Profile Traffic' });
  const leads = [];
  for (let index = 0; index < LEADS * 2; index++) {
    const lead = randomLead(Math.random, zipcodes, randomUUID());
    leads.push({
      publisherId: publisher.id,
      externalId: lead.external_id,
      firstName: lead.first_name,
      lastName: lead.last_name,
      phone: lead.phone,
      email: lead.email,
      fromZip: lead.from_zip,
      toZip: lead.to_zip,
      moveDate: lead.move_date,
      moveSize: lead.move_size,
      distance: await moveDistance(lead.from_zip, lead.to_zip).catch(() => 'long'),
      consent: lead.consent ?? {},
    });
  }
  const sell = (lead) => sellLeadOffer(db, lead, { maxBuyers: 3, moment: easternMoment() });

  const report = (title, ms, count) => {
    console.info(
      `\n${title}: ${count} leads in ${(ms / 1000).toFixed(1)} s = ${((count * 1000) / ms).toFixed(0)} leads/s`,
    );
    const rows = [...spent.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 14);
    const total = rows.reduce((sum, [, entry]) => sum + entry.ms, 0);
    for (const [kind, entry] of rows)
      console.info(
        `  ${kind.padEnd(50)} ${(entry.ms / count).toFixed(2).padStart(7)} ms/lead  ${((entry.ms / total) * 100).toFixed(0).padStart(3)} %  (${entry.count})`,
      );
    spent.clear();
  };

  let started = performance.now();
  for (const lead of leads.slice(0, LEADS)) await sell(lead);
  report('One at a time', performance.now() - started, LEADS);

  await watcher.connect();
  const waits = new Map();
  let sampling = true;
  const sample = (async () => {
    while (sampling) {
      const { rows } = await watcher.query(
        `select coalesce(wait_event_type || ':' || wait_event, 'on CPU') as wait, count(*)::int as n
         from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid() group by 1`,
      );
      for (const row of rows) waits.set(row.wait, (waits.get(row.wait) ?? 0) + row.n);
      await new Promise((done) => setTimeout(done, 5));
    }
  })();
  started = performance.now();
  const queue = leads.slice(LEADS);
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let lead = queue.shift(); lead; lead = queue.shift()) await sell(lead);
    }),
  );
  report(`${AT_ONCE} at a time`, performance.now() - started, LEADS);
  sampling = false;
  await sample;
  const samples = [...waits.values()].reduce((sum, n) => sum + n, 0);
  console.info('\n  what active sessions were doing (sampled):');
  for (const [wait, n] of [...waits.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.info(`  ${wait.padEnd(40)} ${((n / samples) * 100).toFixed(0).padStart(3)} %`);

  const zip = leads[0].fromZip;
  const moment = easternMoment();
  const plan = await db.$client.query(
    `explain (analyze, buffers, costs off) select c.id from campaigns c
     left join min_hourly_bids m on m.campaign_type_id = c.campaign_type_id and m.distance = 'long' and m.hour = $2
     left join campaign_spend_days s on s.account_id = c.account_id and s.day = $3 and s.campaign_id = c.id
     left join wallets w on w.account_id = c.account_id
     left join companies co on co.account_id = c.account_id
     where upper(c.parent) in ('HE', 'QR', 'MD') and (c.lead_type = 'Long Distance') = true and c.is_active
       and (c.geo_template_id is null or c.geo_template_id in (select id from geo_templates where zip_codes ? $1))
     order by c.id`,
    [zip, moment.hour, moment.date],
  );
  console.info('\n  the candidates statement (its joins and filters), EXPLAIN ANALYZE:');
  for (const row of plan.rows) console.info(`  ${row['QUERY PLAN']}`);
} finally {
  await watcher.end().catch(() => {});
  await db.$client.end();
  await embedded.stop();
}
