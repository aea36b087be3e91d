// Transactions, the billed items (docs/product.md §7, "Billed items"; the filter language §6).
import {
  DEFAULT_BILLED_ITEMS_SORT,
  DEFAULT_PAGE,
  EASTERN_TIME_ZONE,
  isValidTimeZone,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
} from '@vanbid/domain';
import { z } from 'zod';
import { dollars, idSchema } from '../common';
import { defineEndpoint } from '../endpoint';

export const BILLED_ITEM_TYPES = [
  'charge',
  'cash_out',
  'lead',
  'call',
  'refund',
  'adjustment',
  'credit',
] as const;
export type BilledItemType = (typeof BILLED_ITEM_TYPES)[number];
export const BILLED_ITEM_STATUSES = ['succeeded', 'failed', 'pending'] as const;
export type BilledItemStatus = (typeof BILLED_ITEM_STATUSES)[number];

/** How people read each type and status (the list's filters, its table, the CSV export). */
export const BILLED_ITEM_TYPE_LABELS: Record<BilledItemType, string> = {
  charge: 'Funds added',
  cash_out: 'Cash out',
  lead: 'Lead',
  call: 'Call',
  refund: 'Refund',
  adjustment: 'Adjustment',
  credit: 'Credit',
};
export const BILLED_ITEM_STATUS_LABELS: Record<BilledItemStatus, string> = {
  succeeded: 'Succeeded',
  failed: 'Failed',
  pending: 'Pending',
};

/** Fields of the billed-items filter and sort. */
export const BILLED_ITEM_FIELDS = [
  'timestamp',
  'type',
  'status',
  'payment_method',
  'amount',
  'campaign',
  'description',
] as const;

export const billedItem = z.object({
  id: z.number(),
  /** `YYYY-MM-DD HH:mm:ss` in the request's `timezone`. */
  timestamp: z.string(),
  type: z.enum(BILLED_ITEM_TYPES),
  /** Dollars, always positive; `direction` tells whether the wallet went up or down. */
  amount: dollars,
  direction: z.enum(['in', 'out']),
  balance_after: dollars,
  /** The method's display name (`Visa •••• 4242`), or null for wallet-only movements. */
  payment_method: z.string().nullable(),
  payment_method_id: z.string().nullable(),
  campaign: z.string().nullable(),
  campaign_id: z.number().nullable(),
  description: z.string(),
  status: z.enum(BILLED_ITEM_STATUSES),
  /** Why a failed item failed, in the processor's words ("The card was declined"); null otherwise. */
  failure_reason: z.string().nullable(),
  /** Path of the PDF receipt (charges and cash outs), relative to the API base. */
  receipt_path: z.string().nullable(),
});
export type BilledItem = z.infer<typeof billedItem>;

const option = z.object({ value: z.string(), label: z.string() });

/** What selects billed items: the same for the list and the CSV export. */
const billedItemsSelection = {
  /** `timestamp`, `type`, `status`, `payment_method` (a payment_method_id), `amount`, `campaign`, `description`. */
  filter: z.string().max(5000).default(''),
  sort: z.string().max(100).default(DEFAULT_BILLED_ITEMS_SORT),
  timezone: z
    .string()
    .max(64)
    .refine(isValidTimeZone, 'Unknown time zone (expected an IANA name such as America/Chicago)')
    .default(EASTERN_TIME_ZONE),
};

export const getListOfBilledItems = defineEndpoint({
  method: 'POST',
  path: '/payment/getListOfBilledItems',
  summary: 'A page of the account’s transactions with filter options',
  tag: 'billing',
  auth: true,
  body: z.strictObject({
    ...billedItemsSelection,
    page: z.number().int().min(1).max(1_000_000).default(DEFAULT_PAGE),
    size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  }),
  data: z.object({
    items: z.array(billedItem),
    total_items: z.number(),
    /** Every succeeded item matching `filter` (not only this page): what went in, what went out, per type. */
    totals: z.object({
      money_in: dollars,
      money_out: dollars,
      by_type: z.array(z.object({ type: z.enum(BILLED_ITEM_TYPES), items: z.number(), amount: dollars })),
    }),
    /** Options of the filterable lists (option filters match with `eq`). */
    filters: z.object({
      type: z.array(option),
      status: z.array(option),
      payment_method: z.array(option),
    }),
  }),
});

/**
 * Not the JSON envelope: answers `text/csv` (human column headers, then every item matching
 * `filter` in `sort` order, times in `timezone`), streamed; errors still use the JSON envelope.
 */
export const exportBilledItems = defineEndpoint({
  method: 'GET',
  path: '/payment/exportBilledItems',
  summary: 'Every matching transaction as CSV (text/csv, streamed; errors still use the JSON envelope)',
  tag: 'billing',
  auth: true,
  produces: 'text/csv',
  query: z.object(billedItemsSelection),
  data: z.string(),
});

/** Not the JSON envelope: answers `application/pdf` (errors still use the envelope). */
export const getReceipt = defineEndpoint({
  method: 'GET',
  path: '/payment/receipts/:id',
  summary: 'PDF receipt of a charge or cash out (application/pdf)',
  tag: 'billing',
  auth: true,
  produces: 'application/pdf',
  params: z.object({ id: idSchema }),
  data: z.string(),
});

/** A calendar month (Eastern time), `YYYY-MM`. */
export const statementMonth = z
  .string()
  .max(7)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month like 2026-10');

/** What a monthly statement adds up (dollars; the PDF prints the same). */
export const statementSummary = z.object({
  month: statementMonth,
  /** `October 2026`. */
  label: z.string(),
  opening_balance: dollars,
  top_ups: dollars,
  /** Leads and calls bought, per campaign (a positive amount taken from the wallet). */
  purchases: z.array(z.object({ campaign: z.string(), items: z.number(), amount: dollars })),
  /** Money given back to the wallet: returned leads and calls, refunds, positive adjustments. */
  credits: dollars,
  cash_outs: dollars,
  /** Other money taken from the wallet (negative adjustments). */
  other_debits: dollars,
  closing_balance: dollars,
});
export type StatementSummary = z.infer<typeof statementSummary>;

export const listStatements = defineEndpoint({
  method: 'GET',
  path: '/payment/statements',
  summary: 'The account’s monthly statements: every past month since the account was opened, newest first',
  tag: 'billing',
  auth: true,
  data: z.object({ statements: z.array(statementSummary) }),
});

/** Not the JSON envelope: answers `application/pdf` (errors still use the envelope). */
export const getStatement = defineEndpoint({
  method: 'GET',
  path: '/payment/statements/:month',
  summary: 'PDF statement of one past month (application/pdf)',
  tag: 'billing',
  auth: true,
  produces: 'application/pdf',
  params: z.object({ month: statementMonth }),
  data: z.string(),
});
