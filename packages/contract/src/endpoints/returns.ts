// Returns: a buyer gives back a bad lead or call for a credit; support reviews what no rule decides.
import { RETURN_KINDS, RETURN_REASONS, RETURN_SETTINGS_BOUNDS, RETURN_STATUSES } from '@vanbid/domain';
import { z } from 'zod';
import { dollars, idSchema, isoDateTime } from '../common';
import { defineEndpoint } from '../endpoint';
import { daySchema, timeZoneQuery } from './statistics';

export const returnRequest = z.object({
  id: z.number(),
  kind: z.enum(RETURN_KINDS),
  record_id: z.number(),
  campaign_id: z.number(),
  campaign_name: z.string(),
  reason: z.enum(RETURN_REASONS),
  reason_label: z.string(),
  note: z.string(),
  status: z.enum(RETURN_STATUSES),
  /** What the credit gives back (the sale's price), dollars. */
  amount: dollars,
  /** Why it was decided so, in words; null while pending. */
  decision: z.string().nullable(),
  /** `Automatic` (a rule), `Vanbid support`; null while pending. */
  decided_by: z.string().nullable(),
  requested_at: isoDateTime,
  decided_at: isoDateTime.nullable(),
  /** The credit's billed item once approved. */
  credit_transaction_id: z.number().nullable(),
});
export type ReturnRequest = z.infer<typeof returnRequest>;

const itemParams = z.object({ kind: z.enum(RETURN_KINDS), id: idSchema });

export const returnCap = z.object({
  percent: z.number(),
  /** This calendar month (Eastern): purchases, the returns they allow, the returns asked for (not refused). */
  month_purchases: z.number(),
  allowed: z.number(),
  used: z.number(),
});

export const getReturnOptions = defineEndpoint({
  method: 'GET',
  path: '/returns/items/:kind/:id',
  summary:
    'Whether a lead or call can be returned: its window, reasons, the month’s cap and any return of it',
  tag: 'returns',
  auth: true,
  params: itemParams,
  data: z.object({
    price: dollars.nullable(),
    /** False when it was never charged or its window has passed; `why_not` says which. */
    is_returnable: z.boolean(),
    why_not: z.string().nullable(),
    /** Until when it may be returned, ISO 8601. */
    deadline: isoDateTime,
    reasons: z.array(z.object({ value: z.enum(RETURN_REASONS), label: z.string() })),
    cap: returnCap,
    /** The latest return asked for it. */
    latest: returnRequest.nullable(),
  }),
});

export const requestReturn = defineEndpoint({
  method: 'POST',
  path: '/returns',
  summary:
    'Return a lead or call: approved or refused at once by the rules, or queued for support (Idempotency-Key supported)',
  tag: 'returns',
  auth: true,
  idempotent: true,
  refusals: ['BUSINESS_RULE', 'NOT_FOUND'],
  body: z.strictObject({
    kind: z.enum(RETURN_KINDS),
    record_id: idSchema,
    reason: z.enum(RETURN_REASONS),
    note: z.string().trim().max(1000).default(''),
  }),
  data: returnRequest,
});

const returnsSelection = {
  status: z.enum(RETURN_STATUSES).optional(),
  kind: z.enum(RETURN_KINDS).optional(),
  campaign_id: idSchema.optional(),
};

export const listReturns = defineEndpoint({
  method: 'GET',
  path: '/returns',
  summary:
    'The account’s returns, newest first (100 a page; `before`: the `next_cursor` of the page before), with how many match',
  tag: 'returns',
  auth: true,
  query: z.object({ ...returnsSelection, before: idSchema.optional() }),
  data: z.object({
    returns: z.array(returnRequest),
    next_cursor: z.number().nullable(),
    /** Every return that matches the selection, on all pages. */
    total_items: z.number(),
  }),
});

