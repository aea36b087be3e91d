// CPU seconds the API and the bench's own PostgreSQL server used during the load (Linux /proc): per
// lead, a figure that a busy neighbour on a shared machine changes less than the leads per second.
// From it, the ceiling the machine's CPUs put on leads per second: CPUs / CPU-seconds per lead.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const TICKS_PER_SECOND = 100;

function statOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null; // the process ended
  }
}

function ticksOf(pid) {
  const fields = statOf(pid);
  return fields ? Number(fields[11]) + Number(fields[12]) : 0; // utime + stime
}

/** The postmaster of the data folder and its children (other servers on the machine are not ours). */
function serverPids(dataDir) {
  let postmaster;
  try {
    postmaster = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0].trim();
  } catch {
    return [];
  }
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (/^\d+$/.test(entry) && statOf(entry)?.[1] === postmaster) pids.push(entry);
  }
  return pids;
}

/** The postmaster's own ticks and those of its ended children (reaped: cutime + cstime). */
function withEndedChildren(pid) {
  const fields = statOf(pid);
  return fields ? Number(fields[13]) + Number(fields[14]) : 0;
}

/**
 * CPU ticks now of the API processes and of the bench's PostgreSQL server (`dataDir`): its
 * processes running now plus those that ended (a closed connection's backend), so the count
 * never falls.
 */
export function cpuTicks(apiPids, dataDir) {
  const pids = serverPids(dataDir);
  const postgres =
    pids.reduce((sum, pid) => sum + ticksOf(pid), 0) + (pids.length > 0 ? withEndedChildren(pids[0]) : 0);
  return { api: apiPids.reduce((sum, pid) => sum + ticksOf(pid), 0), postgres };
}

/** Milliseconds of CPU per lead between two `cpuTicks`. */
export function cpuPerLead(before, after, leads) {
  const ms = (ticks) => (ticks * 1000) / TICKS_PER_SECOND / Math.max(1, leads);
  return { api: ms(after.api - before.api), postgres: ms(after.postgres - before.postgres) };
}

/** CPUs this process may use: the cgroup's quota when one is set, else the CPUs the OS offers. */
export function cpuLimit() {
  try {
    const [quota, period] = readFileSync('/sys/fs/cgroup/cpu.max', 'utf8').trim().split(' ');
    if (quota !== 'max') return Math.min(availableParallelism(), Number(quota) / Number(period));
  } catch {}
  return availableParallelism();
}

/** "ceiling N/s on C CPUs at X ms CPU each": what the CPUs allow at this CPU per item. */
export function ceilingText(cpuMsPerItem, unit = 'leads') {
  const cpus = cpuLimit();
  const ceiling = cpuMsPerItem > 0 ? (cpus * 1000) / cpuMsPerItem : Number.POSITIVE_INFINITY;
  return `CPU ceiling ${ceiling.toFixed(0)} ${unit}/s (${cpus} CPUs / ${cpuMsPerItem.toFixed(2)} ms CPU each)`;
}

/** CPU ticks now of each thread (task) of `pid`, by thread id (the main thread's id is `pid`). */
export function threadTicks(pid) {
  const ticks = new Map();
  let tids = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return ticks; // the process ended
  }
  for (const tid of tids) {
    try {
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks.set(tid, Number(fields[11]) + Number(fields[12]));
    } catch {}
  }
  return ticks;
}

/**
 * Milliseconds of CPU between two `threadTicks` of `pid`: its main thread, its busiest other
 * thread (in the API with deliveries on: the delivery thread, whose event loop sends and logs),
 * and the rest (the garbage collector's helpers, libuv's pool: names do not tell them apart).
 */
export function threadMs(pid, before, after) {
  const spent = [...after].map(([tid, ticks]) => [tid, ticks - (before.get(tid) ?? 0)]);
  const toMs = (ticks) => (ticks * 1000) / TICKS_PER_SECOND;
  const main = spent.find(([tid]) => tid === String(pid))?.[1] ?? 0;
  const others = spent.filter(([tid]) => tid !== String(pid)).sort((a, b) => b[1] - a[1]);
  const busiest = others[0]?.[1] ?? 0;
  const rest = others.slice(1).reduce((sum, [, ticks]) => sum + ticks, 0);
  return { main: toMs(main), busiest: toMs(busiest), rest: toMs(rest) };
}
