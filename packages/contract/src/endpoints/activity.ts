// The account's activity log for its owners (docs/product.md §9, "Activity"): the changes made
// on the account, in plain words, who made them (a member, or Vanbid support), before → after.
import { ACTIVITY_FIELD_NAMES, ACTIVITY_KINDS, EASTERN_TIME_ZONE, isValidTimeZone } from '@vanbid/domain';
import { z } from 'zod';
import { idSchema } from '../common';
import { defineEndpoint } from '../endpoint';

export const activityChange = z.object({
  _id: z.number(),
  /** ISO 8601 (UTC). */
  time: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  field: z.enum(ACTIVITY_FIELD_NAMES as [string, ...string[]]),
  subject: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** The sentence people read: "Bid on Local Moving Calls — Virginia: 15% → 16%". */
  description: z.string(),
  /** The member's name, or "Vanbid support". */
  who: z.string(),
  memberId: z.number().nullable(),
  bySupport: z.boolean(),
});
export type ActivityChangeEntry = z.infer<typeof activityChange>;

/** Whose changes: `support` (Vanbid support in a guest session) or a member's user id. */
const activityFilters = {
  actor: z.union([z.literal('support'), idSchema]).optional(),
  kind: z.enum(ACTIVITY_KINDS).optional(),
};

export const ownActivity = defineEndpoint({
  method: 'GET',
  path: '/activity',
  summary: 'The selected account’s changes, newest first (50 a page); support’s are marked',
  tag: 'activity',
  auth: true,
  query: z.object({ ...activityFilters, before: idSchema.optional() }),
  data: z.object({
    entries: z.array(activityChange),
    next_cursor: z.number().nullable(),
    /** The members whose changes are in the log (the "who" filter). */
    members: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
});

/** Not the JSON envelope: answers `text/csv` (every matching change, newest first), streamed. */
export const exportActivity = defineEndpoint({
  method: 'GET',
  path: '/activity/export',
  summary: 'The selected account’s matching changes as CSV (text/csv, streamed)',
  tag: 'activity',
  auth: true,
  produces: 'text/csv',
  query: z.object({
    ...activityFilters,
    timezone: z
      .string()
      .max(64)
      .refine(isValidTimeZone, 'Unknown time zone (expected an IANA name such as America/Chicago)')
      .default(EASTERN_TIME_ZONE),
  }),
  data: z.string(),
});
