import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
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
  /** Runs taken at once (each run on its own, side by side); 1 unless said. */
  batchSize?: number;
  /** How often an idle worker looks for runs; 1 s unless said (pg-boss allows 0.5 at least). */
  pollingIntervalSeconds?: number;
}

export interface JobQueue {
  /** Queues one run of a job now (tests, or an operator). */
  runNow(name: string): Promise<void>;
  /** Queues one run of a queued job with its data, now or after `startAfterSeconds`. */
  send(name: string, data: object, options?: { startAfterSeconds?: number }): Promise<void>;
  /** Started and not stopped (the readiness check). */
  isRunning(): boolean;
  /** Jobs waiting (created or retrying, not yet active) in each job's queue. */
  queueDepths(): Promise<Map<string, number>>;
  stop(): Promise<void>;
}

const isRecurring = (job: RecurringJob | QueuedJob): job is RecurringJob => 'cron' in job;

/** The advisory lock key of setting up the queues (any constant; held only during the set-up). */
const SETUP_LOCK = 72_410_032;

/**
 * Runs `work` while this process holds a PostgreSQL advisory lock: pg-boss creating its queues
 * (a partition of its job table each) in several processes at once deadlocks.
 */
async function oneProcessAtATime(connectionString: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString, application_name: 'vanbid-jobs-setup' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
    await work();
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL job queue (pg-boss, its tables in schema `pgboss`): the same on the embedded
 * server and on a production one, safe with several API processes.
 */
export async function startJobQueue(
  connectionString: string,
  // biome-ignore lint/suspicious/noExplicitAny: each queued job declares its own data
  jobs: (RecurringJob | QueuedJob<any>)[],
  log: FastifyBaseLogger,
  /** Told each run's outcome (the metrics). */
  onRun: (job: string, outcome: 'done' | 'failed') => void = () => {},
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, max: 3, application_name: 'vanbid-jobs' });
  boss.on('error', (error) => log.error({ err: error }, 'job queue'));
  await oneProcessAtATime(connectionString, async () => {
    try {
      await boss.start();
      for (const job of jobs) {
        await boss.createQueue(job.name);
        if (isRecurring(job)) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      }
    } catch (error) {
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
      throw error;
    }
  });
  let isStopped = false;
  for (const job of jobs) {
    const batchSize = isRecurring(job) ? 1 : (job.batchSize ?? 1);
    const pollingIntervalSeconds = isRecurring(job) ? 1 : (job.pollingIntervalSeconds ?? 1);
    await boss.work(job.name, { pollingIntervalSeconds, batchSize }, async (runs) => {
      const started = performance.now();
      try {
        await Promise.all(runs.map((run) => job.run(run.data)));
      } catch (error) {
        onRun(job.name, 'failed');
        throw error;
      }
      onRun(job.name, 'done');
      log.info({ job: job.name, ms: Math.round(performance.now() - started) }, 'job done');
    });
  }
  return {
    async runNow(name) {
      await boss.send(name, {});
    },
    async send(name, data, options) {
      await boss.send(
        name,
        data,
        options?.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {},
      );
    },
    isRunning: () => !isStopped,
    async queueDepths() {
      const depths = new Map<string, number>();
      for (const job of jobs) depths.set(job.name, await boss.getQueueSize(job.name, { before: 'active' }));
      return depths;
    },
    async stop() {
      isStopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
