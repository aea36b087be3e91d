// One lead or call of the logs, opened (docs/product.md §5, "Lead and call detail").
import { z } from 'zod';
import { dollars, idSchema, isoDateTime } from '../common';
import { defineEndpoint } from '../endpoint';

/** A ZIP with its city and state from the bundled ZIP data (null when the ZIP is unknown there). */
export const recordPlace = z.object({
  zip: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type RecordPlace = z.infer<typeof recordPlace>;

/** Where a move or a caller goes: origin, destination and the miles between them. */
const recordRoute = {
  from: recordPlace.nullable(),
  to: recordPlace.nullable(),
  /** Great-circle miles between the ZIPs' centres, whole; null when a ZIP has no position. */
  distance_miles: z.number().nullable(),
  /** `local` (one state) or `long`. */
  distance: z.string(),
};

/** The consent evidence as the publisher posted it with the lead. */
export const leadConsent = z.object({
  certificate_url: z.string(),
  consent_text: z.string(),
  /** ISO 8601, as posted. */
  captured_at: z.string(),
  ip: z.string(),
  page_url: z.string(),
});
export type LeadConsent = z.infer<typeof leadConsent>;

const bought = {
  id: z.number(),
  campaign_id: z.number(),
  campaign_name: z.string(),
  /** When it was bought (a call: when it rang), ISO 8601. */
  bought_at: isoDateTime,
  /** Dollars; null when the record is not billable. */
  price: dollars.nullable(),
  charged: z.boolean(),
  /** The buying account's name, as the consent text may name it. */
  buyer_company_name: z.string(),
};

export const leadDetail = z.object({
  ...bought,
  contact: z.object({
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  move: z.object({
    ...recordRoute,
    /** `YYYY-MM-DD`. */
    move_date: z.string().nullable(),
    move_size: z.string().nullable(),
  }),
  /** How many other movers bought the same lead (never who); null when unknown. */
  other_buyers: z.number().nullable(),
  consent: leadConsent.nullable(),
  /** Seconds from the consent's capture to the sale; null without consent evidence. */
  age_when_sold_seconds: z.number().nullable(),
});
export type LeadDetail = z.infer<typeof leadDetail>;

/** A call's recording for the buying account's members: a signed link that works for a few minutes. */
export const callRecording = z.object({
  /** Path of the audio (relative to the API base), signed for this account; expires at `expires_at`. */
  url: z.string(),
  expires_at: z.string(),
  seconds: z.number(),
  /** Whether the caller was told the call is recorded. */
  is_disclosed: z.boolean(),
});
export type CallRecording = z.infer<typeof callRecording>;

export const callDetail = z.object({
  ...bought,
  is_branded: z.boolean(),
  caller_phone: z.string(),
  caller_name: z.string().nullable(),
  route: z.object(recordRoute),
  duration_seconds: z.number(),
  /** `ringing`, `in_progress`, `answered`, `missed`, `voicemail`, `busy`, `failed`. */
  status: z.string(),
  /** The outcome in plain words (`callOutcomeWords`). */
  outcome: z.string(),
  /** `branded`, `not_answered`, `voicemail`, `too_short`, `funds`; null when charged or still live. */
  not_charged_reason: z.string().nullable(),
  /** Why it was not charged, in plain words (`notChargedWords`). */
  not_charged_words: z.string().nullable(),
  /** Null when the publisher sent none, or it was deleted after the retention period. */
  recording: callRecording.nullable(),
});
export type CallDetail = z.infer<typeof callDetail>;

export const getLeadDetail = defineEndpoint({
  method: 'GET',
  path: '/records/leads/:id',
  summary: 'One lead the account bought: contact, move, price, other buyers (a count) and consent evidence',
  tag: 'statistics',
  auth: true,
  params: z.object({ id: idSchema }),
  data: leadDetail,
});

export const getCallDetail = defineEndpoint({
  method: 'GET',
  path: '/records/calls/:id',
  summary: 'One call the account bought: caller, route, duration, outcome and why it was not charged',
  tag: 'statistics',
  auth: true,
  params: z.object({ id: idSchema }),
  data: callDetail,
});

/**
 * Not the JSON envelope: answers `audio/wav`. No session: the link's signature (made for the
 * account that bought the call, valid until `expires`) is the credential; errors use the envelope.
 */
export const getCallRecording = defineEndpoint({
  method: 'GET',
  path: '/recordings/calls/:id',
  summary: 'A call’s recording by its signed link (audio/wav; the link from the call detail expires)',
  tag: 'statistics',
  auth: false,
  produces: 'audio/wav',
  refusals: ['UNAUTHENTICATED', 'NOT_FOUND'],
  params: z.object({ id: idSchema }),
  query: z.object({
    account: idSchema,
    /** Seconds since 1970 after which the link no longer works. */
    expires: z.coerce.number().int().min(0),
    signature: z.string().min(10).max(100),
  }),
  data: z.string(),
});
