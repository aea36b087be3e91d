// `npm run bench campaigns`: GET /campaigns for an account with 200 campaigns, server time against
// the raw SQL of the same list query (measure.mjs), on a throwaway embedded PostgreSQL (the server
// `npm start` runs), and on the server of BENCH_DATABASE_URL too when it is set. The 10 ms budget
// of issue 4 is judged on each, and the exit code says whether it is met.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const measure = [process.execPath, '--import', 'tsx', resolve(import.meta.dirname, 'measure.mjs')];
const { DATABASE_URL: _ignored, ...environment } = process.env;

function run(title, extra) {
  console.info(`\n--- ${title}`);
  const [program, ...args] = measure;
  const result = spawnSync(program, args, { cwd: root, stdio: 'inherit', env: { ...environment, ...extra } });
  return result.status ?? 1;
}

let failed = run('embedded PostgreSQL (throwaway)', { BENCH_BUDGET: '1' });
if (process.env.BENCH_DATABASE_URL)
  failed |= run('PostgreSQL (BENCH_DATABASE_URL)', {
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    BENCH_BUDGET: '1',
  });
process.exit(failed ? 1 : 0);
