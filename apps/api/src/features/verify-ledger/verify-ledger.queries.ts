import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

/**
 * One disagreement: what the books say (`expected`) against what was found (`actual`), of an
 * account, or of a publisher (`publisherId`, `accountId` 0).
 */
export interface LedgerDifference {
  accountId: number;
  publisherId?: number;
  check: string;
  subject: string;
  expected: string;
  actual: string;
}

type Row = {
  account_id: string | number;
  publisher_id?: string | number | null;
  subject: string;
  expected: string;
  actual: string;
};

async function differences(db: Queryable, check: string, statement: ReturnType<typeof sql>) {
  const result = await db.execute<Row>(statement);
  return result.rows.map(
    (row): LedgerDifference => ({
      accountId: Number(row.account_id),
      ...(row.publisher_id == null ? {} : { publisherId: Number(row.publisher_id) }),
      check,
      subject: row.subject,
      expected: String(row.expected),
      actual: String(row.actual),
    }),
  );
}

/** The wallet's balance against the sum of the account's `wallet` ledger lines. */
export const walletAgainstLedger = (db: Queryable) =>
  differences(
    db,
    'wallet balance = ledger sum',
    sql`select w.account_id, 'wallet' as subject,
          coalesce(l.total, 0)::text as expected, w.balance_cents::text as actual
        from wallets w
        left join (select account_id, sum(amount_cents) as total from ledger_entries
                   where ledger_account = 'wallet' group by account_id) l on l.account_id = w.account_id
        where w.balance_cents <> coalesce(l.total, 0)`,
  );

/** Every transaction's ledger lines sum to zero (double entry). */
export const unbalancedTransactions = (db: Queryable) =>
  differences(
    db,
    'ledger lines of a transaction sum to 0',
    sql`select account_id, 'transaction ' || transaction_id as subject, '0' as expected, sum(amount_cents)::text as actual
        from ledger_entries group by account_id, transaction_id having sum(amount_cents) <> 0`,
  );

/** A record that was charged: still charged, or credited by an approved return. */
const BOUGHT = (kind: 'lead' | 'call') =>
  sql.raw(`(r.charged or exists (select 1 from record_returns x
    where x.kind = '${kind}' and x.record_id = r.id and x.status = 'approved'))`);

/** Charged calls and leads (returned ones too) against the succeeded `call` and `lead` billed items. */
export const chargedRecordsAgainstBilledItems = (db: Queryable) =>
  differences(
    db,
    'charged records (returned ones too) = billed items',
    sql`with records as (
          select account_id, 'call' as kind, count(*) as n, sum(payout_cents) as cents
            from call_records r where ${BOUGHT('call')} group by account_id
          union all
          select account_id, 'lead', count(*), sum(payout_cents) from lead_records r where ${BOUGHT('lead')} group by account_id
        ), billed as (
          select account_id, type as kind, count(*) as n, sum(amount_cents) as cents
            from transactions where type in ('call', 'lead') and status = 'succeeded' group by account_id, type
        )
        select coalesce(r.account_id, b.account_id) as account_id, coalesce(r.kind, b.kind) || 's' as subject,
          coalesce(b.n, 0) || ' billed items, ' || coalesce(b.cents, 0) || ' cents' as expected,
          coalesce(r.n, 0) || ' charged records, ' || coalesce(r.cents, 0) || ' cents' as actual
        from records r full join billed b on b.account_id = r.account_id and b.kind = r.kind
        where coalesce(r.n, 0) <> coalesce(b.n, 0) or coalesce(r.cents, 0) <> coalesce(b.cents, 0)`,
  );

/** A campaign's `last_buy_at` against its newest charged call or lead. */
export const lastBuyAgainstRecords = (db: Queryable) =>
  differences(
    db,
    'lastBuyDate = newest charged record',
    sql`with newest as (
          select campaign_id, max(time_created) as at from (
            select campaign_id, time_created from call_records r where ${BOUGHT('call')}
            union all select campaign_id, time_created from lead_records r where ${BOUGHT('lead')}) charged
          group by campaign_id
        )
        select c.account_id, 'campaign ' || c.id as subject,
          coalesce(n.at::text, 'none') as expected, coalesce(c.last_buy_at::text, 'none') as actual
        from campaigns c left join newest n on n.campaign_id = c.id
        where c.last_buy_at is distinct from n.at`,
  );

/** The daily spend roll-up (`campaign_spend_days`) against the charged records it sums. */
export const spendDaysAgainstRecords = (db: Queryable) =>
  differences(
    db,
    'campaign_spend_days = charged records',
    sql`with records as (
          select account_id, (time_created at time zone 'America/New_York')::date as day, campaign_id,
            count(*) as purchases, sum(payout_cents) as cents
          from (select account_id, campaign_id, time_created, payout_cents from call_records where charged
                union all
                select account_id, campaign_id, time_created, payout_cents from lead_records where charged) charged
          group by 1, 2, 3
        )
        select coalesce(r.account_id, s.account_id) as account_id,
          'campaign ' || coalesce(r.campaign_id, s.campaign_id) || ' on ' || coalesce(r.day, s.day) as subject,
          coalesce(r.purchases, 0) || ' purchases, ' || coalesce(r.cents, 0) || ' cents' as expected,
          coalesce(s.purchases, 0) || ' purchases, ' || coalesce(s.payout_cents, 0) || ' cents' as actual
        from records r full join campaign_spend_days s
          on s.account_id = r.account_id and s.day = r.day and s.campaign_id = r.campaign_id
        where coalesce(r.purchases, 0) <> coalesce(s.purchases, 0) or coalesce(r.cents, 0) <> coalesce(s.payout_cents, 0)`,
  );

