// Fills call_records with N rows in time order (as the marketplace writes them): 500 accounts plus
// one heavy account, over the last 365 days. Secondary indexes are dropped during the load and
// rebuilt from their own definitions (so the benchmark measures the schema's indexes), then VACUUM
// ANALYZE (autovacuum does the same on a live insert-only table).
import {
  CALL_RECORD_COLUMNS,
  RANDOM_CALLER_SQL,
  randomPayoutSql,
} from '../../apps/api/src/seed/call-record-sql.ts';
import { createAccount, createUser } from '../../apps/api/src/seed/factories.ts';

export const HEAVY_EMAIL = 'heavy@bench.vanbid.test';
export const HEAVY_PASSWORD = 'bench-records-1';
const NORMAL_SLOTS = 4; // 3 call campaigns + 1 branded per account
const HEAVY_SLOTS = 12; // 10 call campaigns + 2 branded
const BATCH_ROWS = 500_000;

async function createCampaigns(client, normalAccounts, heavyAccountId) {
  await client.query(
    `create temp table bench_campaigns (seq int primary key, account_id bigint, campaign_id bigint, name text, is_branded boolean)`,
  );
  const shape = `'DIJOCA', case when s.branded then 'Branded calls' else 'Moving calls' end, 'Local', 'EM', case when s.branded then 3 else 1 end`;
  await client.query(
    `with slots as (
       select a.ordinal - 1 as account_index, a.id as account_id, s as slot, s = ${NORMAL_SLOTS - 1} as branded
       from unnest($1::bigint[]) with ordinality as a(id, ordinal), generate_series(0, ${NORMAL_SLOTS - 1}) s
       union all
       select null, $2::bigint, s, s >= 10 from generate_series(0, ${HEAVY_SLOTS - 1}) s
     ), inserted as (
       insert into campaigns (account_id, parent, type, lead_type, company, campaign_type_id, nickname)
       select s.account_id, ${shape}, 'Campaign ' || s.slot || case when s.branded then ' (branded)' else '' end
       from slots s returning id, account_id, nickname
     )
     insert into bench_campaigns (seq, account_id, campaign_id, name, is_branded)
     select coalesce(s.account_index * ${NORMAL_SLOTS} + s.slot, ${normalAccounts.length * NORMAL_SLOTS} + s.slot),
            i.account_id, i.id, i.nickname, s.branded
     from inserted i join slots s on s.account_id = i.account_id and i.nickname = 'Campaign ' || s.slot || case when s.branded then ' (branded)' else '' end`,
    [normalAccounts, heavyAccountId],
  );
}

/** Rows `from`..`to` of `total`, spread evenly over the last 365 days; every `stride`-th row is the heavy account's. */
function insertBatchSql(accounts) {
  const heavyBase = accounts * NORMAL_SLOTS;
  return `insert into call_records (${CALL_RECORD_COLUMNS})
    select c.account_id, c.campaign_id, c.name, c.is_branded, r.time_created,
      ${RANDOM_CALLER_SQL},
      ${randomPayoutSql('r.roll', 2500)}
    from (
      select i, $4::timestamptz + (i * $5::float8) * interval '1 second' as time_created, random() as roll,
        case when i % $3 = 0
          then ${heavyBase} + case when random() < 0.9 then floor(random() * 10)::int else 10 + floor(random() * 2)::int end
          else floor(random() * ${accounts})::int * ${NORMAL_SLOTS} + case when random() < 0.9 then floor(random() * 3)::int else 3 end
        end as seq
      from generate_series($1::bigint, $2::bigint) i
    ) r join bench_campaigns c using (seq)
    order by r.i`;
}

async function loadRows(client, { records, heavyRecords, accounts, log }) {
  const { rows: indexes } = await client.query(
    `select indexname, indexdef from pg_indexes where tablename = 'call_records' and indexname <> 'call_records_pkey'`,
  );
  for (const index of indexes) await client.query(`drop index ${index.indexname}`);
  const stride = Math.max(1, Math.round(records / heavyRecords));
  const start = new Date(Date.now() - 365 * 86_400_000);
  const secondsPerRow = (365 * 86_400 - 60) / records;
  const sql = insertBatchSql(accounts);
  for (let from = 1; from <= records; from += BATCH_ROWS) {
    const to = Math.min(records, from + BATCH_ROWS - 1);
    await client.query(sql, [from, to, stride, start.toISOString(), secondsPerRow]);
    log(`  loaded ${to.toLocaleString('en-US')} / ${records.toLocaleString('en-US')} rows`);
  }
  await client.query(`set maintenance_work_mem = '1GB'`);
  for (const index of indexes) {
    const started = performance.now();
    await client.query(index.indexdef);
    log(`  index ${index.indexname}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await client.query('vacuum analyze call_records, call_record_hours');
}

/** Generates the data set unless the database already holds exactly this one. Returns the heavy account. */
export async function generateDataSet(db, options) {
  const { records, heavyRecords, accounts, log } = options;
  const client = await db.$client.connect();
  try {
    await client.query(
      'create table if not exists bench_records_meta (records bigint, heavy_records bigint, accounts int, heavy_account_id bigint)',
    );
    const {
      rows: [meta],
    } = await client.query('select * from bench_records_meta');
    if (
      meta &&
      Number(meta.records) === records &&
      Number(meta.heavy_records) === heavyRecords &&
      meta.accounts === accounts
    ) {
      log(`Reusing the ${records.toLocaleString('en-US')} records already in the database`);
      return Number(meta.heavy_account_id);
    }
    await client.query(
      'truncate call_records, campaigns, memberships, users, accounts, bench_records_meta restart identity cascade',
    );
    const started = performance.now();
    const heavy = await createAccount(db, { name: 'Heavy Movers' });
    await createUser(db, {
      email: HEAVY_EMAIL,
      password: HEAVY_PASSWORD,
      username: 'Heavy Owner',
      homeAccountId: heavy.id,
    });
    const { rows } = await client.query(
      `insert into accounts (name) select 'Bench Movers ' || g from generate_series(1, $1::int) g returning id`,
      [accounts],
    );
    await createCampaigns(
      client,
      rows.map((row) => row.id),
      heavy.id,
    );
    await loadRows(client, { records, heavyRecords, accounts, log });
    await client.query('insert into bench_records_meta values ($1, $2, $3, $4)', [
      records,
      heavyRecords,
      accounts,
      heavy.id,
    ]);
    log(`Generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return heavy.id;
  } finally {
    client.release();
  }
}
