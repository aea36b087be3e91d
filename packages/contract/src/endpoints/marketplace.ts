import {
  consentCapturedProblem,
  EMAIL_MAX_LENGTH,
  emailLengthProblem,
  moveDateProblem,
  nanpPhoneProblem,
} from '@vanbid/domain';
import { z } from 'zod';
import { dollars, idSchema } from '../common';
import { defineEndpoint } from '../endpoint';

/**
 * The publisher API (docs/product.md §4, "The marketplace"): publishers post leads and calls with
 * their key in the `x-publisher-key` header. Idempotent by (publisher, `external_id`).
 */

const zipCode = z
  .string()
  .max(5, 'A ZIP code has 5 digits')
  .regex(/^\d{5}$/, 'A ZIP code has 5 digits');

/** Makes a domain rule that names its problem (or null) a check of the field. */
const checkedBy =
  <T>(problemOf: (value: T) => string | null) =>
  (value: T, context: z.RefinementCtx) => {
    const problem = problemOf(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  };

/** A US phone number: 10 digits, with an optional +1 and the usual separators, by the NANP rules. */
const usPhone = z
  .string()
  .trim()
  .max(20, 'A US phone number has 10 digits')
  .regex(/^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/, 'A US phone number has 10 digits')
  .superRefine(checkedBy(nanpPhoneProblem));
const externalId = z.string().trim().min(1).max(100);
const name = z.string().trim().min(1).max(80);
/** An address the lead's consent was shown on or is certified at; 2,048 characters at most. */
const webAddress = z.url({ protocol: /^https?$/ }).max(2048);

export const leadConsentSchema = z.object({
  certificate_url: webAddress,
  consent_text: z.string().trim().min(1).max(5000),
  /** Not in the future (a few minutes of clock skew aside) and not long ago (CONSENT_CAPTURE_WINDOW). */
  captured_at: z.iso
    .datetime({ offset: true })
    .max(40)
    .superRefine(checkedBy((value: string) => consentCapturedProblem(value))),
  ip: z.union([z.ipv4().max(15), z.ipv6().max(45)], { error: 'An IPv4 or IPv6 address' }),
  page_url: webAddress,
});

export const MOVE_SIZES = [
  'Studio',
  '1 bedroom',
  '2 bedrooms',
  '3 bedrooms',
  '4+ bedrooms',
  'Office',
] as const;

export const postMarketplaceLead = defineEndpoint({
  method: 'POST',
  path: '/marketplace/leads',
  summary: 'A publisher posts a lead; up to 3 buyers buy it, or 422 NO_BUYER with the reason',
  tag: 'marketplace',
  auth: false,
  credential: 'publisher-key',
  refusals: ['NO_BUYER'],
  body: z.object({
    external_id: externalId,
    first_name: name,
    last_name: name,
    phone: usPhone,
    email: z
      .string()
      .max(EMAIL_MAX_LENGTH, `An e-mail address has at most ${EMAIL_MAX_LENGTH} characters`)
      .pipe(z.email())
      .superRefine(checkedBy(emailLengthProblem)),
    from_zip: zipCode,
    to_zip: zipCode,
    /** From yesterday to about 18 months ahead (MOVE_DATE_WINDOW). */
    move_date: z.iso
      .date()
      .max(10)
      .superRefine(checkedBy((value: string) => moveDateProblem(value))),
    move_size: z.enum(MOVE_SIZES),
    consent: leadConsentSchema,
  }),
  data: z.object({
    lead_id: z.number(),
    /** How many buyers bought it (≥ 1; none is a 422). */
    buyers: z.number(),
    /** The answer of an earlier post with the same external_id. */
    replayed: z.boolean(),
  }),
});

export const marketplaceCallSchema = z.object({
  call_id: z.number(),
  state: z.enum(['ringing', 'answered', 'ended', 'unrouted']),
  /** The number to connect the caller to; null once no buyer is left. */
  buyer_phone: z.string().nullable(),
  /** Seconds the buyer has to answer before the next one is tried. */
  timeout_seconds: z.number().nullable(),
  /** Set once the call ended: charged or not, its payout and, when not charged, why. */
  charged: z.boolean().nullable(),
  payout: dollars.nullable(),
  not_charged_reason: z.string().nullable(),
  replayed: z.boolean(),
});
export type MarketplaceCall = z.infer<typeof marketplaceCallSchema>;

export const postMarketplaceCall = defineEndpoint({
  method: 'POST',
  path: '/marketplace/calls',
  summary: 'A publisher routes a call to the highest bid; answers the buyer’s number, or 422 NO_BUYER',
  tag: 'marketplace',
  auth: false,
  credential: 'publisher-key',
  refusals: ['NO_BUYER'],
  body: z.object({
    external_id: externalId,
    caller_phone: usPhone,
    from_zip: zipCode,
    to_zip: zipCode,
    /** The caller asked for a company by name: recorded, never charged. */
    is_branded: z.boolean().default(false),
  }),
  data: marketplaceCallSchema,
});

export const CALL_END_STATUSES = ['answered', 'missed', 'voicemail', 'busy', 'failed'] as const;

/** At most about 512 KB of audio inside an event (a longer call's recording is cut by the publisher). */
export const MAX_RECORDING_BASE64_LENGTH = 700_000;

/** The call's recording, sent with its `ended` event: a WAV file, and whether the caller was told. */
export const callRecordingUpload = z.object({
  content_type: z.literal('audio/wav'),
  audio_base64: z
    .string()
    .min(8)
    .max(MAX_RECORDING_BASE64_LENGTH)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Base64 of the audio file'),
  /** The caller heard that the call is recorded (the publisher's announcement). */
  caller_was_told: z.boolean(),
});

export const postMarketplaceCallEvent = defineEndpoint({
  method: 'POST',
  path: '/marketplace/calls/:id/events',
  summary:
    'Reports a call’s progress: ringing, answered, no_answer (the buyer’s timeout passed: the next buyer is tried), ended',
  tag: 'marketplace',
  auth: false,
  credential: 'publisher-key',
  params: z.object({ id: idSchema }),
  body: z.discriminatedUnion('type', [
    z.object({ type: z.literal('ringing') }),
    z.object({ type: z.literal('answered') }),
    z.object({ type: z.literal('no_answer') }),
    z.object({
      type: z.literal('ended'),
      status: z.enum(CALL_END_STATUSES),
      duration_seconds: z.number().int().min(0).max(86_400),
      recording: callRecordingUpload.optional(),
    }),
  ]),
  data: marketplaceCallSchema,
});
