import type { DataOf, exportReturns, getReturnRates, listReturns, ReturnRequest } from '@vanbid/contract';
import { fromCents, type RETURN_STATUSES, sourceLabel } from '@vanbid/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/database';
import { type CsvColumn, csvStream } from '../../platform/http/csv';
import { selectReturns, toWireReturn } from './returns.queries';

const PAGE = 100;
const EXPORT_BATCH = 1000;

type Selection = z.output<NonNullable<(typeof exportReturns)['query']>>;

function whereOf(accountId: number, selection: Selection): SQL {
  const parts = [sql`x.account_id = ${accountId}`];
  if (selection.status) parts.push(sql`x.status = ${selection.status}`);
  if (selection.kind) parts.push(sql`x.kind = ${selection.kind}`);
  if (selection.campaign_id) parts.push(sql`x.campaign_id = ${selection.campaign_id}`);
  return sql.join(parts, sql` and `);
}

/** `GET /returns`: a page of the account's returns, newest first. */
export async function listReturnsOf(
  db: Queryable,
  accountId: number,
  query: z.output<NonNullable<(typeof listReturns)['query']>>,
): Promise<DataOf<typeof listReturns>> {
  const where = query.before
    ? sql`${whereOf(accountId, query)} and x.id < ${query.before}`
    : whereOf(accountId, query);
  const rows = await selectReturns(db, where, PAGE + 1);
  const page = rows.slice(0, PAGE).map(toWireReturn);
  return { returns: page, next_cursor: rows.length > PAGE ? page[page.length - 1]!.id : null };
}

const STATUS_WORDS: Record<(typeof RETURN_STATUSES)[number], string> = {
  pending: 'Pending',
  approved: 'Approved',
  refused: 'Refused',
};

const RETURN_CSV_COLUMNS: CsvColumn<ReturnRequest>[] = [
  { header: 'Return ID', value: (item) => item.id },
  { header: 'Requested (UTC)', value: (item) => item.requested_at },
  { header: 'Item', value: (item) => `${item.kind === 'lead' ? 'Lead' : 'Call'} #${item.record_id}` },
  { header: 'Campaign', value: (item) => item.campaign_name },
  { header: 'Reason', value: (item) => item.reason_label },
  { header: 'Note', value: (item) => item.note },
  { header: 'Amount (USD)', value: (item) => item.amount, isDollars: true },
  { header: 'Status', value: (item) => STATUS_WORDS[item.status] },
  { header: 'Decision', value: (item) => item.decision ?? '' },
  { header: 'Decided by', value: (item) => item.decided_by ?? '' },
  { header: 'Decided (UTC)', value: (item) => item.decided_at ?? '' },
];

/** `GET /returns/export`: every matching return as CSV, read in keyset batches. */
export function exportReturnsCsv(db: Queryable, accountId: number, selection: Selection) {
  async function* batches() {
    let before: number | null = null;
    for (;;) {
      const where: SQL =
        before === null
          ? whereOf(accountId, selection)
          : sql`${whereOf(accountId, selection)} and x.id < ${before}`;
      const rows = await selectReturns(db, where, EXPORT_BATCH);
      if (rows.length > 0) yield rows.map(toWireReturn);
      if (rows.length < EXPORT_BATCH) return;
      before = Number(rows[rows.length - 1]!.id);
    }
  }
  return csvStream(RETURN_CSV_COLUMNS, batches());
}

type RateRow = { key: string; name: string | null; purchases: string; returns: string; credited: string };

const rateOf = (row: RateRow) => {
  const purchases = Number(row.purchases);
  const returns = Number(row.returns);
  return {
    purchases,
    returns,
    credited: fromCents(Number(row.credited)),
    rate_percent: purchases === 0 ? 0 : Math.round((returns / purchases) * 1000) / 10,
  };
};

/**
 * `GET /returns/rates`: of the last 30 days, per campaign and per source, the purchases, the
 * approved returns and what they credited. Sources are the publishers, named by position.
 */
export async function getReturnRatesOf(
  db: Queryable,
  accountId: number,
): Promise<DataOf<typeof getReturnRates>> {
  const since = sql`now() - interval '30 days'`;
  const campaigns = await db.execute<RateRow>(sql`
    with bought as (select campaign_id, count(*) as n from transactions
        where account_id = ${accountId} and type in ('lead', 'call') and status = 'succeeded' and created_at >= ${since}
        group by campaign_id),
      returned as (select campaign_id, count(*) as n, sum(amount_cents) as cents from record_returns
        where account_id = ${accountId} and status = 'approved' and created_at >= ${since} group by campaign_id)
    select c.id as key, c.nickname as name, coalesce(b.n, 0) as purchases, coalesce(r.n, 0) as returns,
      coalesce(r.cents, 0) as credited
    from campaigns c left join bought b on b.campaign_id = c.id left join returned r on r.campaign_id = c.id
    where c.account_id = ${accountId} and (b.n is not null or r.n is not null)
    order by c.id`);
  const sources = await db.execute<RateRow>(sql`
    with bought as (select o.publisher_id, count(*) as n from marketplace_decisions d
        join marketplace_offers o on o.id = d.offer_id
        where d.account_id = ${accountId} and d.is_won and d.created_at >= ${since} group by o.publisher_id),
      returned as (select publisher_id, count(*) as n, sum(amount_cents) as cents from record_returns
        where account_id = ${accountId} and status = 'approved' and created_at >= ${since} group by publisher_id)
    select b.publisher_id as key, null as name, b.n as purchases, coalesce(r.n, 0) as returns,
      coalesce(r.cents, 0) as credited
    from bought b left join returned r on r.publisher_id = b.publisher_id
    order by b.publisher_id`);
  return {
    campaigns: campaigns.rows.map((row) => ({
      campaign_id: Number(row.key),
      campaign_name: row.name ?? '',
      ...rateOf(row),
    })),
    sources: sources.rows.map((row, index) => ({ source: sourceLabel(index), ...rateOf(row) })),
  };
}
