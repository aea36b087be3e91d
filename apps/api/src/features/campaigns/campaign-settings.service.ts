import type { Campaign } from '@vanbid/contract';
import { formatUsd, toCents } from '@vanbid/domain';
import type { Database, Queryable } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { readLeadsSlider } from '../settings';
import { type CampaignChanges, updateCampaign } from './campaigns.queries';
import { getCampaign } from './campaigns.service';

/** A daily limit in whole dollars within the leads slider's range → cents; else VALIDATION_FAILED. */
export async function checkedLimitCents(db: Queryable, limit: number): Promise<number> {
  const slider = await readLeadsSlider(db);
  if (limit < slider.min || limit > slider.max) {
    const message = `Use a limit from ${formatUsd(toCents(slider.min))} to ${formatUsd(toCents(slider.max))}`;
    throw new AppError('VALIDATION_FAILED', message, { limit: message });
  }
  return toCents(limit);
}

/** Changes one campaign of the account and answers it; unknown and foreign ids are NOT_FOUND. */
export async function changeCampaign(
  db: Database,
  target: { accountId: number; campaignId: number; timeZone: string },
  changes: CampaignChanges,
): Promise<{ campaign: Campaign }> {
  const changed = await updateCampaign(db, target.accountId, target.campaignId, changes);
  if (!changed) throw notFound('Campaign');
  return { campaign: await getCampaign(db, target.accountId, target.campaignId, target.timeZone) };
}
