export { describeDifferences, type LedgerDifference, verifyLedger } from './verify-ledger';
