// The same sale as plain SQL through pg, for the comparison: per lead one transaction with the
// offer row, the 3 best eligible campaigns chosen in SQL (distance, area by an indexed ZIP → area
// table, daily limit, funds), the
// picked campaigns locked in id order (so two sales never wait on each other in a circle) and
// their spend re-read after the lock, and per buyer, in account order, the conditional wallet
// debit, the billed item, 2 ledger lines, the lead record, last_buy_at and the decision. No ZIP
// lookup, no rules in JavaScript, no HTTP; each statement prepared once per connection. A deadlock or serialization failure left anyway is
// retried; only committed leads count. Run at several connection counts; the best one is its figure.
import { randomUUID } from 'node:crypto';
import zipcodes from 'zipcodes';
import { randomLead } from '../../apps/api/src/features/demo-traffic/traffic.ts';
import { easternMoment } from '../../apps/api/src/platform/clock/eastern-moment.ts';
import { cpuPerLead, cpuTicks } from './cpu.mjs';

const PICK = `
  with areas as materialized (select template_id as id from raw_zip_areas where zip = $2)
  select c.id, c.account_id, c.nickname, c.leads_limit_cents as limit_cents,
    round(m.min * (100 + c.bid_percent) / 100.0)::int as price
  from campaigns c
  join lateral (select case $3 when 'mon' then mon_cents when 'tue' then tue_cents when 'wed' then wed_cents
      when 'thu' then thu_cents when 'fri' then fri_cents when 'sat' then sat_cents else sun_cents end as min
    from min_hourly_bids where campaign_type_id = c.campaign_type_id and distance = $1 and hour = $4) m on true
  left join campaign_spend_days s on s.account_id = c.account_id and s.day = $5 and s.campaign_id = c.id
  join wallets w on w.account_id = c.account_id
  where c.is_active and upper(c.parent) in ('HE', 'QR', 'MD') and (c.lead_type = 'Long Distance') = ($1 = 'long')
    and (c.geo_template_id is null or c.geo_template_id in (select id from areas))
    and coalesce(s.payout_cents, 0) + round(m.min * (100 + c.bid_percent) / 100.0) <= c.leads_limit_cents
    and w.balance_cents >= round(m.min * (100 + c.bid_percent) / 100.0)
  order by price desc, c.last_buy_at nulls first limit 3`;

const LOCK = 'select id from campaigns where id = any($1::bigint[]) order by id for no key update';
const SPENT = `select campaign_id, payout_cents from campaign_spend_days where campaign_id = any($1::bigint[]) and day = $2`;
/** Each statement prepared once per connection (named), as the API's hottest statements are. */
const names = new Map();
function prepared(client, text, values) {
  if (!names.has(text)) names.set(text, `raw-sale-${names.size}`);
  return client.query({ name: names.get(text), text, values });
}

const RETRIED = new Set(['40P01', '40001']); // deadlock, serialization failure
const MAX_TRIES = 10;

async function buy(client, pick, lead, offerId, distance) {
  const wallet = await prepared(
    client,
    'update wallets set balance_cents = balance_cents - $2 where account_id = $1 and balance_cents >= $2 returning balance_cents',
    [pick.account_id, pick.price],
  );
  if (wallet.rows.length === 0) return false;
  const billed = await prepared(
    client,
    `insert into transactions (account_id, type, status, amount_cents, balance_after_cents, campaign_id, description)
     values ($1, 'lead', 'succeeded', $2, $3, $4, $5) returning id`,
    [pick.account_id, pick.price, wallet.rows[0].balance_cents, pick.id, `Lead #${offerId}`],
  );
  await prepared(
    client,
    `insert into ledger_entries (transaction_id, account_id, ledger_account, amount_cents)
     values ($1, $2, 'wallet', $3), ($1, $2, 'marketplace_revenue', $4)`,
    [billed.rows[0].id, pick.account_id, -pick.price, pick.price],
  );
  const record = await prepared(
    client,
    `insert into lead_records (account_id, campaign_id, campaign_name, time_created, first_name, last_name, phone, email, from_zip, to_zip, move_date, move_size, distance, payout_cents, charged)
     values ($1, $2, $3, now(), $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, true) returning id`,
    [
      pick.account_id,
      pick.id,
      pick.nickname,
      lead.first_name,
      lead.last_name,
      lead.phone,
      lead.email,
      lead.from_zip,
      lead.to_zip,
      lead.move_date,
      lead.move_size,
      distance,
      pick.price,
    ],
  );
  await prepared(client, 'update campaigns set last_buy_at = now() where id = $1', [pick.id]);
  await prepared(
    client,
    `insert into marketplace_decisions (offer_id, account_id, campaign_id, is_won, price_cents, record_id) values ($1, $2, $3, true, $4, $5)`,
    [offerId, pick.account_id, pick.id, pick.price, record.rows[0].id],
  );
  return true;
}

