import { loadConfig } from '../../platform/config';
import { connectDatabase } from '../../platform/db/connect';
import { updateCompetitiveness } from './competitiveness';
import { recalculateMinimumBids } from './min-bid-recalculation';

/**
 * Runs a market-signals job now instead of on its schedule (an operator after a price incident, or
 * a test): `npm run market-signals -- minimums [TYPE_ID ...]` recalculates the minimums of the
 * current Eastern hour (of the given campaign types only); `-- competitiveness` refreshes the
 * bands. Prints what changed as JSON.
 */
const [command, ...rest] = process.argv.slice(2);
const typeIds = rest.map(Number);
if (!['minimums', 'competitiveness'].includes(command ?? '') || typeIds.some((id) => !Number.isInteger(id))) {
  console.error('Usage: npm run market-signals -- minimums [CAMPAIGN_TYPE_ID ...] | competitiveness');
  process.exit(2);
}
const handle = await connectDatabase(loadConfig());
try {
  const changes =
    command === 'minimums'
      ? await recalculateMinimumBids(handle.db, typeIds.length ? { campaignTypeIds: typeIds } : {})
      : await updateCompetitiveness(handle.db);
  console.info(JSON.stringify(changes));
} finally {
  await handle.close();
}
