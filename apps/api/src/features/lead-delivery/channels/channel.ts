import type { DeliveredLead, DestinationToSend } from '../delivered-lead';

/** One attempt to hand one lead to one destination. */
export interface DeliveryAttemptInput {
  deliveryId: number;
  /** This attempt's number (1 = the first). */
  attempt: number;
  messageId: string;
  lead: DeliveredLead;
  destination: DestinationToSend;
  /** The lead's page in the portal (`PUBLIC_URL/leads/:id?account=`). */
  leadUrl: string;
}

/** What became of an attempt: `retry` asks for another later, `failed` says it would never work. */
export interface AttemptResult {
  outcome: 'delivered' | 'retry' | 'failed';
  statusCode: number | null;
  /** The start of the receiver's answer (at most 2 KB). */
  answer: string;
  error: string | null;
}

/**
 * A kind of destination (e-mail, webhook, text message): it sends one
 * lead and says what happened, without throwing.
 */
export interface DeliveryChannel {
  send(input: DeliveryAttemptInput): Promise<AttemptResult>;
}
