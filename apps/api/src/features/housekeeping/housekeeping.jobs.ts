import type { AppDeps } from '../../platform/deps';
import type { RecurringJob } from '../../platform/jobs/job-queue';
import {
  purgeExpiredCodes,
  purgeForgottenLoginFailures,
  purgeIdempotencyKeys,
  purgeSentOutboxEvents,
} from './purge.queries';

export const PURGE_JOB = 'housekeeping-purge';

/**
 * What would otherwise grow forever: sent realtime events, expired sign-in and reset codes,
 * idempotency keys past their retry window, and failed sign-ins a day old. Ages come from the configuration (`PURGE_*_DAYS`).
 */
export function housekeepingJobs({ db, config }: Pick<AppDeps, 'db' | 'config'>): RecurringJob[] {
  return [
    {
      name: PURGE_JOB,
      cron: '17 * * * *',
      async run() {
        await purgeSentOutboxEvents(db, config.PURGE_SENT_EVENTS_AFTER_DAYS);
        await purgeExpiredCodes(db, config.PURGE_EXPIRED_CODES_AFTER_DAYS);
        await purgeIdempotencyKeys(db, config.PURGE_IDEMPOTENCY_KEYS_AFTER_DAYS);
        await purgeForgottenLoginFailures(db);
      },
    },
  ];
}