/** One lead in one transaction; its buyers. Throws what it cannot retry. */
async function sellOnce(client, lead, publisherId, moment, distance) {
  await client.query('begin');
  try {
    const offer = await prepared(
      client,
      `insert into marketplace_offers (publisher_id, kind, external_id, phone, from_zip, to_zip, distance, payload)
       values ($1, 'lead', $2, $3, $4, $5, $6, $7) returning id`,
      [publisherId, lead.external_id, lead.phone, lead.from_zip, lead.to_zip, distance, JSON.stringify(lead)],
    );
    const offerId = offer.rows[0].id;
    const picks = (
      await prepared(client, PICK, [distance, lead.from_zip, moment.day, moment.hour, moment.date])
    ).rows;
    const ids = picks.map((pick) => pick.id);
    let buyers = 0;
    if (ids.length > 0) {
      await prepared(client, LOCK, [ids]);
      const spent = new Map(
        (await prepared(client, SPENT, [ids, moment.date])).rows.map((row) => [
          String(row.campaign_id),
          Number(row.payout_cents),
        ]),
      );
      const stillUnderLimit = picks.filter(
        (pick) => (spent.get(String(pick.id)) ?? 0) + pick.price <= Number(pick.limit_cents),
      );
      // Wallets in account order too: every lock of a sale is taken in one global order.
      stillUnderLimit.sort(
        (a, b) => Number(a.account_id) - Number(b.account_id) || Number(a.id) - Number(b.id),
      );
      for (const pick of stillUnderLimit) if (await buy(client, pick, lead, offerId, distance)) buyers += 1;
    }
    await prepared(client, 'update marketplace_offers set buyers = $2 where id = $1', [offerId, buyers]);
    await client.query('commit');
    return buyers;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

async function sellOne(client, lead, publisherId, tally) {
  const distance =
    zipcodes.lookup(lead.from_zip)?.state === zipcodes.lookup(lead.to_zip)?.state ? 'local' : 'long';
  for (let attempt = 1; ; attempt++) {
    try {
      const buyers = await sellOnce(client, lead, publisherId, easternMoment(), distance);
      tally.committed += 1;
      if (buyers > 0) tally.sold += 1;
      return;
    } catch (error) {
      if (!RETRIED.has(error.code) || attempt >= MAX_TRIES) throw error;
      tally.retries += 1;
    }
  }
}

/** Committed leads per second of the raw SQL with `connections` clients for `seconds`. */
async function runAt(db, { seconds, connections, publisherId, dataDir }) {
  const tally = { committed: 0, sold: 0, retries: 0 };
  const clientCpu = process.cpuUsage();
  const before = cpuTicks([], dataDir);
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    const client = await db.$client.connect();
    try {
      while (performance.now() < until)
        await sellOne(client, randomLead(Math.random, zipcodes, `raw-${randomUUID()}`), publisherId, tally);
    } finally {
      client.release();
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const postgres = cpuPerLead(before, cpuTicks([], dataDir), tally.committed).postgres;
  const used = process.cpuUsage(clientCpu);
  const client = (used.user + used.system) / 1000 / Math.max(1, tally.committed);
  return { connections, ...tally, perSecond: tally.committed / seconds, cpu: { client, postgres } };
}

/**
 * What a plain implementation would index: ZIP → the areas holding it, as rows (the app keeps its
 * areas in memory instead; reading each area's JSON list per lead costs milliseconds).
 */
async function indexAreas(db) {
  await db.$client.query(`
    create table raw_zip_areas as
      select zip, id as template_id from geo_templates, jsonb_array_elements_text(zip_codes) as zip;
    create index on raw_zip_areas (zip);
    analyze raw_zip_areas`);
}

/**
 * The raw SQL at each connection count in turn (the pool must hold the largest); every run's
 * figures and the best one.
 */
export async function rawSqlLeadsPerSecond(db, { seconds, connectionCounts, publisherId, dataDir }) {
  await indexAreas(db);
  const runs = [];
  for (const connections of connectionCounts)
    runs.push(await runAt(db, { seconds, connections, publisherId, dataDir }));
  const best = runs.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
  return { runs, best };
}
