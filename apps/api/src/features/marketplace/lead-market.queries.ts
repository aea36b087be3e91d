import type { BidDistance, Weekday } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { type CandidateRow, LEAD_PARENTS } from './candidates.queries';

/** A lead campaign's settings: what the market keeps between batches (drizzle/0019). */
export type MarketCampaign = Pick<
  CandidateRow,
  | 'id'
  | 'accountId'
  | 'nickname'
  | 'parent'
  | 'type'
  | 'isActive'
  | 'hours'
  | 'limitCents'
  | 'concurrentCalls'
  | 'timeoutSeconds'
  | 'bidPercent'
> & { campaignTypeId: number; distance: BidDistance; geoTemplateId: number | null };

/** The minimum bids of one campaign type, distance and Eastern hour, by weekday. */
export type MinimumsOfHour = { campaignTypeId: number; distance: BidDistance; hour: number } & Record<
  `${Weekday}_cents`,
  number
>;

export interface LeadMarketRows {
  campaigns: MarketCampaign[];
  minimums: MinimumsOfHour[];
  /** The ZIP areas the campaigns use: template id and its ZIP codes. */
  areas: { id: number; zipCodes: string[] }[];
}

/** The lead market's version (drizzle/0019): changes with every committed edit of what it keeps. */
export async function readLeadMarketVersion(tx: Queryable): Promise<string> {
  const result = await tx.execute<{ version: string }>(sql`select version from lead_market_version`);
  return result.rows[0]?.version ?? 'none';
}

/** Every lead campaign (on or off), the minimum bids, and the ZIP areas those campaigns use. */
export async function loadLeadMarket(tx: Queryable): Promise<LeadMarketRows> {
  const campaigns = await tx.execute<MarketCampaign & Record<string, unknown>>(sql`
    select id, account_id as "accountId", nickname, parent, type, is_active as "isActive", hours,
      leads_limit_cents as "limitCents", concurrent_calls as "concurrentCalls", timeout_seconds as "timeoutSeconds",
      bid_percent as "bidPercent", campaign_type_id as "campaignTypeId",
      case when lead_type = 'Long Distance' then 'long' else 'local' end as distance,
      geo_template_id as "geoTemplateId"
    from campaigns where upper(parent) in ${LEAD_PARENTS} order by id`);
  const minimums = await tx.execute<MinimumsOfHour & Record<string, unknown>>(sql`
    select campaign_type_id as "campaignTypeId", distance, hour, mon_cents, tue_cents, wed_cents, thu_cents,
      fri_cents, sat_cents, sun_cents
    from min_hourly_bids`);
  const templateIds = [
    ...new Set(
      campaigns.rows.flatMap((row) => (row.geoTemplateId === null ? [] : [Number(row.geoTemplateId)])),
    ),
  ];
  const areas =
    templateIds.length === 0
      ? { rows: [] }
      : await tx.execute<{ id: number; zipCodes: string[] }>(sql`
          select id, zip_codes as "zipCodes" from geo_templates where id = any(${sql.param(templateIds)}::bigint[])`);
  return {
    campaigns: campaigns.rows.map((row) => ({
      ...row,
      id: Number(row.id),
      accountId: Number(row.accountId),
      limitCents: Number(row.limitCents),
      geoTemplateId: row.geoTemplateId === null ? null : Number(row.geoTemplateId),
    })),
    minimums: minimums.rows,
    areas: areas.rows.map((row) => ({ id: Number(row.id), zipCodes: row.zipCodes })),
  };
}
