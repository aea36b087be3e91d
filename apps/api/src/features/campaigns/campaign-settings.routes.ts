import {
  editNickname,
  saveActiveStatus,
  saveBudgetCaps,
  saveCompanyHours,
  saveConcurrentCall,
  saveTimeout,
  setCompanyHourlyBid,
  updateLimit,
} from '@vanbid/contract';
import { toCents } from '@vanbid/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { ChangeActor } from '../logs';
import { changeCampaign, checkedLimitCents } from './campaign-settings.service';

/** The one-setting changes of a campaign (docs/product.md §4). */
export async function campaignSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const target = (actor: ChangeActor, body: { campaignId: number; timezone: string }) => ({
    actor,
    campaignId: body.campaignId,
    timeZone: body.timezone,
  });
  route(app, editNickname, ({ auth, body }) =>
    changeCampaign(db, target(auth, body), { nickname: body.nickname }),
  );
  route(app, updateLimit, async ({ auth, params, body }) => {
    const leadsLimitCents = await checkedLimitCents(db, body.limit);
    return changeCampaign(
      db,
      { actor: auth, campaignId: params.id, timeZone: body.timezone },
      { leadsLimitCents },
    );
  });
  route(app, saveBudgetCaps, ({ auth, body }) =>
    changeCampaign(db, target(auth, body), {
      weeklyCapCents: body.weekly_cap === null ? null : toCents(body.weekly_cap),
      monthlyCapCents: body.monthly_cap === null ? null : toCents(body.monthly_cap),
    }),
  );
  route(app, saveConcurrentCall, ({ auth, body }) =>
    changeCampaign(db, target(auth, body), { concurrentCalls: body.concurrent_call }),
  );
  route(app, saveTimeout, ({ auth, body }) =>
    changeCampaign(db, target(auth, body), { timeoutSeconds: body.value }),
  );
  route(app, saveActiveStatus, ({ auth, body }) =>
    changeCampaign(db, target(auth, body), { isActive: body.is_active }),
  );
  route(app, saveCompanyHours, ({ auth, body }) =>
    changeCampaign(db, target(auth, body), { hours: body.hours }),
  );
  route(app, setCompanyHourlyBid, ({ auth, body }) =>
    changeCampaign(db, target(auth, body), { bidPercent: body.bidPercent }),
  );
}
