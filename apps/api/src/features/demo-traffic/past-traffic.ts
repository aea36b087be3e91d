import { easternMoment } from '../../platform/clock/eastern-moment';
import type { Queryable } from '../../platform/db/database';
import {
  applyCallEvent,
  type CallBody,
  type CallEvent,
  type CallStateRow,
  findCall,
  formatPhone,
  type LeadBody,
  moveDistance,
  offerCall,
  sellLeadWithin,
  toLeadOffer,
} from '../marketplace';
import type { StoredRecording } from '../recordings';

/**
 * Traffic of the past through the engine's own sale functions, each step in the caller's
 * transaction at the moment it happened: what builds the demo world's months of history
 * (seed/demo-history.ts), so that its records, wallet, ledger and last buys agree as live
 * sales do. Nothing is queued or announced beyond what a live sale writes.
 */

/** A lead posted at `at`, sold to up to `maxBuyers` campaigns. The number of buyers. */
export async function replayLead(
  tx: Queryable,
  publisherId: number,
  body: LeadBody,
  options: { at: Date; maxBuyers: number },
): Promise<number> {
  const lead = await toLeadOffer(publisherId, body);
  const result = await sellLeadWithin(tx, lead, {
    maxBuyers: options.maxBuyers,
    moment: easternMoment(options.at),
    at: options.at,
  });
  return result?.buyers ?? 0;
}

/** A call posted at `at` and routed: its id and whether a buyer rings (undefined when already posted). */
export async function replayCall(
  tx: Queryable,
  publisherId: number,
  body: CallBody,
  at: Date,
): Promise<{ offerId: number; isRouted: boolean } | undefined> {
  const distance = await moveDistance(body.from_zip, body.to_zip);
  return offerCall(tx, { publisherId, body, phone: formatPhone(body.caller_phone), distance }, at);
}

/**
 * A publisher's event on a call at `at`. After `no_answer`, the call's state tells whether the
 * next buyer rings (`ringing`) or none was left (`unrouted`).
 */
export async function replayCallEvent(
  tx: Queryable,
  call: { id: number; publisherId: number },
  event: CallEvent,
  options: { at: Date; billableSeconds: number; recording?: StoredRecording | undefined },
): Promise<CallStateRow['callState'] | undefined> {
  const found = await findCall(tx, call, { lock: true, at: options.at });
  if (!found) return undefined;
  await applyCallEvent(tx, found, event, options);
  if (event.type !== 'no_answer') return found.callState;
  return (await findCall(tx, call, { at: options.at }))?.callState;
}
