import {
  type BidDistance,
  type CampaignGroup,
  campaignGroup,
  EASTERN_TIME_ZONE,
  isWithinBuyingHours,
  LEAD_BUYERS_DEFAULT,
  MIN_BID_BOUNDS,
  nextMinBidCents,
  WEEKDAYS,
  type Weekday,
} from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import { easternMoment } from '../../platform/clock/eastern-moment';
import type { Database, Queryable } from '../../platform/db/database';
import type { CampaignHours } from '../../platform/db/schema/index';
import { minBidChanges } from '../../platform/db/schema/index';
import { publish } from '../../platform/events/publish';

/** Supply is counted over the last 4 weeks of offers in the slot. */
const SUPPLY_WEEKS = 4;

interface SlotRow {
  campaignTypeId: number;
  distance: BidDistance;
  currentCents: number;
}

interface TypeCampaign {
  id: number;
  accountId: number;
  campaignTypeId: number;
  distance: BidDistance;
  group: CampaignGroup;
  isActive: boolean;
  hours: CampaignHours;
  bidPercent: number;
}

export interface MinBidChange {
  campaignTypeId: number;
  distance: BidDistance;
  weekday: Weekday;
  hour: number;
  oldCents: number;
  newCents: number;
}

/** The offer kind a campaign group buys: leads, calls, or branded calls. */
const offerKey = (group: CampaignGroup, distance: BidDistance) => `${group}:${distance}`;

async function readSupply(
  tx: Queryable,
  day: Weekday,
  hour: number,
  now: Date,
): Promise<Map<string, number>> {
  const result = await tx.execute<{
    kind: string;
    is_branded: boolean;
    distance: BidDistance;
    offers: number;
  }>(sql`
    select kind, is_branded, distance, count(*)::int as offers
    from marketplace_offers
    where created_at >= ${now.toISOString()}::timestamptz - interval '28 days'
      and created_at < ${now.toISOString()}::timestamptz
      and extract(isodow from created_at at time zone ${EASTERN_TIME_ZONE}) = ${WEEKDAYS.indexOf(day) + 1}
      and extract(hour from created_at at time zone ${EASTERN_TIME_ZONE}) = ${hour}
    group by 1, 2, 3`);
  const supply = new Map<string, number>();
  for (const row of result.rows) {
    const group: CampaignGroup = row.kind === 'lead' ? 'leads' : row.is_branded ? 'branded' : 'calls';
    supply.set(offerKey(group, row.distance), Number(row.offers));
  }
  return supply;
}

