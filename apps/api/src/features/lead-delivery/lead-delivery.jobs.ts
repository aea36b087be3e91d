import type { JobQueue, QueuedJob, RecurringJob } from '../../platform/jobs/job-queue';
import { type DeliveryDeps, deliverDue, LEAD_DELIVERY_JOB } from './deliver';
import { listOverdueDeliveries } from './deliveries.queries';

export const LEAD_DELIVERY_SWEEP_JOB = 'lead-delivery-sweep';
/** Deliveries one job run takes (a sale batch's, or the sweep's share). */
const IDS_PER_JOB = 500;

/**
 * Queues deliveries for the `lead-delivery` job; a failed send is only logged by the caller, the
 * sweep finds the deliveries within a minute.
 */
export async function queueDeliveries(jobs: JobQueue | undefined, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += IDS_PER_JOB)
    await jobs?.send(LEAD_DELIVERY_JOB, { deliveryIds: ids.slice(start, start + IDS_PER_JOB) });
}

/**
 * `lead-delivery` makes the attempts of the deliveries it is sent (after a sale commits, a
 * retry's time, a resend); many runs are taken at once, every half second. The sweep, every
 * minute, queues deliveries that are overdue: a job lost with a process that stopped, or a
 * delivery whose attempt died with it (its lease ran out).
 */
export function leadDeliveryJobs(
  deps: DeliveryDeps,
): (RecurringJob | QueuedJob<{ deliveryIds: number[] }>)[] {
  return [
    {
      name: LEAD_DELIVERY_JOB,
      batchSize: 20,
      pollingIntervalSeconds: 0.5,
      async run({ deliveryIds }) {
        await deliverDue(deps, deliveryIds);
      },
    },
    {
      name: LEAD_DELIVERY_SWEEP_JOB,
      cron: '* * * * *',
      async run() {
        await queueDeliveries(deps.jobs(), await listOverdueDeliveries(deps.db));
      },
    },
  ];
}
