import { loadConfig } from '../../platform/config';
import { connectDatabase } from '../../platform/db/connect';
import { describeDifferences, verifyLedger } from './verify-ledger';

/** `npm run verify-ledger`: prints every disagreement of the books per account; exits 1 on any. */
const handle = await connectDatabase(loadConfig());
try {
  const differences = await verifyLedger(handle.db);
  for (const line of describeDifferences(differences)) console.info(line);
  const accounts = new Set(differences.map((d) => d.accountId)).size;
  console.info(
    differences.length
      ? `${differences.length} difference(s) in ${accounts} account(s)`
      : 'The books agree: wallets = ledger, transactions balanced, charged records = billed items, charged − credited = records still charged, no credit above its charge, each credit charges back its publisher’s payout, publishers’ payouts − charge-backs = their balances, last buys and daily spend match their records.',
  );
  process.exitCode = differences.length ? 1 : 0;
} finally {
  await handle.close();
}
