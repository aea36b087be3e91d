import type { AppDeps } from '../../platform/deps';
import type { RecurringJob } from '../../platform/jobs/job-queue';
import { checkOwnerAlerts } from './owner-alerts.service';

export const OWNER_ALERTS_JOB = 'owner-alerts';

/** The alerts the owners set, checked every 5 minutes. */
export function ownerAlertsJobs({ db }: Pick<AppDeps, 'db'>): RecurringJob[] {
  return [
    {
      name: OWNER_ALERTS_JOB,
      cron: '*/5 * * * *',
      async run() {
        await checkOwnerAlerts(db);
      },
    },
  ];
}
