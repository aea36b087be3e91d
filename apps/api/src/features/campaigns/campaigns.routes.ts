import {
  campaignCompanyMetadata,
  campaignPayoutsEndpoint,
  getCampaign as getCampaignEndpoint,
  listCampaigns as listCampaignsEndpoint,
  thankYouPagePreview,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { getCampaignCompanyMetadata, getThankYouPagePreview } from './campaign-company.service';
import { campaignCreationRoutes } from './campaign-creation.routes';
import { campaignSettingsRoutes } from './campaign-settings.routes';
import { getCampaign, listCampaigns, listPayouts } from './campaigns.service';
import { missedCallsRoutes } from './missed-calls.routes';

/** The campaign calls of docs/product.md §4. */
export async function campaignsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, listCampaignsEndpoint, ({ auth, query }) => listCampaigns(db, auth.accountId, query.timezone));
  route(app, getCampaignEndpoint, ({ auth, params, query }) =>
    getCampaign(db, auth.accountId, params.id, query.timezone),
  );
  route(app, campaignPayoutsEndpoint, ({ auth, query }) => listPayouts(db, auth.accountId, query.timezone));
  route(app, campaignCompanyMetadata, ({ auth }) => getCampaignCompanyMetadata(db, auth.accountId));
  route(app, thankYouPagePreview, ({ auth, query }) =>
    getThankYouPagePreview(db, auth.accountId, query.device),
  );
  await campaignSettingsRoutes(app);
  await campaignCreationRoutes(app);
  await missedCallsRoutes(app);
}
