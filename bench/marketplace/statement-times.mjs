// Loaded into the API by `BENCH_STATEMENT_TIMES=1 npm run bench -- marketplace`: the wall time of
// each statement kind (its first 70 characters) as the driver sees it, lock waits included,
// printed when the API stops. Which statements hold a batch's locks longest.
import { createRequire } from 'node:module';
import { timeStatements } from './time-statements.mjs';

const pg = createRequire(new URL('../../apps/api/package.json', import.meta.url))('pg');
const spent = timeStatements(pg, (text) => text.replace(/\s+/g, ' ').trim().slice(0, 70));
const started = performance.now();
process.on('SIGTERM', () => {
  console.error(
    `statement kinds by wall time over ${((performance.now() - started) / 1000).toFixed(0)} s (ms, count):`,
  );
  for (const [kind, entry] of [...spent.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25))
    console.error(`${entry.ms.toFixed(0).padStart(8)} ${String(entry.count).padStart(6)}  ${kind}`);
});