/** Per account: what sales charged, less what returns credited, against the records still charged. */
export const netSalesAgainstRecords = (db: Queryable) =>
  differences(
    db,
    'charged − credited = charged records',
    sql`with billed as (
          select account_id, sum(case when type = 'credit' then -amount_cents else amount_cents end) as cents
          from transactions where type in ('lead', 'call', 'credit') and status = 'succeeded' group by account_id
        ), records as (
          select account_id, sum(payout_cents) as cents from (
            select account_id, payout_cents from call_records where charged
            union all select account_id, payout_cents from lead_records where charged) charged
          group by account_id
        )
        select coalesce(b.account_id, r.account_id) as account_id, 'net sales' as subject,
          coalesce(b.cents, 0) || ' cents charged less credited' as expected,
          coalesce(r.cents, 0) || ' cents of charged records' as actual
        from billed b full join records r on r.account_id = b.account_id
        where coalesce(b.cents, 0) <> coalesce(r.cents, 0)`,
  );

/**
 * Each credit gives back no more than its sale took, on the same account; each approved return
 * has its credit, of the sale's price, and its record is no longer charged.
 */
export const creditsAgainstCharges = (db: Queryable) =>
  differences(
    db,
    'a credit ≤ its charge',
    sql`select c.account_id, 'credit ' || c.id as subject,
          'at most ' || coalesce(s.amount_cents, 0) || ' cents of sale ' || coalesce(s.id::text, 'none') as expected,
          c.amount_cents || ' cents' as actual
        from transactions c left join transactions s on s.id = c.credit_of_transaction_id
          and s.account_id = c.account_id and s.type in ('lead', 'call') and s.status = 'succeeded'
        where c.type = 'credit' and (s.id is null or c.amount_cents > s.amount_cents)
        union all
        select x.account_id, 'return ' || x.id as subject,
          'credit of ' || x.amount_cents || ' cents, record not charged' as expected,
          coalesce(c.amount_cents::text, 'no') || ' cents credited, record ' ||
            case when coalesce(l.charged, k.charged) then 'charged' else 'not charged' end as actual
        from record_returns x
        left join transactions c on c.id = x.credit_transaction_id and c.type = 'credit'
          and c.credit_of_transaction_id = x.charge_transaction_id
        left join lead_records l on x.kind = 'lead' and l.id = x.record_id
        left join call_records k on x.kind = 'call' and k.id = x.record_id
        where x.status = 'approved'
          and (c.id is null or c.amount_cents <> x.amount_cents or coalesce(l.charged, k.charged, true))`,
  );

/**
 * Each credit takes back exactly the payout its sale owed the publisher: its `publisher_payable`
 * line is the sale's, negated, for the same publisher (none when the sale paid none), and an
 * approved return's publisher is the one charged back.
 */
export const chargebacksAgainstPayouts = (db: Queryable) =>
  differences(
    db,
    'a credit charges back its publisher’s payout',
    sql`with payable as (
          select transaction_id, min(publisher_id) as publisher_id, sum(amount_cents) as cents
          from ledger_entries where ledger_account = 'publisher_payable' group by transaction_id
        )
        select c.account_id, 'credit ' || c.id as subject,
          coalesce(-paid.cents || ' cents to publisher ' || paid.publisher_id, 'nothing') as expected,
          coalesce(back.cents || ' cents to publisher ' || back.publisher_id, 'nothing') as actual
        from transactions c
        left join payable paid on paid.transaction_id = c.credit_of_transaction_id
        left join payable back on back.transaction_id = c.id
        left join record_returns x on x.credit_transaction_id = c.id
        where c.type = 'credit' and (coalesce(-paid.cents, 0) <> coalesce(back.cents, 0)
          or paid.publisher_id is distinct from back.publisher_id
          or (paid.publisher_id is not null and x.publisher_id is not null and x.publisher_id <> paid.publisher_id))`,
  );

/**
 * Per publisher: the payouts of sales less the charge-backs of credits against its
 * `publisher_payable` balance (a line on any other movement breaks it).
 */
export const publisherBalances = (db: Queryable) =>
  differences(
    db,
    'publisher: payouts − charge-backs = ledger balance',
    sql`select 0 as account_id, l.publisher_id, 'publisher ' || l.publisher_id as subject,
          coalesce(sum(l.amount_cents) filter (where t.type in ('lead', 'call')), 0) || ' cents paid out, ' ||
            coalesce(-sum(l.amount_cents) filter (where t.type = 'credit'), 0) || ' cents charged back' as expected,
          sum(l.amount_cents) || ' cents owed' as actual
        from ledger_entries l join transactions t on t.id = l.transaction_id
        where l.ledger_account = 'publisher_payable'
        group by l.publisher_id
        having sum(l.amount_cents) <> coalesce(sum(l.amount_cents) filter (where t.type in ('lead', 'call', 'credit')), 0)`,
  );
