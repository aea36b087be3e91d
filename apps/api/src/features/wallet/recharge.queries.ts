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

export async function markRechargeFailed(db: Queryable, accountId: number) {
  await db
    .update(rechargeSettings)
    .set({ lastFailureAt: sql`now()` })
    .where(eq(rechargeSettings.accountId, accountId));
}
