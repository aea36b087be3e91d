import type { RechargeSettings } from '@vanbid/contract';
import { fromCents } from '@vanbid/domain';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { rechargeSettings } from '../../platform/db/schema/index';

export type RechargeRow = typeof rechargeSettings.$inferSelect;

export function toWireRecharge(row: RechargeRow): RechargeSettings {
  return {
    is_enabled: row.isEnabled,
    threshold: fromCents(row.thresholdCents),
    amount: fromCents(row.amountCents),
    last_failure_at: row.lastFailureAt?.toISOString() ?? null,
    last_run_at: row.lastRunAt?.toISOString() ?? null,
    last_failed_at: row.lastFailedAt?.toISOString() ?? null,
  };
}

export async function findRecharge(db: Queryable, accountId: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(rechargeSettings).where(eq(rechargeSettings.accountId, accountId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Saving the settings also clears a past failure, so that recharging may try again. */
export async function upsertRecharge(
  db: Queryable,
  accountId: number,
  input: { isEnabled: boolean; thresholdCents: number; amountCents: number },
): Promise<RechargeRow> {
  const values = { ...input, lastFailureAt: null, updatedAt: sql`now()` };
  const [row] = await db
    .insert(rechargeSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: rechargeSettings.accountId, set: values })
    .returning();
  return row!;
}

/** A recharge charged a method, or (`hasFailed`) none: the failure also pauses recharging. */
export async function markRechargeRan(db: Queryable, accountId: number, hasFailed: boolean) {
  const failure = hasFailed ? { lastFailureAt: sql`now()`, lastFailedAt: sql`now()` } : {};
  await db
    .update(rechargeSettings)
    .set({ lastRunAt: sql`now()`, ...failure })
    .where(eq(rechargeSettings.accountId, accountId));
}
