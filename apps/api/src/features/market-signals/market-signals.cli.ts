import { loadConfig } from '../../platform/config';
import { connectDatabase } from '../../platform/db/connect';
import { updateCompetitiveness } from './competitiveness';
import { MARKET_SIGNALS_USAGE, parseMarketSignalsCommand } from './market-signals.command';
import { recalculateMinimumBids } from './min-bid-recalculation';

/**
 * Runs a market-signals job now instead of on its schedule (an operator after a price incident, or
 * a test): `npm run market-signals -- minimums [--at ISO_TIME] [TYPE_ID ...]` recalculates the
 * minimums of the Eastern hour of `--at` (default: now; a missed hourly run, or a test that sets
 * its clock) of the given campaign types only; `-- competitiveness` refreshes the bands. Prints
 * what changed as JSON.
 */
const parsed = parseMarketSignalsCommand(process.argv.slice(2));
if (!parsed) {
  console.error(MARKET_SIGNALS_USAGE);
  process.exit(2);
}
const handle = await connectDatabase(loadConfig());
try {
  const changes =
    parsed.command === 'minimums'
      ? await recalculateMinimumBids(handle.db, {
          ...(parsed.at && { now: parsed.at }),
          ...(parsed.campaignTypeIds.length > 0 && { campaignTypeIds: parsed.campaignTypeIds }),
        })
      : await updateCompetitiveness(handle.db);
  console.info(JSON.stringify(changes));
} finally {
  await handle.close();
}
