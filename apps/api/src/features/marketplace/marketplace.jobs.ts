import type { AppDeps } from '../../platform/deps';
import type { RecurringJob } from '../../platform/jobs/job-queue';
import { passExpiredRings } from './ring-timeout';

export const RING_TIMEOUT_JOB = 'call-ring-timeout';

/**
 * Calls nobody answered in time move on even when the publisher sends no further event. Cron
 * runs at most once a minute; the publisher's own events move a call the moment they arrive.
 */
export function marketplaceJobs({ db }: Pick<AppDeps, 'db'>): RecurringJob[] {
  return [
    {
      name: RING_TIMEOUT_JOB,
      cron: '* * * * *',
      async run() {
        await passExpiredRings(db);
      },
    },
  ];
}
