import type { AppDeps } from '../../platform/deps';
import type { RecurringJob } from '../../platform/jobs/job-queue';
import { purgeOldRecordings } from './recordings.service';

export const RECORDING_PURGE_JOB = 'recording-purge';

/** Hourly: deletes call recordings older than `RECORDING_RETENTION_DAYS` (default 90). */
export function recordingJobs(deps: Pick<AppDeps, 'db' | 'config' | 'fileStorage'>): RecurringJob[] {
  return [
    {
      name: RECORDING_PURGE_JOB,
      cron: '41 * * * *',
      async run() {
        while ((await purgeOldRecordings(deps, deps.config.RECORDING_RETENTION_DAYS)) > 0);
      },
    },
  ];
}
