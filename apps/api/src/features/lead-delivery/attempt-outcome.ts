import { DELIVERY_PAUSE_AFTER_FAILURES, nextDeliveryAttempt, PRIORITY } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';
import { withRetry } from '../../platform/db/retry';
import { publishAll } from '../../platform/events/publish';
import type { AttemptResult } from './channels/index';
import { type ClaimedDelivery, holdPendingOf } from './deliveries.queries';

/** One attempt made: the delivery, what came back, when it started and how long it took. */
export interface AttemptMade {
  delivery: ClaimedDelivery;
  result: AttemptResult;
  startedAt: Date;
  durationMs: number;
}

/** Where the delivery stands after the attempt: done, or its next attempt's time. */
export interface AfterAttempt {
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: Date | null;
}

const endOf = (attempt: AttemptMade) => new Date(attempt.startedAt.getTime() + attempt.durationMs);

/** A retryable failure waits for its next time; past the retry window, or for a test lead, it fails. */
function statusAfter({ delivery, result, ...timing }: AttemptMade): AfterAttempt {
  if (result.outcome === 'delivered') return { status: 'delivered', nextAttemptAt: null };
  if (result.outcome === 'failed' || delivery.record_id === null)
    return { status: 'failed', nextAttemptAt: null };
  const next = nextDeliveryAttempt(
    delivery.created_at,
    endOf({ delivery, result, ...timing }),
    delivery.attempts,
  );
  return next ? { status: 'pending', nextAttemptAt: next } : { status: 'failed', nextAttemptAt: null };
}

const column = <T>(items: readonly T[], read: (item: T) => unknown) => sql.param(items.map(read));

/**
 * Logs the attempts and moves their deliveries on, in one transaction of few statements (one
 * for all attempts and deliveries); a sold lead's attempts also count for their destinations:
 * a success clears the failures in a row, the 20th failure in a row pauses the destination and
 * tells the account (`lead_delivery_paused`). Test leads count for nothing.
 */
export async function recordAttempts(
  db: Database,
  attempts: readonly AttemptMade[],
): Promise<AfterAttempt[]> {
  if (attempts.length === 0) return [];
  const afters = attempts.map(statusAfter);
  const rows = attempts.map((attempt, index) => ({ ...attempt, after: afters[index]! }));
  await withRetry(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`
        with attempts as (
          insert into lead_delivery_attempts (delivery_id, started_at, duration_ms, status_code, outcome, error, answer)
          select * from unnest(${column(rows, (row) => row.delivery.id)}::bigint[],
            ${column(rows, (row) => row.startedAt.toISOString())}::timestamptz[],
            ${column(rows, (row) => Math.round(row.durationMs))}::int[],
            ${column(rows, (row) => row.result.statusCode)}::smallint[], ${column(rows, (row) => row.result.outcome)}::text[],
            ${column(rows, (row) => row.result.error)}::text[], ${column(rows, (row) => row.result.answer)}::text[]))
        update lead_deliveries ld set status = u.status, leased_until = null,
          next_attempt_at = case when u.next_at is null then ld.next_attempt_at
            when d.is_paused and ld.record_id is not null then 'infinity'::timestamptz else u.next_at end,
          delivered_at = case when u.status = 'delivered' then u.ended_at else ld.delivered_at end,
          last_status_code = u.code, last_error = u.error, first_attempt_at = coalesce(ld.first_attempt_at, u.started_at)
        from unnest(${column(rows, (row) => row.delivery.id)}::bigint[], ${column(rows, (row) => row.after.status)}::text[],
          ${column(rows, (row) => row.after.nextAttemptAt?.toISOString() ?? null)}::timestamptz[],
          ${column(rows, (row) => endOf(row).toISOString())}::timestamptz[],
          ${column(rows, (row) => row.result.statusCode)}::smallint[], ${column(rows, (row) => row.result.error)}::text[],
          ${column(rows, (row) => row.startedAt.toISOString())}::timestamptz[])
          as u(id, status, next_at, ended_at, code, error, started_at), delivery_destinations d
        where ld.id = u.id and d.id = ld.destination_id`);
      await countForDestinations(
        tx,
        attempts.filter((attempt) => attempt.delivery.record_id !== null),
      );
    }),
  );
  return afters;
}

/** Per destination, in the order attempted: whether one succeeded, and the failures after the last success. */
function tally(attempts: readonly AttemptMade[]) {
  const byDestination = new Map<number, { reset: boolean; failures: number }>();
  for (const { delivery, result } of attempts) {
    const entry = byDestination.get(delivery.destination_id) ?? { reset: false, failures: 0 };
    if (result.outcome === 'delivered')
      byDestination.set(delivery.destination_id, { reset: true, failures: 0 });
    else byDestination.set(delivery.destination_id, { ...entry, failures: entry.failures + 1 });
  }
  return [...byDestination].sort(([a], [b]) => a - b);
}

async function countForDestinations(tx: Queryable, attempts: readonly AttemptMade[]): Promise<void> {
  const counts = tally(attempts);
  if (counts.length === 0) return;
  const paused = await tx.execute<{ id: number; account_id: number; name: string; just_paused: boolean }>(sql`
    with counted as (
      select d.id, d.is_paused as was_paused,
        case when u.reset then u.failures else d.consecutive_failures + u.failures end as failures
      from unnest(${column(counts, ([id]) => id)}::bigint[], ${column(counts, ([, count]) => count.reset)}::boolean[],
        ${column(counts, ([, count]) => count.failures)}::int[]) as u(id, reset, failures)
      join delivery_destinations d on d.id = u.id
      where u.failures > 0 or (u.reset and d.consecutive_failures <> 0)
      order by d.id for update of d)
    update delivery_destinations d set consecutive_failures = c.failures,
      is_paused = d.is_paused or c.failures >= ${DELIVERY_PAUSE_AFTER_FAILURES},
      paused_at = case when not c.was_paused and c.failures >= ${DELIVERY_PAUSE_AFTER_FAILURES} then now() else d.paused_at end
    from counted c where d.id = c.id
    returning d.id, d.account_id, d.name, (not c.was_paused and d.is_paused) as just_paused`);
  const justPaused = paused.rows.filter((row) => row.just_paused);
  await holdPendingOf(
    tx,
    justPaused.map((row) => Number(row.id)),
  );
  await publishAll(
    tx,
    justPaused.map((row) => ({
      name: 'new_notification' as const,
      accountId: Number(row.account_id),
      notification: {
        type: 'lead_delivery_paused' as const,
        title: `Lead delivery paused: ${row.name}`,
        body: `${DELIVERY_PAUSE_AFTER_FAILURES} deliveries in a row failed, so "${row.name}" is paused. Check it in Settings → Lead delivery and resume it; the leads meanwhile wait.`,
        priority: PRIORITY.high,
      },
    })),
  );
}
