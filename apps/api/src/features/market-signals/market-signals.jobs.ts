import type { AppDeps } from '../../platform/deps';
import type { RecurringJob } from '../../platform/jobs/job-queue';
import { updateCompetitiveness } from './competitiveness';
import { recalculateMinimumBids } from './min-bid-recalculation';

export const MIN_BID_RECALCULATION_JOB = 'min-bid-recalculation';
export const COMPETITIVENESS_JOB = 'bid-competitiveness';

/**
 * The minimums follow the market once an hour, at the start of each Eastern hour's slot; the
 * competitiveness of each campaign is refreshed every 10 minutes over the last hour.
 */
export function marketSignalsJobs({ db }: Pick<AppDeps, 'db'>): RecurringJob[] {
  return [
    {
      name: MIN_BID_RECALCULATION_JOB,
      cron: '1 * * * *',
      async run() {
        await recalculateMinimumBids(db);
      },
    },
    {
      name: COMPETITIVENESS_JOB,
      cron: '*/10 * * * *',
      async run() {
        await updateCompetitiveness(db);
      },
    },
  ];
}
