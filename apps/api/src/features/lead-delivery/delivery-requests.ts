import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { leaseEnd } from './deliveries.queries';

/** A lead a sale just recorded for one buyer. */
export interface SoldRecord {
  recordId: number;
  accountId: number;
  campaignId: number;
}

/**
 * In the sale's transaction: one delivery row per record and destination of its account (the
 * campaign's own and those for every campaign; a paused one too, held until it is resumed), one
 * statement. Nothing is sent here: the delivery worker sends them after the sale commits,
 * and the rows make sure it does, even if this process dies first. `leaseSeconds` (not null): each
 * row (of a destination not paused) is leased to this process's worker for its first attempt, as a
 * claim would (`claimDueDeliveries`), and the caller hands the ids to it after the commit
 * (`handOffDeliveries`); should this process die first, the lease runs out and any worker takes
 * them. The delivery ids by record.
 */
export async function requestLeadDeliveries(
  tx: Queryable,
  sold: readonly SoldRecord[],
  { leaseSeconds }: { leaseSeconds: number | null },
): Promise<{ deliveryId: number; recordId: number }[]> {
  if (sold.length === 0) return [];
  const leased = sql`${leaseSeconds !== null} and not d.is_paused`;
  const result = await tx.execute<{ id: number; record_id: number }>(sql`
    insert into lead_deliveries (account_id, destination_id, record_id, next_attempt_at, leased_until, attempts)
    select d.account_id, d.id, s.record_id,
      case when d.is_paused then 'infinity'::timestamptz else now() end,
      case when ${leased} then ${leaseEnd(leaseSeconds ?? 0)} end, case when ${leased} then 1 else 0 end
    from unnest(${sql.param(sold.map((each) => each.recordId))}::bigint[],
      ${sql.param(sold.map((each) => each.accountId))}::bigint[],
      ${sql.param(sold.map((each) => each.campaignId))}::bigint[]) as s(record_id, account_id, campaign_id)
    join delivery_destinations d on d.account_id = s.account_id and d.deleted_at is null
      and (d.campaign_id is null or d.campaign_id = s.campaign_id)
    returning id, record_id`);
  return result.rows.map((row) => ({ deliveryId: Number(row.id), recordId: Number(row.record_id) }));
}
