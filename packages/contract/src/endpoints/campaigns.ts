import {
  BID_PERCENT,
  COMPETITIVENESS_BANDS,
  CONCURRENT_CALLS,
  HOUR_RANGES_PER_DAY,
  isValidTimeZone,
  NICKNAME_LENGTH,
  TIMEOUT_SECONDS,
  WEEKDAYS,
} from '@vanbid/domain';
import { z } from 'zod';
import { dollars, idSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { campaignRegionSchema } from './campaign-region';

/** An IANA zone for the times of the answer (docs/product.md §10: `timezone`); Eastern when absent. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isValidTimeZone, 'Unknown time zone')
  .default('America/New_York');

const clockTime = z
  .string()
  .max(5, 'Use a time from 00:00 to 24:00 (HH:MM)')
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use a time from 00:00 to 24:00 (HH:MM)');

export const hourRangeSchema = z
  .strictObject({ from: clockTime, to: clockTime })
  .refine((range) => range.from < range.to, { message: 'The end must be after the start', path: ['to'] });

const dayRanges = z
  .array(hourRangeSchema)
  .max(HOUR_RANGES_PER_DAY, `At most ${HOUR_RANGES_PER_DAY} ranges a day`)
  .refine(
    (ranges) =>
      [...ranges]
        .sort((a, b) => a.from.localeCompare(b.from))
        .every((range, index, sorted) => index === 0 || sorted[index - 1]!.to <= range.from),
    'Ranges of a day must not overlap',
  );

/**
 * When a campaign buys, per weekday, in Eastern time (like the minimum bids):
 * `{ mon: [{ from: '08:00', to: '18:00' }] }`. A day without ranges buys nothing.
 */
export const campaignHoursSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayRanges.optional()])) as Record<
    (typeof WEEKDAYS)[number],
    z.ZodOptional<typeof dayRanges>
  >,
);
export type CampaignHoursInput = z.infer<typeof campaignHoursSchema>;

/**
 * The same hours in answers: the shape without the checks. (The checks make serializing 200
 * campaigns take ~8 ms instead of ~0.2 ms; what the server stored has passed them already.)
 */
export const campaignHoursShape = z.object(
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, z.array(z.object({ from: z.string(), to: z.string() })).optional()]),
  ) as Record<
    (typeof WEEKDAYS)[number],
    z.ZodOptional<z.ZodArray<z.ZodObject<{ from: z.ZodString; to: z.ZodString }>>>
  >,
);

export const bidPercentSchema = z
  .number()
  .int('Use a whole percent')
  .min(BID_PERCENT.min, `At least ${BID_PERCENT.min}%`)
  .max(BID_PERCENT.max, `At most ${BID_PERCENT.max}%`);
export const concurrentCallsSchema = z
  .number()
  .int('Use a whole number')
  .min(CONCURRENT_CALLS.min, `At least ${CONCURRENT_CALLS.min}`)
  .max(CONCURRENT_CALLS.max, `At most ${CONCURRENT_CALLS.max}`);
export const timeoutSecondsSchema = z
  .number()
  .int('Use whole seconds')
  .min(TIMEOUT_SECONDS.min, `At least ${TIMEOUT_SECONDS.min} seconds`)
  .max(TIMEOUT_SECONDS.max, `At most ${TIMEOUT_SECONDS.max} seconds`);
/** The slider's range comes from `leads_slider`; the server checks it. Whole dollars. */
export const leadsLimitSchema = z.number().int('Use whole dollars').positive('Use a positive amount');
/** A weekly or monthly budget cap in whole dollars; null removes it. */
export const budgetCapSchema = z
  .number()
  .int('Use whole dollars')
  .positive('Use a positive amount')
  .nullable();
export const nicknameSchema = z
  .string()
  .trim()
  .min(NICKNAME_LENGTH.min, `Use at least ${NICKNAME_LENGTH.min} characters`)
  .max(NICKNAME_LENGTH.max, `Use at most ${NICKNAME_LENGTH.max} characters`);

