// `node --import tsx bench/marketplace/profile.mjs`: where a lead's time goes, without HTTP. The
// bench's market on a throwaway embedded PostgreSQL; leads sold by `sellLeads` directly, first
// one at a time, then in batches of BATCH (as the API's batcher under load): the time of each
// statement kind (a statement sent in a pipeline waits for those before it, so the kinds of one
// round trip overlap) and, when they do not add up past the wall time, the time outside
// statements (JavaScript). Figures on a shared machine are noisy: compare shares, not absolutes.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import zipcodes from 'zipcodes';
import { randomLead } from '../../apps/api/src/features/demo-traffic/traffic.ts';
import { sellLeads } from '../../apps/api/src/features/marketplace/lead-sale.ts';
import { createMarketSnapshot } from '../../apps/api/src/features/marketplace/market-snapshot.ts';
import { moveDistance } from '../../apps/api/src/features/marketplace/offer-context.ts';
import { createPublisher } from '../../apps/api/src/features/marketplace/publishers.ts';
import { easternMoment } from '../../apps/api/src/platform/clock/eastern-moment.ts';
import { createDatabase } from '../../apps/api/src/platform/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/api/src/platform/db/embedded/embedded-postgres.ts';
import { runMigrations } from '../../apps/api/src/platform/db/migrate.ts';
import { seedMarket } from './seed.mjs';
import { timeStatements } from './time-statements.mjs';

const LEADS = Number(process.env.PROFILE_LEADS ?? 300);
const BATCH = Number(process.env.PROFILE_BATCH ?? 50);

const kindOf = (text) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (/^(begin|commit|rollback|savepoint|release)/i.test(flat)) return flat.split(' ')[0].toLowerCase();
  if (flat.includes('lead_market_version')) return 'market version';
  if (flat.includes('insert into marketplace_offers')) return 'claim offers';
  if (flat.includes('from lead_records where phone')) return 'duplicate phones';
  if (flat.includes('for no key update of w')) return 'lock wallets';
  if (flat.includes('for no key update')) return 'lock campaigns';
  if (flat.includes('from campaign_spend_days')) return 'spend';
  if (flat.includes('insert into marketplace_lead_fields')) return 'fields';
  if (flat.includes('insert into marketplace_decisions')) return 'decisions';
  if (flat.includes('insert into lead_records')) return 'lead records';
  if (flat.includes('insert into transactions')) return 'billed items + ledger lines';
  if (flat.includes('update wallets')) return 'wallet debits';
  if (flat.includes('update marketplace_offers')) return 'finish offers';
  if (flat.includes('outbox_events')) return 'payout events';
  if (flat.includes('last_buy_at =')) return 'last buy';
  return flat.slice(0, 48);
};
/** Statement kind → total ms and count, timed at the driver. */
const spent = timeStatements(pg, kindOf);

const embedded = await startEmbeddedPostgres();
const db = createDatabase(embedded.url, 10);
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
  const market = createMarketSnapshot();
  const sell = (batch) => sellLeads(db, batch, { maxBuyers: 3, moment: easternMoment(), market });

  const report = (title, ms, count) => {
    console.info(
      `\n${title}: ${count} leads in ${(ms / 1000).toFixed(1)} s = ${((count * 1000) / ms).toFixed(0)} leads/s`,
    );
    const rows = [...spent.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 16);
    const inStatements = rows.reduce((sum, [, entry]) => sum + entry.ms, 0);
    if (inStatements < ms)
      rows.push(['outside statements (JavaScript, pool)', { ms: ms - inStatements, count: 0 }]);
    for (const [kind, entry] of rows)
      console.info(
        `  ${kind.padEnd(50)} ${(entry.ms / count).toFixed(2).padStart(7)} ms/lead  ${((entry.ms / ms) * 100).toFixed(0).padStart(3)} %  (${entry.count})`,
      );
    spent.clear();
  };

  let started = performance.now();
  for (const lead of leads.slice(0, LEADS)) await sell([lead]);
  report('One at a time', performance.now() - started, LEADS);

  started = performance.now();
  const rest = leads.slice(LEADS);
  for (let index = 0; index < rest.length; index += BATCH) await sell(rest.slice(index, index + BATCH));
  report(`In batches of ${BATCH}`, performance.now() - started, LEADS);
} finally {
  await db.$client.end();
  await embedded.stop();
}
