// Call log, lead log and dashboards (docs/product.md §5, §6).
import {
  DEFAULT_PAGE,
  DEFAULT_RECORDS_SORT,
  EASTERN_TIME_ZONE,
  isValidTimeZone,
  MAX_PAGE_SIZE,
  normalizeDay,
  PAGE_SIZE,
} from '@vanbid/domain';
import { z } from 'zod';
import { dollars, idSchema } from '../common';
import { defineEndpoint } from '../endpoint';

export const STATISTICS_TYPES = ['calls', 'leads', 'branded'] as const;
export const statisticsType = z.enum(STATISTICS_TYPES);
export type StatisticsType = z.infer<typeof statisticsType>;

/** The longest `filter` accepted (a few hundred campaign ids fit). */
export const MAX_FILTER_LENGTH = 20_000;

/** An IANA zone; record times go out, and filter datetimes are read, in it. */
export const timeZoneQuery = z
  .string()
  .max(64)
  .refine(isValidTimeZone, 'Unknown time zone (expected an IANA name such as America/Chicago)')
  .default(EASTERN_TIME_ZONE);

/** What selects records: the same for the list, the CSV export and (time range) the dashboard. */
const recordsSelection = z.object({
  type: statisticsType,
  /** `field:asc|desc`, whitelisted per type. */
  sort: z.string().max(100).default(DEFAULT_RECORDS_SORT),
  /** The filter language: `field:operator:value;...`, fields whitelisted per type. */
  filter: z.string().max(MAX_FILTER_LENGTH).default(''),
  timezone: timeZoneQuery,
});

const recordCommon = {
  id: z.number(),
  /** `YYYY-MM-DD HH:mm:ss` in the request's `timezone`. */
  time_created: z.string(),
  campaign_name: z.string(),
  /** The campaignId of the campaign that bought the record. */
  phone_company_id: z.number(),
  from_zip: z.string().nullable(),
  to_zip: z.string().nullable(),
  distance: z.string(),
  status: z.string(),
  /** Dollars; null when the record is not billable. */
  payout: dollars.nullable(),
  /** Whether the buyer was charged for it. */
  charged: z.boolean(),
};

export const callRecord = z.object({
  ...recordCommon,
  caller_phone: z.string(),
  caller_name: z.string().nullable(),
  duration_seconds: z.number(),
  /** Why a call was not charged (`branded`, `not_answered`, `voicemail`, `too_short`, `funds`); null otherwise. */
  not_charged_reason: z.string().nullable(),
  /** Whether the call has a recording: its signed link comes with the call detail. */
  has_recording: z.boolean(),
});
export type CallRecord = z.infer<typeof callRecord>;

export const leadRecord = z.object({
  ...recordCommon,
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** `YYYY-MM-DD`. */
  move_date: z.string().nullable(),
  move_size: z.string().nullable(),
});
export type LeadRecord = z.infer<typeof leadRecord>;

export const getRecords = defineEndpoint({
  method: 'GET',
  path: '/statistic/getRecords',
  summary: 'A page of call, lead or branded-call records with the totals of all matching records',
  tag: 'statistics',
  auth: true,
  query: recordsSelection.extend({
    page: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAGE),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
    /** `next_cursor` or `prev_cursor` of a previous answer (same type, sort and filter); overrides `page`. */
    cursor: z.string().max(2000).optional(),
  }),
  data: z.object({
    records: z.array(z.union([callRecord, leadRecord])),
    total_items: z.number(),
    /** Sum of the payouts of all matching records, in dollars. */
    monetary_value: dollars,
    next_cursor: z.string().nullable(),
    prev_cursor: z.string().nullable(),
  }),
});

/** Column order of the CSV export. */
export const CALL_EXPORT_COLUMNS = [
  'id',
  'time_created',
  'campaign_name',
  'phone_company_id',
  'caller_name',
  'caller_phone',
  'from_zip',
  'to_zip',
  'distance',
  'duration_seconds',
  'status',
  'payout',
  'charged',
] as const satisfies readonly (keyof CallRecord)[];

export const LEAD_EXPORT_COLUMNS = [
  'id',
  'time_created',
  'campaign_name',
  'phone_company_id',
  'first_name',
  'last_name',
  'phone',
  'email',
  'from_zip',
  'to_zip',
  'move_date',
  'move_size',
  'distance',
  'status',
  'payout',
  'charged',
] as const satisfies readonly (keyof LeadRecord)[];

/** Not the JSON envelope: answers `text/csv` (a header row, then every matching record), streamed. */
export const exportRecords = defineEndpoint({
  method: 'GET',
  path: '/statistic/export',
  summary: 'Every matching record as CSV (text/csv, streamed; errors still use the JSON envelope)',
  tag: 'statistics',
  auth: true,
  produces: 'text/csv',
  query: recordsSelection,
  data: z.string(),
});

export const DASHBOARD_INTERVALS = ['day', 'hour'] as const;
export type DashboardInterval = (typeof DASHBOARD_INTERVALS)[number];

const volume = { count: z.number(), spend: dollars };

/**
 * A campaign's weekly or monthly cap and what it spent of it: the Eastern week (from Monday) or
 * month, as the engine counts it (its pace: `computeCapPace` in the domain).
 */
export const capSpendSchema = z.object({
  campaignId: z.number(),
  nickname: z.string(),
  period: z.enum(['week', 'month']),
  cap: dollars,
  spent: dollars,
});
export type CapSpend = z.infer<typeof capSpendSchema>;

export const dashboardData = z.object({
  /** The campaign, with its weekly and monthly caps and what it spent of them (their pace). */
  campaign: z.object({ id: z.number(), nickname: z.string(), caps: z.array(capSpendSchema) }),
  kpis: z.object({
    count: z.number(),
    spend: dollars,
    /** Average of the payouts of billable records (null payouts left out), in dollars. */
    average_payout: dollars,
    /** Share (0–1) of records whose payout is zero or null. */
    zero_payout_share: z.number(),
  }),
  /** Volume per day (`YYYY-MM-DD`) or hour (`YYYY-MM-DD HH:00`) in `timezone`, empty buckets included. */
  series: z.array(z.object({ bucket: z.string(), ...volume })),
  /** Hours 0–23 of the day in `timezone`. */
  by_hour: z.array(z.object({ hour: z.number(), ...volume })),
  /** ISO weekdays 1 (Monday) – 7 (Sunday) in `timezone`. */
  by_weekday: z.array(z.object({ weekday: z.number(), ...volume })),
});
export type DashboardData = z.infer<typeof dashboardData>;

/** A day `YYYY-MM-DD` (or `yyyy/MM/dd`, as the date presets give), checked to exist. */
export const daySchema = z
  .string()
  .max(10, 'Expected a day YYYY-MM-DD')
  .refine((value) => {
    try {
      normalizeDay(value);
      return true;
    } catch {
      return false;
    }
  }, 'Expected a day YYYY-MM-DD');

/** Longest range a dashboard shows: a year by day, a month by hour. */
export const DASHBOARD_MAX_DAYS = { day: 366, hour: 31 } as const;

export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/statistic/dashboard',
  summary: 'KPIs and volume over time of one campaign (calls, leads or branded dashboard)',
  tag: 'statistics',
  auth: true,
  refusals: ['NOT_FOUND'],
  query: z.object({
    type: statisticsType,
    campaignId: idSchema,
    /** First and last day (inclusive) in `timezone`. */
    from: daySchema,
    to: daySchema,
    interval: z.enum(DASHBOARD_INTERVALS).default('day'),
    timezone: timeZoneQuery,
  }),
  data: dashboardData,
});
