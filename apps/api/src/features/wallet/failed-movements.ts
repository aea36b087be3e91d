import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { transactions } from '../../platform/db/schema/index';
import { AppError } from '../../platform/errors';
import type { MovementType } from './ledger';

/** A movement the processor refused: what was tried, with which method, and why. */
export interface FailedMovement {
  accountId: number;
  type: Extract<MovementType, 'charge' | 'cash_out'>;
  amountCents: number;
  paymentMethodId: string;
  description: string;
  reason: string;
}

/**
 * A billed item with status `failed` and no ledger lines (no money moved): Transactions shows
 * declined top-ups, failed auto-recharge attempts and failed cash outs with their method and
 * reason. Its `balance_after` is the balance it left untouched.
 */
export async function recordFailedMovement(db: Queryable, failed: FailedMovement): Promise<{ id: number }> {
  const [row] = await db
    .insert(transactions)
    .values({
      accountId: failed.accountId,
      type: failed.type,
      status: 'failed',
      amountCents: failed.amountCents,
      balanceAfterCents: sql`coalesce((select balance_cents from wallets where account_id = ${failed.accountId}), 0)`,
      paymentMethodId: failed.paymentMethodId,
      description: failed.description,
      failureReason: failed.reason,
    })
    .returning({ id: transactions.id });
  return { id: row!.id };
}

export const isDecline = (error: unknown): error is AppError =>
  error instanceof AppError && error.code === 'PAYMENT_DECLINED';
