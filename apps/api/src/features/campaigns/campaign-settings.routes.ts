import {
  editNickname,
  saveActiveStatus,
  saveCompanyHours,
  saveConcurrentCall,
  saveTimeout,
  setCompanyHourlyBid,
  updateLimit,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { changeCampaign, checkedLimitCents } from './campaign-settings.service';

/** The one-setting changes of a campaign (docs/product.md §4). */
export async function campaignSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const target = (accountId: number, body: { campaignId: number; timezone: string }) => ({
    accountId,
    campaignId: body.campaignId,
    timeZone: body.timezone,
  });
  route(app, editNickname, ({ auth, body }) =>
    changeCampaign(db, target(auth.accountId, body), { nickname: body.nickname }),
  );
  route(app, updateLimit, async ({ auth, params, body }) => {
    const leadsLimitCents = await checkedLimitCents(db, body.limit);
    return changeCampaign(
      db,
      { accountId: auth.accountId, campaignId: params.id, timeZone: body.timezone },
      { leadsLimitCents },
    );
  });
  route(app, saveConcurrentCall, ({ auth, body }) =>
    changeCampaign(db, target(auth.accountId, body), { concurrentCalls: body.concurrent_call }),
  );
  route(app, saveTimeout, ({ auth, body }) =>
    changeCampaign(db, target(auth.accountId, body), { timeoutSeconds: body.value }),
  );
  route(app, saveActiveStatus, ({ auth, body }) =>
    changeCampaign(db, target(auth.accountId, body), { isActive: body.is_active }),
  );
  route(app, saveCompanyHours, ({ auth, body }) =>
    changeCampaign(db, target(auth.accountId, body), { hours: body.hours }),
  );
  route(app, setCompanyHourlyBid, ({ auth, body }) =>
    changeCampaign(db, target(auth.accountId, body), { bidPercent: body.bidPercent }),
  );
}
