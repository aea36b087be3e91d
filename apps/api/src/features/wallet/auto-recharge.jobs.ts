import type { AppDeps } from '../../platform/deps';
import type { JobQueue, QueuedJob, RecurringJob } from '../../platform/jobs/job-queue';
import { listWaitingRechargeRequests, settleRechargeRequest } from './auto-recharge-requests';

export const AUTO_RECHARGE_JOB = 'auto-recharge';
export const AUTO_RECHARGE_SWEEP_JOB = 'auto-recharge-sweep';

/** Queues the requests a sale just wrote; the sweep catches any whose nudge was lost. */
export async function queueRechargeRequests(
  jobs: JobQueue | undefined,
  requestIds: readonly number[],
): Promise<void> {
  for (const requestId of requestIds) await jobs?.send(AUTO_RECHARGE_JOB, { requestId });
}

/**
 * `auto-recharge` settles one request (sent right after the sale commits); the sweep, every
 * minute, queues requests still waiting (a process without jobs sold, or a process stopped).
 */
export function autoRechargeJobs(
  deps: Pick<AppDeps, 'db' | 'paymentGateway' | 'mailer'>,
  jobs: () => JobQueue | undefined,
): (RecurringJob | QueuedJob<{ requestId: number }>)[] {
  return [
    {
      name: AUTO_RECHARGE_JOB,
      async run({ requestId }) {
        await settleRechargeRequest(deps, requestId);
      },
    },
    {
      name: AUTO_RECHARGE_SWEEP_JOB,
      cron: '* * * * *',
      async run() {
        await queueRechargeRequests(jobs(), await listWaitingRechargeRequests(deps.db));
      },
    },
  ];
}
