import { COMPETITIVENESS_BANDS } from '@vanbid/domain';
import { z } from 'zod';

/** Events the server pushes to an account's room (docs/product.md §8). */
export const serverEvents = {
  refresh_app: z.object({ version: z.string().optional() }),
  /** `type` styles the toast (a warning, an error) and, with `campaignId`, says where it leads. */
  new_notification: z.object({
    id: z.number(),
    type: z.string().optional(),
    title: z.string(),
    body: z.string(),
    campaignId: z.number().nullable().optional(),
  }),
  MIN_BID_UPDATE: z.object({
    campaignTypeId: z.number().optional(),
    distance: z.enum(['local', 'long']).optional(),
  }),
  bid_recalculation: z.object({ campaignId: z.number().optional() }),
  UPDATE_PAYOUT: z.object({ campaignId: z.number(), payout: z.number() }),
  /** `competitiveness`: the win rate of the last hour, 0–100; `band`: winning, at risk or losing. */
  BID_COMPETITIVENESS: z.object({
    campaignId: z.number(),
    competitiveness: z.number(),
    band: z.enum(COMPETITIVENESS_BANDS).optional(),
  }),
  ACTIVE_CALL_NEW: z.object({ campaignId: z.number(), callId: z.number() }),
} as const;
export type ServerEventName = keyof typeof serverEvents;
/** The payload of one server event, as `serverEvents` declares it. */
export type ServerEventPayload<Name extends ServerEventName> = z.infer<(typeof serverEvents)[Name]>;

/** Events the browser emits: `login` re-authenticates the socket (docs/product.md §8). */
export const clientEvents = {
  login: z.object({ globalId: z.number(), token: z.string() }),
} as const;
