import { EASTERN_TIME_ZONE, fromCents } from '@vanbid/domain';
import type { Queryable } from '../../platform/db/database';
import { listCampaignSpend } from '../spend';
import type { BrandedCallsRow } from './branded-calls.queries';

/** A campaign's today in the zone asked for: charged purchases and their spend, dollars. */
export interface DayInZone {
  purchases: number;
  spent: number;
}

/** Each campaign's Eastern day, as read with it: the campaign id → charged purchases and cents. */
type EasternDays = ReadonlyMap<number, { purchases: number; cents: number }>;

/**
 * Each campaign's today in `timeZone` exactly as the Spend card counts it (`listCampaignSpend`:
 * the Eastern roll-up and the records of the hours around it); in Eastern time that is the
 * Eastern day already read. A branded campaign's today is its branded calls, at $0.
 */
export async function listDaysInZone(
  db: Queryable,
  input: { accountId: number; timeZone: string },
  easternDays: EasternDays,
  branded: readonly BrandedCallsRow[],
): Promise<(campaignId: number) => DayInZone> {
  const days = new Map(
    [...easternDays].map(([id, day]) => [id, { purchases: day.purchases, spent: fromCents(day.cents) }]),
  );
  if (input.timeZone !== EASTERN_TIME_ZONE) {
    days.clear();
    for (const row of await listCampaignSpend(db, input.accountId, input.timeZone))
      days.set(Number(row.campaign_id), {
        purchases: Number(row.today_purchases),
        spent: fromCents(Number(row.today_cents)),
      });
  }
  for (const row of branded)
    days.set(Number(row.campaign_id), { purchases: Number(row.calls_zone_today), spent: 0 });
  return (campaignId) => days.get(campaignId) ?? { purchases: 0, spent: 0 };
}
