import {
  advancedSettings,
  duplicateCampaign,
  listOfferVolumes as listOfferVolumesEndpoint,
  notifyCampaignCreation,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { announceCreation, applyAdvancedSettings, duplicateOffer } from './campaign-creation.service';
import { listOfferVolumes } from './offer-volumes.queries';

/** Creating a campaign: duplicate an available campaign, set it up, announce it (docs/product.md §4). */
export async function campaignCreationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, duplicateCampaign, ({ auth, body }) =>
    duplicateOffer(db, {
      actor: auth,
      offerId: body.campaignId,
      nickname: body.nickname,
      timeZone: body.timezone,
    }),
  );
  route(app, advancedSettings, ({ auth, body }) => {
    const { campaignId, timezone, ...settings } = body;
    return applyAdvancedSettings(db, { actor: auth, campaignId, timeZone: timezone }, settings);
  });
  route(app, notifyCampaignCreation, ({ auth, body }) =>
    announceCreation(db, {
      accountId: auth.accountId,
      campaignId: body.campaign_id,
      timeZone: body.timezone,
    }),
  );
  route(app, listOfferVolumesEndpoint, async () => ({ volumes: await listOfferVolumes(db) }));
}