/** Not the JSON envelope: answers `text/csv`; errors still use the JSON envelope. */
export const exportReturns = defineEndpoint({
  method: 'GET',
  path: '/returns/export',
  summary: 'Every matching return as CSV (text/csv, streamed; errors still use the JSON envelope)',
  tag: 'returns',
  auth: true,
  produces: 'text/csv',
  query: z.object(returnsSelection),
  data: z.string(),
});

const rate = {
  /** Charged sales of the period (returned ones too). */
  purchases: z.number(),
  /** Of those, the ones returned for a credit (approved). */
  returns: z.number(),
  credited: dollars,
  rate_percent: z.number(),
};

export const getReturnRates = defineEndpoint({
  method: 'GET',
  path: '/returns/rates',
  summary:
    'Return rates of the sales of a period (default the last 30 days) per campaign and per source (publishers are never named)',
  tag: 'returns',
  auth: true,
  query: z.object({
    /** First and last day (inclusive) of the sales in `timezone`: by default today and the 29 days before. */
    from: daySchema.optional(),
    to: daySchema.optional(),
    timezone: timeZoneQuery,
    campaign_id: idSchema.optional(),
    kind: z.enum(RETURN_KINDS).optional(),
  }),
  data: z.object({
    total: z.object(rate),
    campaigns: z.array(z.object({ campaign_id: z.number(), campaign_name: z.string(), ...rate })),
    /** "Source A", "Source B", …: each publisher keeps its letter in the account for good. */
    sources: z.array(z.object({ source: z.string(), ...rate })),
  }),
});

export const supportReturnReview = returnRequest.extend({
  account_id: z.number(),
  account_name: z.string(),
  /** What support weighs: the record's facts and what the rules found. */
  evidence: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type SupportReturnReview = z.infer<typeof supportReturnReview>;

export const listReturnReviews = defineEndpoint({
  method: 'GET',
  path: '/support/returns',
  summary: 'Support: returns waiting for review, oldest first, with their evidence',
  tag: 'support',
  auth: true,
  refusals: ['FORBIDDEN'],
  data: z.object({ returns: z.array(supportReturnReview) }),
});

export const decideReturnReview = defineEndpoint({
  method: 'POST',
  path: '/support/returns/:id/decision',
  summary: 'Support: approve (credit the wallet) or refuse a return, with a reason',
  tag: 'support',
  auth: true,
  refusals: ['FORBIDDEN', 'CONFLICT'],
  params: z.object({ id: idSchema }),
  body: z.strictObject({
    decision: z.enum(['approve', 'refuse']),
    reason: z.string().trim().min(3, 'Say why in a few words').max(500),
  }),
  data: returnRequest,
});

const { windowDays, capPercent } = RETURN_SETTINGS_BOUNDS;
const windowDaysSchema = z
  .number()
  .int('Whole days')
  .min(windowDays.min, `At least ${windowDays.min} day`)
  .max(windowDays.max, `At most ${windowDays.max} days`);

/** The account's return window per kind (days after the sale) and its monthly cap. */
export const returnSettingsSchema = z.strictObject({
  lead_window_days: windowDaysSchema,
  call_window_days: windowDaysSchema,
  /** A share of the calendar month's purchases (Eastern), whole percent. */
  cap_percent: z
    .number()
    .int('Whole percent')
    .min(capPercent.min, `At least ${capPercent.min}%`)
    .max(capPercent.max, `At most ${capPercent.max}%`),
});
export type ReturnSettings = z.infer<typeof returnSettingsSchema>;

export const getReturnSettings = defineEndpoint({
  method: 'GET',
  path: '/settings/returns',
  summary: 'The account’s return windows (leads, calls) and monthly return cap',
  tag: 'settings',
  auth: true,
  data: z.object({ settings: returnSettingsSchema }),
});

export const saveReturnSettings = defineEndpoint({
  method: 'PUT',
  path: '/settings/returns',
  summary: 'Sets the account’s return windows (1–30 days) and monthly return cap (0–50%)',
  tag: 'settings',
  auth: true,
  body: returnSettingsSchema,
  data: z.object({ settings: returnSettingsSchema }),
});
