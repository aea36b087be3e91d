// "Why didn't I get it?" and the bid forecast (docs/product.md §4, "Market signals").
import { BID_PERCENT } from '@vanbid/domain';
import { z } from 'zod';
import { dollars, idSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { daySchema, timeZoneQuery } from './statistics';

/** The reasons a buyer can act on, in the order the panel shows them. */
export const MISSED_REASONS = [
  'paused',
  'outbid',
  'hours',
  'geography',
  'daily_limit',
  'weekly_cap',
  'monthly_cap',
  'concurrency',
  'funds',
  'duplicate',
] as const;
export type MissedReason = (typeof MISSED_REASONS)[number];

/** The longest range the missed-opportunities panel reads. */
export const MISSED_MAX_DAYS = 92;

export const missedData = z.object({
  campaign: z.object({ id: z.number(), nickname: z.string() }),
  /** Offers the campaign bought in the range. */
  won: z.number(),
  /** Offers it lost, by reason (every reason present, 0 when none). */
  missed: z.record(z.enum(MISSED_REASONS), z.number()),
  /** Where it was outbid: the prices it had to beat, in dollars; null when it never was. */
  clearing_prices: z.object({ low: dollars, median: dollars, high: dollars }).nullable(),
  /** Its effective bid now, in dollars (the current Eastern hour's minimum × its percent). */
  current_bid: dollars.nullable(),
  /** The bid percent that would have beaten the median price it lost to; null when not outbid. */
  suggested_percent: z.number().nullable(),
});
export type MissedData = z.infer<typeof missedData>;

export const getMissedOpportunities = defineEndpoint({
  method: 'GET',
  path: '/campaigns/:id/missed',
  summary: 'Offers a campaign did not get in a range, counted by reason, with the prices it was outbid at',
  tag: 'market-signals',
  auth: true,
  params: z.object({ id: idSchema }),
  query: z.object({
    /** First and last day (inclusive) in `timezone`. */
    from: daySchema,
    to: daySchema,
    timezone: timeZoneQuery,
  }),
  data: missedData,
});

const forecastLevel = z.object({
  percent: z.number(),
  /** Dollars: the bid at the current Eastern hour's minimum. */
  bid: dollars.nullable(),
  /** Expected leads or calls a week. */
  per_week: z.number(),
  /** Share of the replayed offers won, 0–1. */
  win_rate: z.number(),
  /** Expected spend a week, dollars. */
  spend_per_week: dollars,
});

export const forecastData = z.object({
  /** How many past offers were replayed (the last 4 weeks from the campaign's area as it is now). */
  offers: z.number(),
  weeks: z.number(),
  forecast: forecastLevel,
  /** The candidate and a few levels around it, for the table. */
  levels: z.array(forecastLevel),
});
export type ForecastData = z.infer<typeof forecastData>;

export const getBidForecast = defineEndpoint({
  method: 'GET',
  path: '/campaigns/:id/forecast',
  summary: 'An estimate of what a bid would buy a week, from the last 4 weeks of offers replayed against it',
  tag: 'market-signals',
  auth: true,
  params: z.object({ id: idSchema }),
  query: z.object({ percent: z.coerce.number().int().min(BID_PERCENT.min).max(BID_PERCENT.max) }),
  data: forecastData,
});
