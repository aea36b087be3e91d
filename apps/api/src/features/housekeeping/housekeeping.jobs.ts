import type { AppDeps } from '../../platform/deps';
import type { RecurringJob } from '../../platform/jobs/job-queue';
import {
  purgeDeliveryAttempts,
  purgeExpiredCodes,
  purgeForgottenLoginFailures,
  purgeIdempotencyKeys,
  purgeKeptMessages,
  purgeSentOutboxEvents,
} from './purge.queries';

export const PURGE_JOB = 'housekeeping-purge';

/**
 * What would otherwise grow forever: sent realtime events, expired sign-in and reset codes,
 * idempotency keys past their retry window, failed sign-ins a day old, lead delivery attempts past
 * the log's retention and the e-mails and texts the sandbox providers kept. Ages come from the configuration (`PURGE_*_DAYS`).
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
        await purgeDeliveryAttempts(db, config.PURGE_DELIVERY_ATTEMPTS_AFTER_DAYS);
        await purgeKeptMessages(db, config.PURGE_KEPT_MESSAGES_AFTER_DAYS);
      },
    },
  ];
}
