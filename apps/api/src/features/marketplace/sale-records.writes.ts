import { sql } from 'drizzle-orm';
import { type SaleTime, timeSql } from '../../platform/clock/sale-time';
import type { Queryable } from '../../platform/db/database';
import type { Decision } from './evaluate';

/**
 * The campaigns' last buy moves to this sale's time, never back: batches commit in an order other
 * than the one they began in, and an earlier sale written last must not hide a later one.
 */
export async function stampLastBuy(
  tx: Queryable,
  campaignIds: readonly number[],
  at?: SaleTime,
): Promise<void> {
  if (campaignIds.length === 0) return;
  await tx.execute(
    sql`update campaigns set last_buy_at = greatest(last_buy_at, ${timeSql(at)}) where id = any(${sql.param([...new Set(campaignIds)])}::bigint[])`,
  );
}

/** A charged call is a buy at the time it rang (its record's time), unless a later one came first. */
export async function stampCallBuy(tx: Queryable, recordId: number): Promise<void> {
  await tx.execute(sql`
    update campaigns c set last_buy_at = greatest(c.last_buy_at, r.time_created)
    from call_records r where r.id = ${recordId} and c.id = r.campaign_id`);
}

/** The decision lines of one offer (`writeOfferDecisions`). */
export async function writeDecisions(
  tx: Queryable,
  offerId: number,
  decisions: readonly Decision[],
  at?: SaleTime,
): Promise<void> {
  await writeOfferDecisions(
    tx,
    decisions.map((decision) => ({ offerId, ...decision })),
    at,
  );
}

/**
 * Decision lines of any number of offers in one statement: columns go as arrays and `unnest`
 * makes the rows (a lead can be seen by hundreds of campaigns, a batch holds many leads).
 */
export async function writeOfferDecisions(
  tx: Queryable,
  decisions: readonly (Decision & { offerId: number })[],
  at?: SaleTime,
): Promise<void> {
  if (decisions.length === 0) return;
  const column = <T>(read: (decision: Decision & { offerId: number }) => T) => sql.param(decisions.map(read));
  await tx.execute(sql`
    insert into marketplace_decisions (offer_id, created_at, account_id, campaign_id, is_won, loss_reason, price_cents, clearing_price_cents, record_id)
    select offer_id, ${timeSql(at)}, account_id, campaign_id, is_won, loss_reason, price_cents, clearing_price_cents, record_id
    from unnest(
      ${column((decision) => decision.offerId)}::bigint[],
      ${column((decision) => decision.campaign.accountId)}::bigint[],
      ${column((decision) => decision.campaign.id)}::bigint[],
      ${column((decision) => decision.lossReason === null)}::boolean[],
      ${column((decision) => decision.lossReason)}::text[],
      ${column((decision) => decision.priceCents)}::int[],
      ${column((decision) => decision.clearingPriceCents)}::int[],
      ${column((decision) => decision.recordId)}::bigint[])
      as d(offer_id, account_id, campaign_id, is_won, loss_reason, price_cents, clearing_price_cents, record_id)`);
}
