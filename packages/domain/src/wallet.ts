// Wallet balance changes (docs/product.md §7, "Wallet").
import { fromCents, toCents } from './money';

/** The id that stands for the wallet in `cashOutBalance {fromId, toId}`. */
export const WALLET_ID = 'wallet';

export type WalletChange =
  | { kind: 'charge'; amount_added_to_wallet: number | string }
  | { kind: 'cashOut'; amount: number | string; fromWallet: boolean };

/** True when a cash out's `fromId` is the wallet (a withdrawal); otherwise it tops the wallet up. */
export function isFromWallet(fromId: string | number): boolean {
  return fromId === WALLET_ID;
}

/**
 * The balance after a change, in dollars, computed in cents: a charge adds
 * `amount_added_to_wallet`; a cash out subtracts its amount when it comes from the wallet and
 * adds it otherwise.
 */
export function applyWalletChange(balance: number | string, change: WalletChange): number {
  const current = toCents(balance);
  if (change.kind === 'charge') return fromCents(current + toCents(change.amount_added_to_wallet));
  const amount = toCents(change.amount);
  return fromCents(change.fromWallet ? current - amount : current + amount);
}
