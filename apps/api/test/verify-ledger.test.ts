import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestReturnOf } from '../src/features/returns';
import { describeDifferences, verifyLedger } from '../src/features/verify-ledger';
import { buyer, leadBody, prepareMarket, publisherClient } from './support/marketplace';
import { useTestApp } from './support/test-app';
import { testDatabaseUrl } from './support/worker-database';

const context = useTestApp();
let publisher: Awaited<ReturnType<typeof publisherClient>>;

beforeAll(async () => {
  await prepareMarket(context.db);
  publisher = await publisherClient(context, 'Ledger Check Traffic');
});

// The files of a worker share its database: only this file's accounts are judged.
async function differencesOf(accountId: number) {
  return (await verifyLedger(context.db)).filter((difference) => difference.accountId === accountId);
}

describe('npm run verify-ledger', () => {
  it('finds nothing wrong with what the engine sold', async () => {
    const { account, campaign } = await buyer(context.db, { bidPercent: 25 });
    for (let lead = 0; lead < 3; lead++)
      expect((await publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
    await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
    expect(await differencesOf(account.id)).toEqual([]);
  });

  it('names the account of a wallet that disagrees with its ledger, a transaction out of balance, a record without its billed item, a wrong last buy and a roll-up off by a cent; the command prints them and exits 1', async () => {
    const { account, campaign } = await buyer(context.db, { bidPercent: 10 });
    expect((await publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
    await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
    const lastBuy = await context.db.execute(
      sql`select last_buy_at from campaigns where id = ${campaign.id}`,
    );
    try {
      await breakTheBooks(account.id, campaign.id);
      const found = await differencesOf(account.id);
      expect(found.map((difference) => difference.check).sort()).toEqual([
        'campaign_spend_days = charged records',
        'charged records (returned ones too) = billed items',
        'charged − credited = charged records',
        'lastBuyDate = newest charged record',
        'ledger lines of a transaction sum to 0',
        'wallet balance = ledger sum',
      ]);
      expect(describeDifferences(found).every((line) => line.startsWith(`account ${account.id}: `))).toBe(
        true,
      );

      const run = spawnSync('npx', ['--no', 'tsx', 'src/features/verify-ledger/verify-ledger.cli.ts'], {
        cwd: new URL('..', import.meta.url).pathname,
        env: { ...process.env, DATABASE_URL: testDatabaseUrl() },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toContain(`account ${account.id}: wallet balance = ledger sum: wallet: expected`);
      expect(run.stdout).toMatch(/\d+ difference\(s\) in \d+ account\(s\)/);
    } finally {
      // The files of a worker share its database: the next ones check that the ledger balances.
      await repairTheBooks(account.id, campaign.id, lastBuy.rows[0]!.last_buy_at);
    }
    expect(await differencesOf(account.id)).toEqual([]);
  });
});

describe('npm run verify-ledger: the publishers', () => {
  it('finds a credit that does not charge back its publisher, and a publisher line outside a sale or a credit', async () => {
    const { account, campaign } = await buyer(context.db, { bidPercent: 0 });
    expect((await publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200);
    await context.db.execute(sql`update campaigns set is_active = false where id = ${campaign.id}`);
    const [record] = (
      await context.db.execute<{ id: string }>(
        sql`select id from lead_records where campaign_id = ${campaign.id}`,
      )
    ).rows;
    // A lead without a consent certificate is credited at once.
    await context.db.execute(sql`
      update marketplace_offers set payload = payload - 'consent'
      where id = (select offer_id from marketplace_decisions where record_id = ${record!.id} and campaign_id = ${campaign.id} and is_won)`);
    const credited = await requestReturnOf(
      context.db,
      { accountId: account.id, userId: null },
      { kind: 'lead', record_id: Number(record!.id), reason: 'no_consent', note: '' },
    );
    expect(credited.status).toBe('approved');
    expect(await differencesOf(account.id)).toEqual([]);
    // The credit's publisher line taken out, the marketplace's line keeping it in balance.
    const removed = await context.db.execute<Record<string, unknown>>(sql`
      delete from ledger_entries l using record_returns x
      where x.id = ${credited.id} and l.transaction_id = x.credit_transaction_id and l.ledger_account = 'publisher_payable'
      returning l.*`);
    const line = removed.rows[0]!;
    const revenueOfCredit = sql`ledger_account = 'marketplace_revenue' and transaction_id = ${line.transaction_id}`;
    await context.db.execute(
      sql`update ledger_entries set amount_cents = amount_cents + ${line.amount_cents} where ${revenueOfCredit}`,
    );
    const stray = await context.db.execute<{ id: string }>(sql`
      insert into ledger_entries (transaction_id, account_id, ledger_account, amount_cents, publisher_id)
      select t.id, t.account_id, line.account, line.cents, line.publisher
      from (select id, account_id from transactions where account_id = ${account.id} and type = 'charge' limit 1) t
      cross join (values ('publisher_payable', 5, ${publisher.id}::bigint), ('marketplace_revenue', -5, null))
        as line(account, cents, publisher)
      returning id`);
    try {
      const found = await verifyLedger(context.db);
      expect(found.filter((difference) => difference.accountId === account.id)).toEqual([
        expect.objectContaining({ check: 'a credit charges back its publisher’s payout' }),
      ]);
      expect(found.filter((difference) => difference.publisherId === publisher.id)).toEqual([
        expect.objectContaining({ check: 'publisher: payouts − charge-backs = ledger balance' }),
      ]);
      expect(describeDifferences(found)).toContainEqual(
        expect.stringMatching(`^publisher ${publisher.id}: `),
      );
    } finally {
      await context.db.execute(
        sql`delete from ledger_entries where id = any(${sql.param(stray.rows.map((row) => Number(row.id)))}::bigint[])`,
      );
      await context.db.execute(
        sql`update ledger_entries set amount_cents = amount_cents - ${line.amount_cents} where ${revenueOfCredit}`,
      );
      await context.db.execute(sql`
        insert into ledger_entries (transaction_id, account_id, ledger_account, amount_cents, publisher_id, created_at)
        values (${line.transaction_id}, ${line.account_id}, ${line.ledger_account}, ${line.amount_cents},
          ${line.publisher_id}, ${line.created_at})`);
    }
    expect(await differencesOf(account.id)).toEqual([]);
  });
});

async function breakTheBooks(accountId: number, campaignId: number) {
  await context.db.execute(sql`
    insert into ledger_entries (transaction_id, account_id, ledger_account, amount_cents)
    select id, account_id, 'wallet', 500 from transactions where account_id = ${accountId} and type = 'lead' limit 1`);
  await context.db.execute(sql`
    insert into lead_records (account_id, campaign_id, campaign_name, time_created, first_name, last_name, phone, email, from_zip, to_zip, distance, payout_cents, charged)
    values (${accountId}, ${campaignId}, 'No bill', now() - interval '1 minute', 'No', 'Bill', '(804) 555-0100', 'no@bill.test', '23219', '22201', 'local', 700, true)`);
  await context.db.execute(
    sql`update campaign_spend_days set payout_cents = payout_cents + 1 where account_id = ${accountId}`,
  );
  await context.db.execute(sql`update campaigns set last_buy_at = null where id = ${campaignId}`);
}

async function repairTheBooks(accountId: number, campaignId: number, lastBuyAt: unknown) {
  await context.db.execute(
    sql`delete from ledger_entries where account_id = ${accountId} and ledger_account = 'wallet' and amount_cents = 500`,
  );
  await context.db.execute(
    sql`delete from lead_records where account_id = ${accountId} and campaign_name = 'No bill'`,
  );
  await context.db.execute(
    sql`update campaign_spend_days set payout_cents = payout_cents - 1 where account_id = ${accountId}`,
  );
  await context.db.execute(sql`update campaigns set last_buy_at = ${lastBuyAt} where id = ${campaignId}`);
}
