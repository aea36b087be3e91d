import type { FastifyInstance } from 'fastify';
import { statementMailJobs } from './features/billing';
import { housekeepingJobs } from './features/housekeeping';
import { startLeadDelivery } from './features/lead-delivery';
import { marketSignalsJobs } from './features/market-signals';
import { marketplaceJobs } from './features/marketplace';
import { notificationMailJobs, notificationTextJobs } from './features/notifications';
import { ownerAlertsJobs } from './features/owner-alerts';
import { recordingJobs } from './features/recordings';
import { autoRechargeJobs } from './features/wallet';
import { type JobQueue, startJobQueue } from './platform/jobs/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when this process runs the scheduled jobs (`JOBS=on`). */
    jobs?: JobQueue;
  }
}

/**
 * Every feature's jobs on the PostgreSQL job queue, stopped when the app closes. The queue is
 * also `deps.jobs`, so that services can send a job (a sale's auto-recharge). Lead delivery runs
 * beside them in a thread of its own, which opens destinations' secrets with `secretKey`.
 */
export async function registerJobs(app: FastifyInstance, secretKey: string): Promise<void> {
  const jobs = [
    ...housekeepingJobs(app.deps),
    ...marketplaceJobs(app.deps),
    ...marketSignalsJobs(app.deps),
    ...notificationMailJobs(app.deps),
    ...notificationTextJobs(app.deps),
    ...ownerAlertsJobs(app.deps),
    ...autoRechargeJobs(app.deps, () => app.deps.jobs),
    ...statementMailJobs(app.deps),
    ...recordingJobs(app.deps),
  ];
  const queue = await startJobQueue(
    app.deps.db.$client.options.connectionString!,
    jobs,
    app.log,
    (job, outcome) => app.metrics.jobRuns.inc({ job, outcome }),
  );
  app.decorate('jobs', queue);
  app.deps.jobs = queue;
  const delivery = await startLeadDelivery(app, secretKey);
  app.addHook('onClose', async () => {
    await delivery.stop();
    await queue.stop();
  });
}
