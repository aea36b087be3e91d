import { DELIVERY_KINDS, DELIVERY_STATUSES, EMAIL_MAX_LENGTH, WEBHOOK_FORMATS } from '@vanbid/domain';
import { z } from 'zod';
import { idSchema, isoDateTime } from '../common';
import { defineEndpoint } from '../endpoint';

/** A destination as the settings show it: never its secret, and of a webhook only the URL's origin. */
export const deliveryDestination = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  /** Null: every campaign of the account. */
  campaignId: z.number().nullable(),
  emails: z.array(z.string()),
  /** A text destination's chosen numbers (E.164); empty: every confirmed number of the account. */
  phones: z.array(z.string()),
  format: z.enum(WEBHOOK_FORMATS).nullable(),
  /** The webhook's scheme and host (the rest of the URL may hold a CRM key). */
  urlOrigin: z.string().nullable(),
  hasSecret: z.boolean(),
  isPaused: z.boolean(),
  pausedAt: isoDateTime.nullable(),
  consecutiveFailures: z.number(),
  createdAt: isoDateTime,
});
export type DeliveryDestination = z.infer<typeof deliveryDestination>;

const name = z.string().trim().min(1, 'A name').max(80);
const emailList = z
  .array(z.email({ error: 'An e-mail address' }).max(EMAIL_MAX_LENGTH))
  .min(1, 'At least one e-mail address')
  .max(10);
/** The numbers to text (E.164), each a confirmed mobile number of the account; none: all of them. */
const phoneList = z.array(z.string().trim().min(1).max(20)).max(50);
const webhookUrl = z.url({ protocol: /^https?$/, error: 'An https:// address' }).max(2000);
const crmKey = z.string().trim().min(1).max(200);

export const listDeliveryDestinations = defineEndpoint({
  method: 'GET',
  path: '/leadDelivery/destinations',
  summary: 'Where the account’s sold leads are delivered (e-mail addresses, webhooks, text messages)',
  tag: 'lead-delivery',
  auth: true,
  data: z.object({ destinations: z.array(deliveryDestination) }),
});

export const createDeliveryDestination = defineEndpoint({
  method: 'POST',
  path: '/leadDelivery/destinations',
  summary: 'Add an e-mail, webhook or text message destination; a signing secret is answered once',
  tag: 'lead-delivery',
  auth: true,
  refusals: ['BUSINESS_RULE'],
  body: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('email'), name, campaignId: idSchema.nullable(), emails: emailList }),
    z.strictObject({ kind: z.literal('sms'), name, campaignId: idSchema.nullable(), phones: phoneList }),
    z.strictObject({
      kind: z.literal('webhook'),
      name,
      campaignId: idSchema.nullable(),
      format: z.enum(WEBHOOK_FORMATS),
      url: webhookUrl,
      /** Granot's apikey; the Vanbid format's signing secret is made by the server. */
      key: crmKey.optional(),
    }),
  ]),
  data: z.object({
    destination: deliveryDestination,
    /** The Vanbid signing secret (`whsec_…`), shown this once. */
    secret: z.string().nullable(),
  }),
});

export const deliveryMobileNumber = z.object({
  /** E.164, such as `+18045551234`. */
  phone: z.string(),
  /** As people read it: `(804) 555-1234`. */
  display: z.string(),
  /** The member whose number it is. */
  memberName: z.string(),
});
export type DeliveryMobileNumber = z.infer<typeof deliveryMobileNumber>;

export const listDeliveryMobileNumbers = defineEndpoint({
  method: 'GET',
  path: '/leadDelivery/mobileNumbers',
  summary: 'The account’s confirmed mobile numbers a text message destination can send to',
  tag: 'lead-delivery',
  auth: true,
  data: z.object({ numbers: z.array(deliveryMobileNumber) }),
});

export const updateDeliveryDestination = defineEndpoint({
  method: 'PATCH',
  path: '/leadDelivery/destinations/:id',
  summary: 'Rename a destination, change its campaign, addresses or text numbers, pause or resume it',
  tag: 'lead-delivery',
  auth: true,
  refusals: ['NOT_FOUND', 'BUSINESS_RULE'],
  params: z.object({ id: idSchema }),
  body: z.strictObject({
    name: name.optional(),
    campaignId: idSchema.nullable().optional(),
    emails: emailList.optional(),
    /** A text destination's chosen numbers; empty: every confirmed number. */
    phones: phoneList.optional(),
    isPaused: z.boolean().optional(),
  }),
  data: z.object({ destination: deliveryDestination }),
});

export const deleteDeliveryDestination = defineEndpoint({
  method: 'DELETE',
  path: '/leadDelivery/destinations/:id',
  summary: 'Remove a destination (its delivery log stays with the leads)',
  tag: 'lead-delivery',
  auth: true,
  refusals: ['NOT_FOUND'],
  params: z.object({ id: idSchema }),
  data: z.object({ deleted: z.literal(true) }),
});

