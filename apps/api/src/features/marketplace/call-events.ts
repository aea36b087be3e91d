import { type CallStatus, callCharge, monthStartOf, weekStartOf } from '@vanbid/domain';
import { eq, sql } from 'drizzle-orm';
import { easternMoment } from '../../platform/clock/eastern-moment';
import { type SaleTime, timeSql } from '../../platform/clock/sale-time';
import type { Queryable } from '../../platform/db/database';
import { callRecords, marketplaceOffers } from '../../platform/db/schema/index';
import { publishAll } from '../../platform/events/publish';
import type { StoredRecording } from '../recordings';
import { debitForSale, requestAutoRecharge } from '../wallet';
import { routeCall } from './call-routing';
import type { CallStateRow } from './call-state.queries';
import { lockCampaigns } from './candidates.queries';
import { passToNextBuyer } from './ring-timeout';
import { limitNotices, payoutEvent } from './sale-events.writes';
import { stampCallBuy } from './sale-records.writes';

export interface CallBody {
  external_id: string;
  caller_phone: string;
  from_zip: string;
  to_zip: string;
  is_branded: boolean;
}

export type CallEvent =
  | { type: 'ringing' | 'answered' | 'no_answer' }
  | {
      type: 'ended';
      status: CallStatus;
      duration_seconds: number;
      recording?: { audio_base64: string; caller_was_told: boolean } | undefined;
    };

/**
 * A new call in the caller's transaction: its offer row (idempotency) and its routing to the
 * highest bid. The offer's id and whether a buyer rings, or undefined when already posted.
 */
export async function offerCall(
  tx: Queryable,
  input: { publisherId: number; body: CallBody; phone: string; distance: 'local' | 'long' },
  at?: SaleTime,
): Promise<{ offerId: number; isRouted: boolean } | undefined> {
  const { body, distance } = input;
  const [offer] = await tx
    .insert(marketplaceOffers)
    .values({
      publisherId: input.publisherId,
      kind: 'call',
      externalId: body.external_id,
      phone: input.phone,
      fromZip: body.from_zip,
      toZip: body.to_zip,
      distance,
      isBranded: body.is_branded,
      payload: {},
      callState: 'routing',
      receivedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (!offer) return undefined;
  const route = await routeCall(tx, { ...offer, distance, triedCampaignIds: [] }, easternMoment(at), at);
  return { offerId: offer.id, isRouted: route.isRouted };
}

/**
 * One publisher event on a call locked by the caller (`findCall` with `lock`). Whether it
 * applied (an event that no longer applies changes nothing) and the auto-recharge request an
 * ending charge wrote, if any.
 */
export async function applyCallEvent(
  tx: Queryable,
  call: CallStateRow,
  event: CallEvent,
  options: { billableSeconds: number; at?: SaleTime; recording?: StoredRecording },
): Promise<{ applied: boolean; rechargeRequestId: number | null }> {
  const { at } = options;
  const isLive = call.callState === 'ringing' || call.callState === 'answered';
  const setState = (callState: 'answered' | 'ended') =>
    tx
      .update(marketplaceOffers)
      .set({ callState, stateChangedAt: timeSql(at) })
      .where(eq(marketplaceOffers.id, call.id));
  if (call.isRingExpired && event.type !== 'ended') {
    // Rung past the campaign's timeout: whatever the event says, the next buyer is tried.
    await passToNextBuyer(tx, call, at);
  } else if (event.type === 'answered' && call.callState === 'ringing') {
    await tx.update(callRecords).set({ status: 'in_progress' }).where(eq(callRecords.id, call.recordId!));
    await setState('answered');
  } else if (event.type === 'no_answer' && call.callState === 'ringing') {
    await passToNextBuyer(tx, call, at);
  } else if (event.type === 'ended' && isLive) {
    const rechargeRequestId = await endCall(tx, call, event, options);
    await setState('ended');
    return { applied: true, rechargeRequestId };
  } else return { applied: false, rechargeRequestId: null };
  return { applied: true, rechargeRequestId: null };
}

/**
 * Ends the call's current record: charged when `callCharge` says so and the wallet pays, and
 * then the campaign's last buy is the record's time. Answers the auto-recharge request the
 * charge wrote, if any.
 */
async function endCall(
  tx: Queryable,
  call: CallStateRow,
  event: Extract<CallEvent, { type: 'ended' }>,
  options: { billableSeconds: number; at?: SaleTime; recording?: StoredRecording },
) {
  const { at, recording } = options;
  // The lock order of every sale: its campaign, then its wallet, then the record and its roll-ups.
  await lockCampaigns(tx, [call.campaignId!]);
  const outcome = callCharge(
    { status: event.status, durationSeconds: event.duration_seconds, isBranded: call.isBranded },
    options.billableSeconds,
  );
  let notChargedReason: string | null = outcome.isCharged ? null : outcome.rule;
  let payoutCents = 0;
  let balanceAfterCents: number | null = null;
  if (outcome.isCharged && call.priceCents) {
    const charge = await debitForSale(
      tx,
      {
        accountId: call.accountId!,
        campaignId: call.campaignId!,
        priceCents: call.priceCents,
        type: 'call',
        description: `Call #${call.recordId} — ${call.nickname}`,
        publisherId: call.publisherId,
      },
      at,
    );
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
      ...(recording ? { recordingKey: recording.key, isRecordingDisclosed: recording.isDisclosed } : {}),
    })
    .where(eq(callRecords.id, call.recordId!));
  const events = [payoutEvent({ accountId: call.accountId!, campaignId: call.campaignId!, payoutCents })];
  if (balanceAfterCents !== null) {
    await stampCallBuy(tx, call.recordId!);
    const spent = await spendOfPeriods(tx, call, easternMoment(at).date);
    events.push(
      ...limitNotices({
        campaign: {
          id: call.campaignId!,
          accountId: call.accountId!,
          nickname: call.nickname!,
          limitCents: call.limitCents!,
          weeklyCapCents: call.weeklyCapCents,
          monthlyCapCents: call.monthlyCapCents,
        },
        priceCents: call.priceCents!,
        ...spent,
        balanceAfterCents,
      }),
    );
  }
  await publishAll(tx, events, at);
  return balanceAfterCents === null ? null : requestAutoRecharge(tx, call.accountId!, balanceAfterCents);
}

/**
 * The campaign's spend of the Eastern `date`, its week (from Monday) and its month, this sale
 * included, from the daily roll-up (what the limit and the caps are checked on).
 */
async function spendOfPeriods(tx: Queryable, call: CallStateRow, date: string) {
  const week = weekStartOf(date);
  const month = monthStartOf(date);
  const result = await tx.execute<{ day: string; week: string; month: string }>(sql`
    select coalesce(sum(payout_cents) filter (where day = ${date}::date), 0) as day,
      coalesce(sum(payout_cents) filter (where day >= ${week}::date), 0) as week,
      coalesce(sum(payout_cents) filter (where day >= ${month}::date), 0) as month
    from campaign_spend_days
    where account_id = ${call.accountId} and campaign_id = ${call.campaignId}
      and day >= ${week < month ? week : month}::date and day <= ${date}::date`);
  const row = result.rows[0];
  return {
    spentAfterCents: Number(row?.day ?? 0),
    spentWeekAfterCents: Number(row?.week ?? 0),
    spentMonthAfterCents: Number(row?.month ?? 0),
  };
}
