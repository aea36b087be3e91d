import type { Campaign } from '@vanbid/contract';
import {
  currentScheduleCell,
  datePresetRange,
  EASTERN_TIME_ZONE,
  fromCents,
  sortByLastBuyDate,
} from '@vanbid/domain';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { type BrandedCallsRow, listBrandedCalls } from './branded-calls.queries';
import { toAvailableCampaign, toCampaign } from './campaign-mapper';
import { type CampaignRow, listCampaignRows, listPayoutsOn } from './campaigns.queries';
import { listDaysInZone } from './day-in-zone';
import { listAvailableOffers } from './offers.queries';

/** The Eastern calendar day of `now` (`YYYY-MM-DD`): daily limits and spending run on it. */
export function easternDay(now: Date): string {
  return datePresetRange('Today', EASTERN_TIME_ZONE, now)!.from;
}

function readInput(accountId: number, timeZone: string, now: Date, campaignId?: number) {
  const cell = currentScheduleCell(EASTERN_TIME_ZONE, now);
  return { accountId, timeZone, easternDay: easternDay(now), cell, campaignId };
}

/**
 * A branded campaign's day is the branded calls it took (never charged, so neither in the spend
 * roll-up nor `last_buy_at`): its count of today and its last "buy" are its calls, like its log.
 */
function withBrandedCalls(rows: CampaignRow[], branded: BrandedCallsRow[]): CampaignRow[] {
  const byCampaign = new Map(branded.map((row) => [Number(row.campaign_id), row]));
  return rows.map((row) => {
    const calls = byCampaign.get(Number(row.id));
    if (!calls) return row;
    const dates = [row.last_buy_date, calls.last_call_date].filter((date) => date !== null).sort();
    return { ...row, purchases_today: Number(calls.calls_today), last_buy_date: dates.at(-1) ?? null };
  });
}

async function listRows(db: Database, input: ReturnType<typeof readInput>) {
  const [rows, branded] = await Promise.all([listCampaignRows(db, input), listBrandedCalls(db, input)]);
  const easternDays = new Map(
    rows.map((row) => [
      Number(row.id),
      { purchases: Number(row.purchases_today), cents: Number(row.spent_today_cents) },
    ]),
  );
  const dayInZone = await listDaysInZone(db, input, easternDays, branded);
  return sortByLastBuyDate(
    withBrandedCalls(rows, branded).map((row) => toCampaign(row, dayInZone(Number(row.id)))),
  );
}

/** `GET /campaigns`: the account's campaigns (newest last buy first) and the offers it can join. */
export async function listCampaigns(db: Database, accountId: number, timeZone: string) {
  const input = readInput(accountId, timeZone, new Date());
  const [campaigns, offers] = await Promise.all([
    listRows(db, input),
    listAvailableOffers(db, accountId, input.cell),
  ]);
  return { campaigns, available_campaigns: offers.map(toAvailableCampaign) };
}

/** One campaign of the account; another account's campaign is NOT_FOUND like an unknown id. */
export async function getCampaign(
  db: Database,
  accountId: number,
  campaignId: number,
  timeZone: string,
): Promise<Campaign> {
  const [campaign] = await listRows(db, readInput(accountId, timeZone, new Date(), campaignId));
  if (!campaign) throw notFound('Campaign');
  return campaign;
}

/**
 * `GET /campaigns/payouts`: each campaign's charged purchases and spend of the Eastern day (the
 * daily limit's) and of today in `timeZone` (the card's, as the Spend card counts it); a branded
 * campaign's counts are its branded calls (at $0), like its card.
 */
export async function listPayouts(db: Database, accountId: number, timeZone: string) {
  const day = easternDay(new Date());
  const [rows, branded] = await Promise.all([
    listPayoutsOn(db, accountId, day),
    listBrandedCalls(db, { accountId, easternDay: day, timeZone }),
  ]);
  const easternDays = new Map(
    rows.map((row) => [Number(row.campaign_id), { purchases: Number(row.count), cents: Number(row.cents) }]),
  );
  const dayInZone = await listDaysInZone(db, { accountId, timeZone }, easternDays, branded);
  const brandedToday = new Map(branded.map((row) => [Number(row.campaign_id), Number(row.calls_today)]));
  return {
    payouts: rows.map((row) => ({
      campaignId: row.campaign_id,
      payout: fromCents(row.cents),
      count: brandedToday.get(Number(row.campaign_id)) ?? row.count,
      dayInZone: dayInZone(Number(row.campaign_id)),
    })),
  };
}
