import type { Campaign, RegionInput } from '@vanbid/contract';
import { switchedOnWords } from '@vanbid/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';
import { campaigns } from '../../platform/db/schema/index';
import { AppError, notFound } from '../../platform/errors';
import { publish } from '../../platform/events/publish';
import { expandRegion, isUsableGeoTemplate } from '../geo';
import { type ChangeActor, recordChange } from '../logs';
import { CAMPAIGN_DEFAULTS } from './campaign-defaults';
import { type CampaignTarget, changeCampaign, checkedLimitCents } from './campaign-settings.service';
import type { CampaignChanges } from './campaigns.queries';
import { getCampaign } from './campaigns.service';
import { findOpenOffer } from './offers.queries';

type Target = { accountId: number; campaignId: number; timeZone: string };

/**
 * `POST /phone-company/duplicate`: the account's own copy of an open offer, switched off until
 * creation is announced. An account joins an offer once (409 the second time).
 */
export async function duplicateOffer(
  db: Database,
  input: { actor: ChangeActor; offerId: number; nickname?: string | undefined; timeZone: string },
): Promise<{ campaign: Campaign }> {
  const { accountId } = input.actor;
  const offer = await findOpenOffer(db, input.offerId);
  if (!offer) throw notFound('Available campaign');
  const created = await db.transaction(async (tx) => {
    const [row] = await insertCopy(tx, accountId, offer, input.nickname);
    if (row)
      await recordChange(tx, input.actor, {
        field: 'campaign_created',
        subject: null,
        before: null,
        after: row.nickname,
      });
    return row;
  });
  if (!created) throw new AppError('ALREADY_EXISTS', 'You already run this campaign');
  return { campaign: await getCampaign(db, accountId, created.id, input.timeZone) };
}

type Offer = NonNullable<Awaited<ReturnType<typeof findOpenOffer>>>;

/** The account's copy of the offer, off until announced; none when the account already joined it. */
function insertCopy(db: Queryable, accountId: number, offer: Offer, nickname: string | undefined) {
  return db
    .insert(campaigns)
    .values({
      accountId,
      offerId: offer.id,
      parent: offer.parent,
      type: offer.type,
      leadType: offer.leadType,
      company: offer.company,
      campaignTypeId: offer.campaignTypeId,
      nickname: nickname ?? `${offer.type} — ${offer.region}`.slice(0, 80),
      isActive: false,
      leadsLimitCents: CAMPAIGN_DEFAULTS.limitCents,
      concurrentCalls: CAMPAIGN_DEFAULTS.concurrentCalls,
      timeoutSeconds: CAMPAIGN_DEFAULTS.timeoutSeconds,
      bidPercent: CAMPAIGN_DEFAULTS.bidPercent,
      hours: CAMPAIGN_DEFAULTS.hours,
    })
    .onConflictDoNothing({ target: [campaigns.accountId, campaigns.offerId] })
    .returning({ id: campaigns.id, nickname: campaigns.nickname, hours: campaigns.hours });
}

export type AdvancedSettings = {
  nickname?: string | undefined;
  limit?: number | undefined;
  hours?: CampaignChanges['hours'] | undefined;
  bidPercent?: number | undefined;
  concurrentCalls?: number | undefined;
  timeoutPerCall?: number | undefined;
  geoTemplateId?: number | null | undefined;
  region?: RegionInput | undefined;
};

/** `PATCH /advanced-settings`: several settings at once, each checked as its own call checks it. */
export async function applyAdvancedSettings(
  db: Database,
  target: CampaignTarget,
  settings: AdvancedSettings,
) {
  const changes: CampaignChanges = {
    nickname: settings.nickname,
    hours: settings.hours,
    bidPercent: settings.bidPercent,
    concurrentCalls: settings.concurrentCalls,
    timeoutSeconds: settings.timeoutPerCall,
    geoTemplateId: settings.geoTemplateId,
    // A ZIP template (or anywhere) replaces the region.
    region: settings.geoTemplateId === undefined ? undefined : null,
  };
  if (settings.limit !== undefined) changes.leadsLimitCents = await checkedLimitCents(db, settings.limit);
  const templateId = settings.geoTemplateId;
  if (templateId != null && !(await isUsableGeoTemplate(db, target.actor.accountId, templateId))) {
    throw notFound('Geo template');
  }
  const region = settings.region ? await expandRegion(settings.region) : undefined;
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const { campaign } = await changeCampaign(db, target, defined, region);
  return { nickname: campaign.nickname, limit: campaign.limit, campaign };
}

/**
 * `POST /webhook/campaign/notify-creation`: the campaign goes live, and the account gets a
 * notification (with its realtime event in the outbox, in the same transaction).
 */
export async function announceCreation(db: Database, target: Target): Promise<{ campaign: Campaign }> {
  await db.transaction(async (tx) => {
    const [campaign] = await tx
      .update(campaigns)
      .set({ isActive: true })
      .where(and(eq(campaigns.id, target.campaignId), eq(campaigns.accountId, target.accountId)))
      .returning({ id: campaigns.id, nickname: campaigns.nickname, hours: campaigns.hours });
    if (!campaign) throw notFound('Campaign');
    await publish(tx, {
      name: 'new_notification',
      accountId: target.accountId,
      notification: {
        type: 'campaign_created',
        title: 'Campaign created',
        body: `${campaign.nickname} ${switchedOnWords(campaign.hours, target.timeZone)}.`,
        campaignId: campaign.id,
      },
    });
  });
  return { campaign: await getCampaign(db, target.accountId, target.campaignId, target.timeZone) };
}
