import { DELIVERY_PAUSE_AFTER_FAILURES, nextDeliveryAttempt, PRIORITY } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';
import { publish } from '../../platform/events/publish';
import type { AttemptResult } from './channels/index';
import type { ClaimedDelivery } from './deliveries.queries';

export interface AttemptTiming {
  startedAt: Date;
  durationMs: number;
}

/** Where the delivery stands after the attempt: done, or its next attempt's time. */
export interface AfterAttempt {
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: Date | null;
}

/** A retryable failure waits for its next time; past the retry window, or for a test lead, it fails. */
function statusAfter(delivery: ClaimedDelivery, result: AttemptResult, at: Date): AfterAttempt {
  if (result.outcome === 'delivered') return { status: 'delivered', nextAttemptAt: null };
  if (result.outcome === 'failed' || delivery.record_id === null)
    return { status: 'failed', nextAttemptAt: null };
  const next = nextDeliveryAttempt(delivery.created_at, at, delivery.attempts);
  return next ? { status: 'pending', nextAttemptAt: next } : { status: 'failed', nextAttemptAt: null };
}

/**
 * Logs the attempt and moves the delivery on, in one transaction; a sold lead's attempt also
 * counts for its destination: a success clears the failures in a row, the 20th failure in a row
 * pauses it and tells the account (`lead_delivery_paused`). Test leads count for nothing.
 */
export async function recordAttempt(
  db: Database,
  delivery: ClaimedDelivery,
  result: AttemptResult,
  timing: AttemptTiming,
): Promise<AfterAttempt> {
  const after = statusAfter(delivery, result, new Date(timing.startedAt.getTime() + timing.durationMs));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into lead_delivery_attempts (delivery_id, started_at, duration_ms, status_code, outcome, error, answer)
      values (${delivery.id}, ${timing.startedAt.toISOString()}, ${Math.round(timing.durationMs)}, ${result.statusCode},
        ${result.outcome}, ${result.error}, ${result.answer})`);
    await tx.execute(sql`
      update lead_deliveries set status = ${after.status}, leased_until = null,
        next_attempt_at = coalesce(${after.nextAttemptAt?.toISOString() ?? null}::timestamptz, next_attempt_at),
        delivered_at = case when ${after.status} = 'delivered' then clock_timestamp() else delivered_at end,
        last_status_code = ${result.statusCode}, last_error = ${result.error}
      where id = ${delivery.id}`);
    if (delivery.record_id !== null) await countForDestination(tx, delivery, result.outcome === 'delivered');
  });
  return after;
}

async function countForDestination(
  tx: Queryable,
  delivery: ClaimedDelivery,
  isSuccess: boolean,
): Promise<void> {
  if (isSuccess) {
    await tx.execute(sql`
      update delivery_destinations set consecutive_failures = 0
      where id = ${delivery.destination_id} and consecutive_failures <> 0`);
    return;
  }
  const paused = await tx.execute<{ id: number }>(sql`
    update delivery_destinations set consecutive_failures = consecutive_failures + 1,
      is_paused = is_paused or consecutive_failures + 1 >= ${DELIVERY_PAUSE_AFTER_FAILURES},
      paused_at = case when not is_paused and consecutive_failures + 1 >= ${DELIVERY_PAUSE_AFTER_FAILURES}
        then now() else paused_at end
    where id = ${delivery.destination_id}
    returning case when paused_at = now() and is_paused then id end as id`);
  if (paused.rows[0]?.id == null) return;
  await publish(tx, {
    name: 'new_notification',
    accountId: delivery.account_id,
    notification: {
      type: 'lead_delivery_paused',
      title: `Lead delivery paused: ${delivery.name}`,
      body: `${DELIVERY_PAUSE_AFTER_FAILURES} deliveries in a row failed, so "${delivery.name}" is paused. Check it in Settings → Lead delivery and resume it; the leads meanwhile wait.`,
      priority: PRIORITY.high,
    },
  });
}
