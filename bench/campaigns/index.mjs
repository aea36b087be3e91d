// `npm run bench campaigns`: GET /campaigns for an account with 200 campaigns, server time against
// the raw SQL of the same list query (measure.mjs), twice:
// - on PostgreSQL, what production runs (ARCHITECTURE.md, Storage): a throwaway cluster started
//   with scripts/pg-cluster.sh, or the server of BENCH_DATABASE_URL. The 10 ms budget of issue 4
//   is judged here, and the exit code says whether it is met.
// - on embedded PGlite (`npm start`), for reference: the database runs inside the server's
//   process there, so its query time counts in the server time too.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const measure = [process.execPath, '--import', 'tsx', resolve(import.meta.dirname, 'measure.mjs')];
const { DATABASE_URL: _ignored, ...environment } = process.env;

function run(title, command, extra) {
  console.info(`\n--- ${title}`);
  const [program, ...args] = command;
  const result = spawnSync(program, args, { cwd: root, stdio: 'inherit', env: { ...environment, ...extra } });
  return result.status ?? 1;
}

const onPostgres = process.env.BENCH_DATABASE_URL
  ? run('PostgreSQL (BENCH_DATABASE_URL)', measure, {
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      BENCH_BUDGET: '1',
    })
  : run(
      'PostgreSQL (throwaway cluster)',
      ['bash', 'scripts/pg-cluster.sh', '--db', 'vanbid_bench', '--', ...measure],
      {
        BENCH_BUDGET: '1',
      },
    );
const onPglite = run('embedded PGlite', measure, {});
process.exit(onPostgres || onPglite ? 1 : 0);
