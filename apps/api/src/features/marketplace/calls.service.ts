import { type CallStatus, callCharge } from '@vanbid/domain';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { callRecords, marketplaceOffers } from '../../platform/db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { requestAutoRecharge } from '../wallet';
import { routeCall } from './call-routing';
import { type CallStateRow, findCall, toWireCall } from './call-state.queries';
import { noBuyer, rechargeAfterSale } from './leads.service';
import { easternMoment, formatPhone, moveDistance } from './offer-context';
import type { Publisher } from './publishers';
import { passToNextBuyer } from './ring-timeout';
import { announcePayout, chargeSale, noticeLimits, withRetry } from './sale-writes';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config'>;
type Log = { error(object: unknown, message: string): void };

export interface CallBody {
  external_id: string;
  caller_phone: string;
  from_zip: string;
  to_zip: string;
  is_branded: boolean;
}

export type CallEvent =
  | { type: 'ringing' | 'answered' | 'no_answer' }
  | { type: 'ended'; status: CallStatus; duration_seconds: number };

/** `POST /marketplace/calls`: routes the call to the highest bid; 422 NO_BUYER when none may take it. */
export async function postCall(deps: Deps, publisher: Publisher, body: CallBody) {
  const distance = await moveDistance(body.from_zip, body.to_zip);
  const claimed = await withRetry(() =>
    deps.db.transaction(async (tx) => {
      const [offer] = await tx
        .insert(marketplaceOffers)
        .values({
          publisherId: publisher.id,
          kind: 'call',
          externalId: body.external_id,
          phone: formatPhone(body.caller_phone),
          fromZip: body.from_zip,
          toZip: body.to_zip,
          distance,
          isBranded: body.is_branded,
          payload: {},
          callState: 'routing',
        })
        .onConflictDoNothing()
        .returning();
      if (!offer) return false;
      await routeCall(tx, { ...offer, distance, triedCampaignIds: [] }, easternMoment());
      return true;
    }),
  );
  const call = await findCall(deps.db, { externalId: body.external_id, publisherId: publisher.id });
  if (call?.callState === 'unrouted') throw noBuyer('call', call.unsoldReason ?? 'no_campaign');
  return toWireCall(call!, !claimed);
}

/**
 * Ends the call's current record: charged when `callCharge` says so and the wallet pays.
 * Answers the auto-recharge request the charge wrote, if any.
 */
async function endCall(
  tx: Queryable,
  call: CallStateRow,
  event: Extract<CallEvent, { type: 'ended' }>,
  billableSeconds: number,
) {
  const outcome = callCharge(
    { status: event.status, durationSeconds: event.duration_seconds, isBranded: call.isBranded },
    billableSeconds,
  );
  let notChargedReason: string | null = outcome.isCharged ? null : outcome.rule;
  let payoutCents = 0;
  let balanceAfterCents: number | null = null;
  if (outcome.isCharged && call.priceCents) {
    const charge = await chargeSale(tx, {
      accountId: call.accountId!,
      campaignId: call.campaignId!,
      priceCents: call.priceCents,
      type: 'call',
      description: `Call #${call.id} — ${call.nickname}`,
    });
    if (charge) {
      payoutCents = call.priceCents;
      balanceAfterCents = charge.balanceAfterCents;
    } else notChargedReason = 'funds';
  }
  await tx
    .update(callRecords)
    .set({
      status: event.status,
      durationSeconds: event.duration_seconds,
      payoutCents,
      charged: payoutCents > 0,
      notChargedReason,
    })
    .where(eq(callRecords.id, call.recordId!));
  await announcePayout(tx, { accountId: call.accountId!, campaignId: call.campaignId!, payoutCents });
  if (balanceAfterCents === null) return null;
  const spent = await tx.execute<{ cents: number }>(sql`
    select coalesce(sum(payout_cents), 0) as cents from campaign_spend_days
    where campaign_id = ${call.campaignId} and day = ${easternMoment().date}`);
  await noticeLimits(tx, {
    campaign: {
      id: call.campaignId!,
      accountId: call.accountId!,
      nickname: call.nickname!,
      limitCents: call.limitCents!,
    },
    priceCents: call.priceCents!,
    spentAfterCents: Number(spent.rows[0]?.cents ?? 0),
    balanceAfterCents,
  });
  return requestAutoRecharge(tx, call.accountId!, balanceAfterCents);
}

/**
 * `POST /marketplace/calls/:id/events`. An event that no longer applies (answered twice, ended
 * again) changes nothing and answers the call as it stands, so retries are safe.
 */
export async function postCallEvent(
  deps: Deps,
  publisher: Publisher,
  callId: number,
  event: CallEvent,
  log: Log,
) {
  let applied = false;
  let rechargeRequestId: number | null = null;
  await withRetry(() =>
    deps.db.transaction(async (tx) => {
      const call = await findCall(tx, { id: callId, publisherId: publisher.id }, { lock: true });
      if (!call) throw notFound('Call');
      applied = false;
      rechargeRequestId = null;
      const isLive = call.callState === 'ringing' || call.callState === 'answered';
      if (call.isRingExpired && event.type !== 'ended') {
        // Rung past the campaign's timeout: whatever the event says, the next buyer is tried.
        await passToNextBuyer(tx, call);
        applied = true;
      } else if (event.type === 'answered' && call.callState === 'ringing') {
        await tx.update(callRecords).set({ status: 'in_progress' }).where(eq(callRecords.id, call.recordId!));
        await tx
          .update(marketplaceOffers)
          .set({ callState: 'answered', stateChangedAt: sql`now()` })
          .where(eq(marketplaceOffers.id, call.id));
        applied = true;
      } else if (event.type === 'no_answer' && call.callState === 'ringing') {
        await passToNextBuyer(tx, call);
        applied = true;
      } else if (event.type === 'ended' && isLive) {
        rechargeRequestId = await endCall(tx, call, event, deps.config.BILLABLE_CALL_SECONDS);
        await tx
          .update(marketplaceOffers)
          .set({ callState: 'ended', stateChangedAt: sql`now()` })
          .where(eq(marketplaceOffers.id, call.id));
        applied = true;
      }
    }),
  );
  if (rechargeRequestId !== null) await rechargeAfterSale(deps, [rechargeRequestId], log);
  const call = await findCall(deps.db, { id: callId, publisherId: publisher.id });
  return toWireCall(call!, !applied && event.type !== 'ringing');
}
