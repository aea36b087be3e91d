import type { Campaign } from '@vanbid/contract';
import { formatUsd, toCents } from '@vanbid/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';
import { campaigns } from '../../platform/db/schema/index';
import { AppError, notFound } from '../../platform/errors';
import { type expandRegion, saveRegionTemplate } from '../geo';
import { type ChangeActor, recordChanges } from '../logs';
import { readLeadsSlider } from '../settings';
import { areaChangeInWords } from './campaign-area-words';
import { campaignChangesInWords } from './campaign-change-words';
import { type CampaignChanges, recordPauser, updateCampaign } from './campaigns.queries';
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

/** A region with the ZIPs it covers, to be the campaign's own template. */
export type ExpandedRegion = Awaited<ReturnType<typeof expandRegion>>;

export type CampaignTarget = { actor: ChangeActor; campaignId: number; timeZone: string };

/** Who switched the campaign off, when this change does (support as itself); null otherwise. */
function pauserOf(before: { isActive: boolean }, target: CampaignTarget, changes: CampaignChanges) {
  if (changes.isActive !== false || !before.isActive) return null;
  const { actor } = target;
  return actor.role === 'guest' ? (actor.actorUserId ?? actor.userId) : actor.userId;
}

/**
 * Changes one campaign of the account and answers it; unknown and foreign ids are NOT_FOUND.
 * Each setting that moved is in the activity log, in the same transaction.
 */
export async function changeCampaign(
  db: Database,
  target: CampaignTarget,
  changes: CampaignChanges,
  region?: ExpandedRegion,
): Promise<{ campaign: Campaign }> {
  const { accountId, campaignId } = { ...target.actor, ...target };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.accountId, accountId)))
      .for('update');
    if (!before) throw notFound('Campaign');
    const area = await areaChangeInWords(tx, before, region ? { region: region.region } : changes);
    const all = region
      ? {
          ...changes,
          region: region.region,
          geoTemplateId: await saveRegionTemplate(tx, { ...region, accountId, campaignId }),
        }
      : changes;
    if (!(await updateCampaign(tx, accountId, campaignId, all))) throw notFound('Campaign');
    const pauser = pauserOf(before, target, changes);
    if (pauser !== null) await recordPauser(tx, campaignId, pauser);
    await recordChanges(tx, target.actor, campaignChangesInWords(before, all, area));
  });
  return { campaign: await getCampaign(db, accountId, target.campaignId, target.timeZone) };
}