/** A campaign on the wire (docs/product.md §4). `_id` and `campaignId` are the same id. */
export const campaignSchema = z.object({
  _id: z.number(),
  campaignId: z.number(),
  is_active: z.boolean(),
  /** `YYYY-MM-DD HH:mm:ss` in the request's `timezone`; null before the first buy. */
  lastBuyDate: z.string().nullable(),
  /** The effective bid of the current Eastern hour in dollars (minimum × (1 + bidPercent/100)). */
  leadCost: dollars.nullable(),
  /** The minimum of the current Eastern hour in dollars; null when no minimum is known. */
  minBid: dollars.nullable(),
  bidPercent: z.number(),
  /** "used/limit" in dollars: spent today (Eastern day) / daily limit. */
  leadsLimit: z.string(),
  limit: dollars,
  spentToday: dollars,
  /** Hard caps on the Eastern week's (from Monday) and month's spend, whole dollars; null: none. */
  weeklyCap: dollars.nullable(),
  monthlyCap: dollars.nullable(),
  /** Spent this Eastern week and month, dollars (0 while the campaign has no such cap). */
  spentThisWeek: dollars,
  spentThisMonth: dollars,
  /** Charged calls or leads of the Eastern day (what the daily limit counts). */
  purchasesToday: z.number(),
  /**
   * Today in the request's `timezone`, as the Spend card counts it: charged calls or leads (a
   * branded campaign's branded calls) and their spend (the card's "4 leads today · $84.00").
   */
  dayInZone: z.object({ purchases: z.number(), spent: dollars }),
  campaignNickname: z.string(),
  nickname: z.string(),
  concurrentCalls: z.number(),
  timeoutPerCall: z.number(),
  parent: z.string(),
  type: z.string(),
  leadType: z.string(),
  campaignTypeId: z.number(),
  company: z.string(),
  hours: campaignHoursShape,
  /** The ZIP set it buys in: a ZIP template, or the one its region was expanded to; null: anywhere. */
  geoTemplateId: z.number().nullable(),
  /** The states or the radius it buys in; null when it buys in a ZIP template or anywhere. */
  region: campaignRegionSchema.nullable(),
  /** Who switched it off and when (ISO 8601); null while it is on or when not known. */
  pausedBy: z.string().nullable(),
  pausedAt: z.string().nullable(),
  /** How its bid fared over the last hour of auctions (win rate 0–100); null without recent auctions. */
  competitiveness: z.object({ band: z.enum(COMPETITIVENESS_BANDS), winRate: z.number() }).nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** A marketplace offer the account has not joined (docs/product.md §4, "Available campaigns"). */
export const availableCampaignSchema = z.object({
  _id: z.number(),
  campaignId: z.number(),
  parent: z.string(),
  type: z.string(),
  leadType: z.string(),
  company: z.string(),
  campaignTypeId: z.number(),
  region: z.string(),
  description: z.string(),
  minBid: dollars.nullable(),
});
export type AvailableCampaign = z.infer<typeof availableCampaignSchema>;

const timeZoneQuery = z.object({ timezone: timeZoneSchema });

export const listCampaigns = defineEndpoint({
  method: 'GET',
  path: '/campaigns',
  summary: 'The account’s campaigns (newest last buy first) and the campaigns it can join',
  tag: 'campaigns',
  auth: true,
  query: timeZoneQuery,
  data: z.object({
    campaigns: z.array(campaignSchema),
    available_campaigns: z.array(availableCampaignSchema),
  }),
});

export const getCampaign = defineEndpoint({
  method: 'GET',
  path: '/campaigns/:id',
  summary: 'One campaign of the account',
  tag: 'campaigns',
  auth: true,
  params: z.object({ id: idSchema }),
  query: timeZoneQuery,
  data: campaignSchema,
});

export const campaignPayoutsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/campaigns/payouts',
  summary:
    'What each campaign spent today and on how many calls or leads: the Eastern day (the daily limit’s) and today in `timezone`',
  tag: 'campaigns',
  auth: true,
  query: timeZoneQuery,
  data: z.object({
    payouts: z.array(
      z.object({
        campaignId: z.number(),
        payout: dollars,
        count: z.number(),
        dayInZone: z.object({ purchases: z.number(), spent: dollars }),
      }),
    ),
  }),
});
