// The spend overview (issue #17: one spend figure for today, this week and this month).
import { z } from 'zod';
import { dollars } from '../common';
import { defineEndpoint } from '../endpoint';
import { capSpendSchema, statisticsType, timeZoneQuery } from './statistics';

/** Charged purchases and what they cost. */
const spendFigure = z.object({ purchases: z.number(), spent: dollars });
/** Today, this week (from Monday) and this month, in the `timezone` asked for (the logs' zone). */
const periodSpend = z.object({ today: spendFigure, week: spendFigure, month: spendFigure });

export const runwaySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('empty') }),
  z.object({ kind: z.literal('no-pace') }),
  z.object({ kind: z.literal('days'), days: z.number() }),
]);

export const getSpendOverview = defineEndpoint({
  method: 'GET',
  path: '/statistics/spend-overview',
  summary:
    'Spend today, this week and this month: in all, per group and per campaign, with the wallet’s runway',
  tag: 'statistics',
  auth: true,
  query: z.object({ timezone: timeZoneQuery }),
  data: z.object({
    total: periodSpend,
    groups: z.array(periodSpend.extend({ group: statisticsType })),
    /** Campaigns with a charge this month, the most spent this week first. */
    campaigns: z.array(
      periodSpend.extend({ campaignId: z.number(), nickname: z.string(), group: statisticsType }),
    ),
    /** Every weekly and monthly cap of the account's campaigns, switched on first, then by name. */
    caps: z.array(capSpendSchema),
    balance: dollars,
    /** How long the balance lasts at this week's pace (`computeRunway` in the domain). */
    runway: runwaySchema,
  }),
});
