import { eq } from 'drizzle-orm';
import { easternMoment } from '../../platform/clock/eastern-moment';
import type { SaleTime } from '../../platform/clock/sale-time';
import type { Database, Queryable } from '../../platform/db/database';
import { withRetry } from '../../platform/db/retry';
import { callRecords } from '../../platform/db/schema/index';
import { publish } from '../../platform/events/publish';
import { routeCall } from './call-routing';
import { type CallStateRow, findCall, listExpiredRings } from './call-state.queries';
import { payoutEvent } from './sale-events.writes';

/**
 * The buyer did not answer in time: its record is a missed call (payout 0), the next bid rings.
 * The record is written once its campaign is locked with the next bids' (`routeCall`).
 */
export async function passToNextBuyer(tx: Queryable, call: CallStateRow, at?: SaleTime): Promise<void> {
  const write = async () => {
    await tx
      .update(callRecords)
      .set({ status: 'missed', payoutCents: 0, charged: false, notChargedReason: 'not_answered' })
      .where(eq(callRecords.id, call.recordId!));
    await publish(
      tx,
      payoutEvent({ accountId: call.accountId!, campaignId: call.campaignId!, payoutCents: 0 }),
      at,
    );
  };
  await routeCall(tx, call, easternMoment(at), at, { leaving: { campaignId: call.campaignId!, write } });
}

/**
 * The ring timeout sweep (job `call-ring-timeout`): every call ringing past its campaign's
 * `timeoutPerCall` goes to the next buyer, each in its own transaction with the call locked
 * (an event arriving at the same time waits, then sees the new buyer). The publisher's next
 * event on such a call does the same without waiting for the sweep.
 */
export async function passExpiredRings(db: Database): Promise<number> {
  let passed = 0;
  for (const expired of await listExpiredRings(db)) {
    const isPassed = await withRetry(() =>
      db.transaction(async (tx) => {
        const call = await findCall(tx, expired, { lock: true });
        if (!call?.isRingExpired) return false;
        await passToNextBuyer(tx, call);
        return true;
      }),
    );
    if (isPassed) passed += 1;
  }
  return passed;
}
