import {
  type BidDistance,
  bidDistanceOfLeadType,
  fromCents,
  groupMinHourlyBids,
  LEAD_TYPES,
  type MinHourlyBids,
  type Weekday,
} from '@vanbid/domain';
import { asc, type Placeholder, sql } from 'drizzle-orm';
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
 * Joining `min_hourly_bids` to the rows of `table` (a table name or alias of the outer query) at
 * `cell`: the ON condition, and the column of the minimum in cents (null when none is set). The
 * lead type → distance mapping is `bidDistanceOfLeadType`'s, written out as a CASE. The hour may
 * be a placeholder of a reusable statement. The same rule as the engine's `minimumCentsAt` (the
 * domain): `bids-minimum-rule.test.ts` compares the two at every weekday, hour and lead type.
 */
export function minimumAt(table: string, cell: { day: Weekday; hour: number | Placeholder }) {
  const outer = (column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
  const distance = sql`case ${outer('lead_type')} ${sql.join(
    LEAD_TYPES.map((leadType) => sql`when ${leadType} then ${bidDistanceOfLeadType(leadType)}`),
    sql` `,
  )} else ${bidDistanceOfLeadType('')} end`;
  return {
    on: sql`min_hourly_bids.campaign_type_id = ${outer('campaign_type_id')}
      and min_hourly_bids.distance = ${distance} and min_hourly_bids.hour = ${cell.hour}`,
    cents: sql<number | null>`min_hourly_bids.${sql.identifier(`${cell.day}_cents`)}`,
  };
}
