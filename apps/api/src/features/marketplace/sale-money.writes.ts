import type { SaleTime } from '../../platform/clock/sale-time';
import type { Queryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { changeBalance, recordMovement } from '../wallet';

/**
 * Takes the price from the wallet with the conditional update of `changeBalance` (never below
 * zero) and writes the billed item and its two ledger lines. Null when the wallet cannot pay.
 */
export async function chargeSale(
  tx: Queryable,
  input: {
    accountId: number;
    campaignId: number;
    priceCents: number;
    type: 'lead' | 'call';
    description: string;
    at?: SaleTime;
  },
): Promise<{ balanceAfterCents: number } | null> {
  let balanceAfterCents: number;
  try {
    balanceAfterCents = await changeBalance(tx, input.accountId, -input.priceCents);
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') return null;
    throw error;
  }
  await recordMovement(tx, {
    accountId: input.accountId,
    type: input.type,
    walletChangeCents: -input.priceCents,
    counterAccount: 'marketplace_revenue',
    balanceAfterCents,
    campaignId: input.campaignId,
    description: input.description,
    at: input.at,
  });
  return { balanceAfterCents };
}
