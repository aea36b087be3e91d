import type { ReturnKind } from '@vanbid/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

/** Whose sales, of which days (in `timeZone`, inclusive; null: today and the 29 days before), which kind. */
export interface RateSelection {
  accountId: number;
  from: string | null;
  to: string | null;
  timeZone: string;
  campaignId: number | undefined;
  kind: ReturnKind | undefined;
}

export type RateRow = {
  /** 1: a campaign's row, 2: a publisher's, 3: the total (SQL `grouping`). */
  level: number;
  campaign_id: string | null;
  campaign_name: string | null;
  publisher_id: string | null;
  purchases: string;
  returns: string;
  credited: string;
};

function periodOf({ from, to, timeZone }: RateSelection): { start: SQL; end: SQL } {
  const last = to === null ? sql`(now() at time zone ${timeZone})::date` : sql`${to}::date`;
  const first = from === null ? sql`(${last} - 29)` : sql`${from}::date`;
  return {
    start: sql`(${first}::timestamp at time zone ${timeZone})`,
    end: sql`((${last} + 1)::timestamp at time zone ${timeZone})`,
  };
}

/**
 * The period's sales (won decisions, whose record was charged at the sale: still charged, or
 * returned since) with their approved returns, counted per campaign, per publisher and in all.
 */
export async function selectReturnRates(db: Queryable, selection: RateSelection): Promise<RateRow[]> {
  const { accountId, campaignId, kind } = selection;
  const { start, end } = periodOf(selection);
  const result = await db.execute<RateRow>(sql`
    with sold as (
      select d.campaign_id, o.publisher_id, o.kind, d.record_id,
        case o.kind when 'lead' then (select l.charged from lead_records l where l.id = d.record_id)
          else (select c.charged from call_records c where c.id = d.record_id) end as is_charged
      from marketplace_decisions d join marketplace_offers o on o.id = d.offer_id
      where d.account_id = ${accountId} and d.is_won and d.record_id is not null
        and d.created_at >= ${start} and d.created_at < ${end}
        ${campaignId === undefined ? sql`` : sql`and d.campaign_id = ${campaignId}`}
        ${kind === undefined ? sql`` : sql`and o.kind = ${kind}`}
    ),
    bought as (
      select s.campaign_id, s.publisher_id, x.amount_cents as credited_cents
      from sold s
      left join record_returns x on x.kind = s.kind and x.record_id = s.record_id and x.status = 'approved'
        and x.account_id = ${accountId}
      where s.is_charged or x.id is not null
    )
    select grouping(b.campaign_id, b.publisher_id) as level, b.campaign_id, max(c.nickname) as campaign_name, b.publisher_id, count(*) as purchases,
      count(b.credited_cents) as returns, coalesce(sum(b.credited_cents), 0) as credited
    from bought b left join campaigns c on c.id = b.campaign_id
    group by grouping sets ((b.campaign_id), (b.publisher_id), ())
    order by b.campaign_id nulls last, b.publisher_id nulls last`);
  return result.rows;
}

/**
 * Every publisher the account ever bought from, in the order of its first purchase: a source's
 * letter is its place here, so it never changes with the period shown.
 */
export async function selectSourceOrder(db: Queryable, accountId: number): Promise<number[]> {
  const result = await db.execute<{ publisher_id: string }>(sql`
    select o.publisher_id from marketplace_decisions d join marketplace_offers o on o.id = d.offer_id
    where d.account_id = ${accountId} and d.is_won
    group by o.publisher_id
    order by min(d.created_at), o.publisher_id`);
  return result.rows.map((row) => Number(row.publisher_id));
}
