/** The lines of a monthly statement that a wallet movement adds to. */
export type StatementKind = 'top_up' | 'purchase' | 'credit' | 'cash_out' | 'other_debit';

/**
 * Which statement line a wallet ledger line belongs to, by its billed item's type and the way
 * the wallet moved. Money in from a method is a top-up (a charge, or a transfer from a method,
 * which is a `cash_out` the other way); money out to a method is a cash out; a lead or call bought
 * is a purchase. Any other money coming back to the wallet is a credit, whatever its type
 * (a returned lead or call, a refund, a positive adjustment): a new kind of credit is counted
 * without a change here. Any other money out is an "other debit".
 */
export function statementKindOf(type: string, walletChangeCents: number): StatementKind {
  const isIn = walletChangeCents > 0;
  if (type === 'charge') return 'top_up';
  if (type === 'cash_out') return isIn ? 'top_up' : 'cash_out';
  if ((type === 'lead' || type === 'call') && !isIn) return 'purchase';
  return isIn ? 'credit' : 'other_debit';
}
