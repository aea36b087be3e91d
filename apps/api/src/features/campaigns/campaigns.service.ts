import type { Campaign } from '@vanbid/contract';
import { currentScheduleCell, datePresetRange, EASTERN_TIME_ZONE } from '@vanbid/domain';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { toAvailableCampaign, toCampaign } from './campaign-mapper';
import { listCampaignRows } from './campaigns.queries';
import { listAvailableOffers } from './offers.queries';

/** The Eastern calendar day of `now` (`YYYY-MM-DD`): daily limits and spending run on it. */
export function easternDay(now: Date): string {
  return datePresetRange('Today', EASTERN_TIME_ZONE, now)!.from;
}

function readInput(accountId: number, timeZone: string, now: Date, campaignId?: number) {
  const cell = currentScheduleCell(EASTERN_TIME_ZONE, now);
  return { accountId, timeZone, easternDay: easternDay(now), cell, campaignId };
}

/** `GET /campaigns`: the account's campaigns (newest last buy first) and the offers it can join. */
export async function listCampaigns(db: Database, accountId: number, timeZone: string) {
  const input = readInput(accountId, timeZone, new Date());
  const [rows, offers] = await Promise.all([
    listCampaignRows(db, input),
    listAvailableOffers(db, accountId, input.cell),
  ]);
  return { campaigns: rows.map(toCampaign), available_campaigns: offers.map(toAvailableCampaign) };
}

/** One campaign of the account; another account's campaign is NOT_FOUND like an unknown id. */
export async function getCampaign(
  db: Database,
  accountId: number,
  campaignId: number,
  timeZone: string,
): Promise<Campaign> {
  const [row] = await listCampaignRows(db, readInput(accountId, timeZone, new Date(), campaignId));
  if (!row) throw notFound('Campaign');
  return toCampaign(row);
}
