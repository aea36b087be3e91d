import type { FastifyInstance } from 'fastify';
import { housekeepingJobs } from './features/housekeeping';
import { type JobQueue, startJobQueue } from './platform/jobs/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when this process runs the scheduled jobs (`JOBS=on`). */
    jobs?: JobQueue;
  }
}

/** Every feature's scheduled jobs on the PostgreSQL job queue, stopped when the app closes. */
export async function registerJobs(app: FastifyInstance): Promise<void> {
  const jobs = [...housekeepingJobs(app.deps)];
  const queue = await startJobQueue(app.deps.db.$client.options.connectionString!, jobs, app.log);
  app.decorate('jobs', queue);
  app.addHook('onClose', () => queue.stop());
}
