// Missed calls per campaign (issue #28: a campaign missing many calls is flagged).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { timeZoneQuery } from './statistics';

export const listMissedCalls = defineEndpoint({
  method: 'GET',
  path: '/campaigns/missed-calls',
  summary: 'Each call campaign’s calls and missed calls of the last 7 days (the logs’ “Last 7 days”)',
  tag: 'campaigns',
  auth: true,
  query: z.object({ timezone: timeZoneQuery }),
  data: z.object({
    /** Campaigns that took a call in the period; `missed` counts calls with status `missed`. */
    campaigns: z.array(
      z.object({ campaignId: z.number(), nickname: z.string(), calls: z.number(), missed: z.number() }),
    ),
  }),
});
