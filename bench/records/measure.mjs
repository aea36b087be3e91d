// Latency and throughput of one HTTP request (autocannon) and of the same SQL (pgbench).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** Median, p95 and rate of latencies (ms) gathered over `seconds` of measuring. */
export function summarize(latenciesMs, seconds) {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    perSecond: sorted.length / seconds,
    count: sorted.length,
  };
}

/** `connections` clients hammering `url` for `seconds`; the latency (ms) of every response. */
export function httpLatencies({ url, headers, connections, seconds }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let failures = 0;
    const instance = autocannon({ url, headers, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      if (failures > 0 || result.errors > 0) {
        return reject(new Error(`${url}: ${failures} non-200 answers, ${result.errors} errors`));
      }
      resolve(latencies);
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) failures += 1;
      latencies.push(responseTime);
    });
  });
}

export function findPgbench() {
  const candidates = [
    process.env.PG_BIN,
    ...readdirSync('/usr/lib/postgresql')
      .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))
      .map((version) => `/usr/lib/postgresql/${version}/bin`),
  ]
    .filter(Boolean)
    .map((dir) => join(dir, 'pgbench'));
  const found = candidates.find(existsSync);
  if (!found) throw new Error('pgbench not found (install Debian postgresql or set PG_BIN)');
  return found;
}

/** The statements of `script` as one pgbench transaction, `connections` clients for `seconds`: each latency (ms). */
export function pgbenchLatencies({ pgbench, databaseUrl, script, connections, seconds }) {
  const dir = mkdtempSync(join(tmpdir(), 'vanbid-pgbench-'));
  try {
    writeFileSync(join(dir, 'script.sql'), script);
    const url = new URL(databaseUrl);
    const args = [
      '-n',
      '-M',
      'simple',
      '-f',
      join(dir, 'script.sql'),
      '-c',
      String(connections),
      '-j',
      String(Math.min(connections, 2)),
      '-T',
      String(seconds),
      '-l',
      '--log-prefix',
      join(dir, 'log'),
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      decodeURIComponent(url.username || 'postgres'),
      url.pathname.slice(1),
    ];
    const run = spawnSync(pgbench, args, { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr || run.stdout}`);
    return readdirSync(dir)
      .filter((name) => name.startsWith('log'))
      .flatMap((name) => readFileSync(join(dir, name), 'utf8').trim().split('\n'))
      .filter(Boolean)
      .map((line) => Number(line.split(' ')[2]) / 1000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
