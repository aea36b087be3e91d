import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { type RechargeOutcome, rechargeWithin } from './auto-recharge';

/**
 * In a sale's transaction, after its debit: when auto-recharge is on (and has not failed since
 * the settings were saved) and the balance is now under the threshold, a request for the
 * `auto-recharge` job. Nothing is charged here. Null when none is needed or one already waits.
 */
export async function requestAutoRecharge(
  tx: Queryable,
  accountId: number,
  balanceAfterCents: number,
): Promise<number | null> {
  const result = await tx.execute<{ id: number }>(sql`
    insert into auto_recharge_requests (account_id)
    select account_id from recharge_settings
    where account_id = ${accountId} and is_enabled and last_failure_at is null and threshold_cents > ${balanceAfterCents}
    on conflict (account_id) where settled_at is null do nothing
    returning id`);
  const id = result.rows[0]?.id;
  return id === undefined ? null : Number(id);
}

/** Requests no job has settled yet, oldest first (the sweep re-queues them). */
export async function listWaitingRechargeRequests(db: Queryable): Promise<number[]> {
  const result = await db.execute<{ id: number }>(
    sql`select id from auto_recharge_requests where settled_at is null order by id limit 1000`,
  );
  return result.rows.map((row) => Number(row.id));
}

/**
 * The `auto-recharge` job: settles one request once. The request row is locked, so a job run
 * twice (a retry, the sweep and the nudge together) charges at most once; the gateway key is
 * derived from the request, so a charge whose transaction broke is not made again either.
 * The owner gets the notification; the notification mail job e-mails it when the delivery
 * settings ask for it.
 */
export async function settleRechargeRequest(
  deps: Pick<AppDeps, 'db' | 'paymentGateway' | 'mailer'>,
  requestId: number,
): Promise<RechargeOutcome | 'already_settled'> {
  const settled = await deps.db.transaction(async (tx) => {
    const found = await tx.execute<{ account_id: number; settled_at: Date | null }>(
      sql`select account_id, settled_at from auto_recharge_requests where id = ${requestId} for update`,
    );
    const request = found.rows[0];
    if (!request || request.settled_at) return null;
    const accountId = Number(request.account_id);
    const result = await rechargeWithin(
      deps,
      tx,
      accountId,
      (methodId) => `${accountId}:auto-recharge:${requestId}:${methodId}`,
    );
    await tx.execute(
      sql`update auto_recharge_requests set settled_at = now(), outcome = ${result.outcome} where id = ${requestId}`,
    );
    return { accountId, ...result };
  });
  // The notice stored with the outcome is e-mailed by the notification mail job.
  if (!settled) return 'already_settled';
  return settled.outcome;
}