async function readTypeCampaigns(tx: Queryable): Promise<TypeCampaign[]> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select id, account_id, campaign_type_id, parent, type, lead_type, is_active, hours, bid_percent
    from campaigns where campaign_type_id is not null`);
  return result.rows.flatMap((row) => {
    const group = campaignGroup({ parent: row.parent as string, type: row.type as string });
    if (!group) return [];
    return [
      {
        id: Number(row.id),
        accountId: Number(row.account_id),
        campaignTypeId: Number(row.campaign_type_id),
        distance: row.lead_type === 'Long Distance' ? 'long' : 'local',
        group,
        isActive: row.is_active === true,
        hours: row.hours as CampaignHours,
        bidPercent: Number(row.bid_percent),
      } satisfies TypeCampaign,
    ];
  });
}

async function readSlots(tx: Queryable, day: Weekday, hour: number): Promise<SlotRow[]> {
  const column = sql.identifier(`${day}_cents`);
  const result = await tx.execute<Record<string, unknown>>(sql`
    select campaign_type_id, distance, ${column} as cents from min_hourly_bids where hour = ${hour}
    order by campaign_type_id, distance for update`);
  return result.rows.map((row) => ({
    campaignTypeId: Number(row.campaign_type_id),
    distance: row.distance as BidDistance,
    currentCents: Number(row.cents),
  }));
}

/**
 * Recalculates the minimum of the Eastern weekday and hour of `now` for every campaign type and
 * distance from supply (that slot's offers over 4 weeks) and demand (the campaigns switched on
 * and buying then, weighted by their bids); keeps each change, then tells the accounts whose
 * campaigns it prices: MIN_BID_UPDATE once per account, bid_recalculation per campaign switched on.
 */
export async function recalculateMinimumBids(
  db: Database,
  options: {
    now?: Date /** Only these types (an operator's rerun, a test). */;
    campaignTypeIds?: number[];
  } = {},
): Promise<MinBidChange[]> {
  const now = options.now ?? new Date();
  const { day, hour, time } = easternMoment(now);
  const inScope = (typeId: number) => !options.campaignTypeIds || options.campaignTypeIds.includes(typeId);
  return db.transaction(async (tx) => {
    const slots = (await readSlots(tx, day, hour)).filter((slot) => inScope(slot.campaignTypeId));
    const supply = await readSupply(tx, day, hour, now);
    const campaigns = await readTypeCampaigns(tx);
    const changes: MinBidChange[] = [];
    for (const slot of slots) {
      const ofSlot = campaigns.filter(
        (c) => c.campaignTypeId === slot.campaignTypeId && c.distance === slot.distance,
      );
      const group = ofSlot[0]?.group;
      if (!group) continue; // a type no campaign uses: nothing tells what it sells
      const buying = ofSlot.filter((c) => c.isActive && isWithinBuyingHours(c.hours, day, time));
      const market = {
        offersPerWeek: (supply.get(offerKey(group, slot.distance)) ?? 0) / SUPPLY_WEEKS,
        buyersPerOffer: group === 'leads' ? LEAD_BUYERS_DEFAULT : 1,
        demand: buying.reduce((sum, c) => sum + 1 + c.bidPercent / 100, 0),
      };
      const newCents = nextMinBidCents(slot.currentCents, market, MIN_BID_BOUNDS[group]);
      if (newCents === slot.currentCents) continue;
      await writeMinimum(tx, { ...slot, day, hour, newCents });
      await tx.insert(minBidChanges).values({
        campaignTypeId: slot.campaignTypeId,
        distance: slot.distance,
        weekday: day,
        hour,
        oldCents: slot.currentCents,
        newCents,
        offersPerWeek: market.offersPerWeek,
        demand: Math.round(market.demand * 100) / 100,
      });
      changes.push({
        campaignTypeId: slot.campaignTypeId,
        distance: slot.distance,
        weekday: day,
        hour,
        oldCents: slot.currentCents,
        newCents,
      });
      await tellAccounts(tx, slot, ofSlot);
    }
    return changes;
  });
}

async function writeMinimum(
  tx: Queryable,
  slot: SlotRow & { day: Weekday; hour: number; newCents: number },
): Promise<void> {
  const column = sql.identifier(`${slot.day}_cents`);
  await tx.execute(sql`
    update min_hourly_bids set ${column} = ${slot.newCents}, updated_at = now(),
      min_value_cents = least(${sql.join(
        WEEKDAYS.map((day) => (day === slot.day ? sql`${slot.newCents}` : sql.identifier(`${day}_cents`))),
        sql`, `,
      )})
    where campaign_type_id = ${slot.campaignTypeId} and distance = ${slot.distance} and hour = ${slot.hour}`);
}

async function tellAccounts(tx: Queryable, slot: SlotRow, campaigns: TypeCampaign[]): Promise<void> {
  const { campaignTypeId, distance } = slot;
  const accounts = new Set(campaigns.map((c) => c.accountId));
  for (const accountId of accounts)
    await publish(tx, { accountId, name: 'MIN_BID_UPDATE', payload: { campaignTypeId, distance } });
  for (const campaign of campaigns.filter((c) => c.isActive))
    await publish(tx, {
      accountId: campaign.accountId,
      name: 'bid_recalculation',
      payload: { campaignId: campaign.id },
    });
}
