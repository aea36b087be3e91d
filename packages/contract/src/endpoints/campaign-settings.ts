import { z } from 'zod';
import { idSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  bidPercentSchema,
  budgetCapSchema,
  campaignHoursSchema,
  campaignSchema,
  concurrentCallsSchema,
  leadsLimitSchema,
  nicknameSchema,
  timeoutSecondsSchema,
  timeZoneSchema,
} from './campaigns';

/**
 * Every change of one campaign names it by `campaignId` and answers the changed campaign
 * (its `lastBuyDate` in `timezone`), so the client can replace its local copy (docs/product.md §4).
 */
const campaignChange = z.object({
  campaignId: idSchema,
  timezone: timeZoneSchema,
});
const changedCampaign = z.object({ campaign: campaignSchema });

export const editNickname = defineEndpoint({
  method: 'PATCH',
  path: '/campaigns/editNickname',
  summary: 'Rename a campaign',
  tag: 'campaigns',
  auth: true,
  refusals: ['NOT_FOUND'],
  body: campaignChange.extend({ nickname: nicknameSchema }),
  data: changedCampaign,
});

export const updateLimit = defineEndpoint({
  method: 'POST',
  path: '/campaigns/update-limit/:id',
  summary: 'Set the daily limit in whole dollars, within the leads slider’s range',
  tag: 'campaigns',
  auth: true,
  refusals: ['NOT_FOUND'],
  params: z.object({ id: idSchema }),
  body: z.object({ timezone: timeZoneSchema, limit: leadsLimitSchema }),
  data: changedCampaign,
});

export const saveBudgetCaps = defineEndpoint({
  method: 'POST',
  path: '/campaigns/saveBudgetCaps',
  summary: 'Hard caps on what the campaign spends a week (from Monday) and a month, Eastern time; null: none',
  tag: 'campaigns',
  auth: true,
  refusals: ['NOT_FOUND'],
  body: campaignChange.extend({ weekly_cap: budgetCapSchema, monthly_cap: budgetCapSchema }),
  data: changedCampaign,
});

export const saveConcurrentCall = defineEndpoint({
  method: 'POST',
  path: '/campaigns/saveConcurrentCall',
  summary: 'How many calls the campaign takes at once',
  tag: 'campaigns',
  auth: true,
  refusals: ['NOT_FOUND'],
  body: campaignChange.extend({ concurrent_call: concurrentCallsSchema }),
  data: changedCampaign,
});

export const saveTimeout = defineEndpoint({
  method: 'POST',
  path: '/company/saveTimeout',
  summary: 'Seconds a call rings before it moves on (per campaign)',
  tag: 'campaigns',
  auth: true,
  refusals: ['NOT_FOUND'],
  body: campaignChange.extend({ value: timeoutSecondsSchema }),
  data: changedCampaign,
});

export const saveActiveStatus = defineEndpoint({
  method: 'POST',
  path: '/settings/saveActiveStatus',
  summary: 'Switch a campaign on or off',
  tag: 'campaigns',
  auth: true,
  refusals: ['NOT_FOUND'],
  body: campaignChange.extend({ is_active: z.boolean() }),
  data: changedCampaign,
});

export const saveCompanyHours = defineEndpoint({
  method: 'POST',
  path: '/company/saveCompanyHours',
  summary: 'When the campaign buys: weekday → time ranges, Eastern time',
  tag: 'campaigns',
  auth: true,
  refusals: ['NOT_FOUND'],
  body: campaignChange.extend({ hours: campaignHoursSchema }),
  data: changedCampaign,
});

export const setCompanyHourlyBid = defineEndpoint({
  method: 'POST',
  path: '/company/setCompanyHourlyBid',
  summary: 'The bid as a whole percent above the hourly minimum (0–500)',
  tag: 'campaigns',
  auth: true,
  refusals: ['NOT_FOUND'],
  body: campaignChange.extend({ bidPercent: bidPercentSchema }),
  data: changedCampaign,
});
