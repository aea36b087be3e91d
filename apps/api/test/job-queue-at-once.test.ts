import { afterAll, describe, expect, it } from 'vitest';
import { type JobQueue, type RecurringJob, startJobQueue } from '../src/platform/jobs/job-queue';
import { useScratchDatabase } from './support/scratch-database';

const scratch = useScratchDatabase();
const queues: JobQueue[] = [];
const quiet = { error() {}, info() {} } as never;

afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
});

/** The jobs of a build: several queues, some on a schedule (as apps/api/src/jobs.ts lists them). */
const jobs: RecurringJob[] = Array.from({ length: 8 }, (_, index) => ({
  name: `cluster-job-${index}`,
  cron: '17 * * * *',
  async run() {},
}));

describe('the job queue of API processes starting at once', () => {
  it('starts in each of them on a database that has no queue yet', async () => {
    const url = scratch.db.$client.options.connectionString!;

    const outcomes = await Promise.allSettled([1, 2, 3].map(() => startJobQueue(url, jobs, quiet)));

    for (const outcome of outcomes) if (outcome.status === 'fulfilled') queues.push(outcome.value);
    expect(
      outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started')),
    ).toEqual(['started', 'started', 'started']);
  });
});
