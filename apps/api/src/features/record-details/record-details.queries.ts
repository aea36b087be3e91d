import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { callRecords, leadRecords } from '../../platform/db/schema/index';

/** A lead record of the account; undefined for another account's or an unknown id. */
export async function findLeadRecord(db: Queryable, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(leadRecords)
    .where(and(eq(leadRecords.id, id), eq(leadRecords.accountId, accountId)));
  return row;
}

/** A call record of the account; undefined for another account's or an unknown id. */
export async function findCallRecord(db: Queryable, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(callRecords)
    .where(and(eq(callRecords.id, id), eq(callRecords.accountId, accountId)));
  return row;
}

export interface LeadOfferRow {
  payload: Record<string, unknown>;
  buyers: number;
}

/**
 * The publisher's offer a lead record was sold from: its winning decision names the record and
 * was written by the same sale at the record's time (to the microsecond), so the campaign-and-time
 * index finds it. Undefined for a record no sale wrote (test data).
 */
export async function findLeadOffer(db: Queryable, recordId: number): Promise<LeadOfferRow | undefined> {
  const result = await db.execute<{ payload: Record<string, unknown>; buyers: number }>(sql`
    select o.payload, o.buyers
    from lead_records r
    join marketplace_decisions d on d.campaign_id = r.campaign_id and d.created_at = r.time_created
      and d.record_id = r.id and d.is_won
    join marketplace_offers o on o.id = d.offer_id and o.kind = 'lead'
    where r.id = ${recordId}
    limit 1`);
  const [row] = result.rows;
  return row && { payload: row.payload, buyers: Number(row.buyers) };
}
