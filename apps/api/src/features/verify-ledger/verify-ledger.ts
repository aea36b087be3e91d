import type { Database } from '../../platform/db/database';
import {
  chargebacksAgainstPayouts,
  chargedRecordsAgainstBilledItems,
  creditsAgainstCharges,
  type LedgerDifference,
  lastBuyAgainstRecords,
  netSalesAgainstRecords,
  publisherBalances,
  spendDaysAgainstRecords,
  unbalancedTransactions,
  walletAgainstLedger,
} from './verify-ledger.queries';

export type { LedgerDifference };

/** Every check of `npm run verify-ledger`, in the order they are printed. */
const CHECKS = [
  walletAgainstLedger,
  unbalancedTransactions,
  chargedRecordsAgainstBilledItems,
  netSalesAgainstRecords,
  creditsAgainstCharges,
  chargebacksAgainstPayouts,
  publisherBalances,
  lastBuyAgainstRecords,
  spendDaysAgainstRecords,
];

/**
 * Whether the books agree, per account: wallet = ledger, each transaction balanced, charged
 * records = billed items, charged − credited = records still charged, each credit ≤ its charge
 * and charges back its publisher's payout, per publisher payouts − charge-backs = its balance,
 * `lastBuyDate` = newest charged record, daily spend roll-up = records.
 * Reads in one repeatable-read snapshot so that traffic arriving meanwhile cannot look like a gap.
 */
export async function verifyLedger(db: Database): Promise<LedgerDifference[]> {
  return db.transaction(
    async (tx) => {
      const found: LedgerDifference[] = [];
      for (const check of CHECKS) found.push(...(await check(tx)));
      return found.sort((a, b) => a.accountId - b.accountId);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The differences as lines a person reads, grouped by account. */
export function describeDifferences(differences: LedgerDifference[]): string[] {
  return differences.map(
    (d) =>
      `${d.publisherId === undefined ? `account ${d.accountId}` : `publisher ${d.publisherId}`}: ${d.check}: ${d.subject}: expected ${d.expected}, found ${d.actual}`,
  );
}
