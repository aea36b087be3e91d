import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database';
import type { ApiCluster } from './api-cluster';

/** `count` calls of `work`, at most `atOnce` in flight; their results in order. */
export async function sendAll<T>(
  count: number,
  atOnce: number,
  work: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < count; index = next++) results[index] = await work(index);
  };
  await Promise.all(Array.from({ length: atOnce }, lane));
  return results;
}

/** Sales of leads to buyers (one record per buyer of a lead) in the whole database. */
export async function leadsSold(db: Database): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from lead_records`);
  return result.rows[0]!.n;
}

/** Runs of `job` each live process reports done on its `/metrics`, and their sum. */
export async function jobRunsOf(cluster: ApiCluster, job: string) {
  const perProcess = new Map<string, number>();
  for (const [name, api] of cluster.processes) {
    if (api.process.exitCode !== null || api.process.signalCode !== null) continue;
    const response = await fetch(`http://127.0.0.1:${api.port}/metrics`, {
      headers: { authorization: `Bearer ${cluster.metricsToken}` },
    });
    const text = await response.text();
    const line = text
      .split('\n')
      .find(
        (each) =>
          each.startsWith('vanbid_job_runs_total{') &&
          each.includes(`job="${job}"`) &&
          each.includes('outcome="done"'),
      );
    perProcess.set(name, line ? Number(line.split(' ').at(-1)) : 0);
  }
  return { perProcess, total: [...perProcess.values()].reduce((sum, n) => sum + n, 0) };
}
