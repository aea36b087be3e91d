import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

/** A job that runs on a schedule, once across all API processes (pg-boss locks each run). */
export interface RecurringJob {
  name: string;
  /** Cron, in UTC. */
  cron: string;
  run(): Promise<void>;
}

/** A job that runs when sent (`JobQueue.send`), with its data; pg-boss retries a failed run. */
export interface QueuedJob<Data = unknown> {
  name: string;
  run(data: Data): Promise<void>;
}

export interface JobQueue {
  /** Queues one run of a job now (tests, or an operator). */
  runNow(name: string): Promise<void>;
  /** Queues one run of a queued job with its data. */
  send(name: string, data: object): Promise<void>;
  stop(): Promise<void>;
}

const isRecurring = (job: RecurringJob | QueuedJob): job is RecurringJob => 'cron' in job;

/**
 * The PostgreSQL job queue (pg-boss, its tables in schema `pgboss`): the same on the embedded
 * server and on a production one, safe with several API processes.
 */
export async function startJobQueue(
  connectionString: string,
  // biome-ignore lint/suspicious/noExplicitAny: each queued job declares its own data
  jobs: (RecurringJob | QueuedJob<any>)[],
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, max: 3, application_name: 'vanbid-jobs' });
  boss.on('error', (error) => log.error({ err: error }, 'job queue'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    if (isRecurring(job)) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    await boss.work(job.name, { pollingIntervalSeconds: 1 }, async ([run]) => {
      const started = performance.now();
      await job.run(run?.data);
      log.info({ job: job.name, ms: Math.round(performance.now() - started) }, 'job done');
    });
  }
  return {
    async runNow(name) {
      await boss.send(name, {});
    },
    async send(name, data) {
      await boss.send(name, data);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
