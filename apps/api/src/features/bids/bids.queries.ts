import { bidDistanceOfLeadType } from '@vanbid/contract';
import {
  type BidDistance,
  fromCents,
  groupMinHourlyBids,
  LEAD_TYPES,
  type MinHourlyBids,
  type Weekday,
} from '@vanbid/domain';
import { asc, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { minHourlyBids } from '../../platform/db/schema/index';

/** Every minimum hourly bid, grouped as `getminhourlybids` answers (type → distance → Eastern hour). */
export async function listMinHourlyBids(db: Queryable): Promise<MinHourlyBids> {
  const rows = await db
    .select()
    .from(minHourlyBids)
    .orderBy(asc(minHourlyBids.campaignTypeId), asc(minHourlyBids.distance), asc(minHourlyBids.hour));
  return groupMinHourlyBids(
    rows.map((row) => ({
      campaign_type_id: row.campaignTypeId,
      distance: row.distance as BidDistance,
      hour: row.hour,
      min_value: fromCents(row.minValueCents),
      mon: fromCents(row.monCents),
      tue: fromCents(row.tueCents),
      wed: fromCents(row.wedCents),
      thu: fromCents(row.thuCents),
      fri: fromCents(row.friCents),
      sat: fromCents(row.satCents),
      sun: fromCents(row.sunCents),
    })),
  );
}

/** An Eastern weekday and hour: whose minimum prices a campaign now (`currentScheduleCell`). */
export type EasternCell = { day: Weekday; hour: number };

/**
 * The minimum in cents at `cell` for the campaign type and lead type of the row being selected
 * (a scalar subquery on the primary key; null when none is set). The lead type → distance
 * mapping is `bidDistanceOfLeadType`'s, spelled out as a CASE.
 */
export function minimumAtSql(row: { campaignTypeId: SQLWrapper; leadType: SQLWrapper }, cell: EasternCell) {
  const distance = sql`case ${row.leadType} ${sql.join(
    LEAD_TYPES.map((leadType) => sql`when ${leadType} then ${bidDistanceOfLeadType(leadType)}`),
    sql` `,
  )} else ${bidDistanceOfLeadType('')} end`;
  return sql<number | null>`(select ${sql.identifier(`${cell.day}_cents`)} from ${minHourlyBids}
    where ${minHourlyBids.campaignTypeId} = ${row.campaignTypeId} and ${minHourlyBids.distance} = ${distance}
      and ${minHourlyBids.hour} = ${cell.hour})`;
}