export const rotateDeliverySecret = defineEndpoint({
  method: 'POST',
  path: '/leadDelivery/destinations/:id/secret',
  summary: 'A new signing secret (Vanbid format, shown once), or a new CRM key or URL',
  tag: 'lead-delivery',
  auth: true,
  refusals: ['NOT_FOUND', 'BUSINESS_RULE'],
  params: z.object({ id: idSchema }),
  body: z.strictObject({ url: webhookUrl.optional(), key: crmKey.optional() }),
  data: z.object({ destination: deliveryDestination, secret: z.string().nullable() }),
});

export const deliveryAttempt = z.object({
  id: z.number(),
  startedAt: isoDateTime,
  durationMs: z.number(),
  /** The receiver's HTTP status; null when none came (timeout, network, an e-mail). */
  statusCode: z.number().nullable(),
  outcome: z.enum(['delivered', 'retry', 'failed']),
  error: z.string().nullable(),
  /** The first 2 KB of the answer. */
  answer: z.string(),
});

export const leadDelivery = z.object({
  id: z.number(),
  destinationId: z.number(),
  destinationName: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  /** The lead (the buyer's lead record); null for a test lead. */
  leadId: z.number().nullable(),
  leadName: z.string(),
  isTest: z.boolean(),
  /** The `webhook-id`, the same on every attempt: the receiver's idempotency key. */
  messageId: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  createdAt: isoDateTime,
  deliveredAt: isoDateTime.nullable(),
  /** From the sale to the receiver's acceptance. */
  deliveredInMs: z.number().nullable(),
  nextAttemptAt: isoDateTime.nullable(),
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
});
export type LeadDelivery = z.infer<typeof leadDelivery>;

export const sendTestLead = defineEndpoint({
  method: 'POST',
  path: '/leadDelivery/destinations/:id/test',
  summary: 'Send a made-up lead to the destination now, marked as a test',
  tag: 'lead-delivery',
  auth: true,
  refusals: ['NOT_FOUND'],
  params: z.object({ id: idSchema }),
  data: z.object({ delivery: leadDelivery }),
});

export const listDestinationDeliveries = defineEndpoint({
  method: 'GET',
  path: '/leadDelivery/destinations/:id/deliveries',
  summary: 'The delivery log of one destination, newest first, with filters',
  tag: 'lead-delivery',
  auth: true,
  refusals: ['NOT_FOUND'],
  params: z.object({ id: idSchema }),
  query: z.object({
    status: z.enum(DELIVERY_STATUSES).optional(),
    /** A name, phone or e-mail of the lead, or its id. */
    search: z.string().trim().max(100).optional(),
    from: z.iso.date().max(10).optional(),
    to: z.iso.date().max(10).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(25),
  }),
  data: z.object({ deliveries: z.array(leadDelivery), total: z.number() }),
});

export const getDeliveryAttempts = defineEndpoint({
  method: 'GET',
  path: '/leadDelivery/deliveries/:id',
  summary: 'One delivery with each of its attempts',
  tag: 'lead-delivery',
  auth: true,
  refusals: ['NOT_FOUND'],
  params: z.object({ id: idSchema }),
  data: z.object({ delivery: leadDelivery, attempts: z.array(deliveryAttempt) }),
});

export const resendDelivery = defineEndpoint({
  method: 'POST',
  path: '/leadDelivery/deliveries/:id/resend',
  summary: 'Send a delivery again now, under the same webhook-id (not once its destination was removed)',
  tag: 'lead-delivery',
  auth: true,
  refusals: ['NOT_FOUND', 'BUSINESS_RULE'],
  params: z.object({ id: idSchema }),
  data: z.object({ delivery: leadDelivery }),
});

export const getLeadDeliveryRecord = defineEndpoint({
  method: 'GET',
  path: '/leadDelivery/leads/:id',
  summary: 'Where one lead was delivered: each destination, each attempt, its status and time to deliver',
  tag: 'lead-delivery',
  auth: true,
  refusals: ['NOT_FOUND'],
  params: z.object({ id: idSchema }),
  data: z.object({
    deliveries: z.array(leadDelivery.extend({ attemptLog: z.array(deliveryAttempt) })),
  }),
});

/** One POST the demo receiver recorded. */
export const receivedWebhook = z.object({
  receivedAt: isoDateTime,
  /** The name of the destination that sent it. */
  destination: z.string(),
  /** Its `webhook-id` (Vanbid JSON) or `idempotency-key` (the CRM formats). */
  messageId: z.string(),
  /** A Vanbid webhook's signature checked with its destination's secret; the CRM formats carry none. */
  isSignatureVerified: z.boolean(),
  /** The body as it arrived. */
  body: z.string(),
});
export type ReceivedWebhook = z.infer<typeof receivedWebhook>;

/**
 * The built-in demo receiver (development and the demo only, where local webhook targets are
 * allowed): the last POSTs the account's destinations sent to `/api/dev/webhooks`, newest first.
 */
export const listDemoReceiverWebhooks = defineEndpoint({
  method: 'GET',
  path: '/dev/webhooks',
  summary: 'What the demo webhook receiver got from the account’s destinations, newest first (development)',
  tag: 'dev',
  auth: true,
  data: z.object({ received: z.array(receivedWebhook), kept: z.number() }),
});
