// CPU seconds the API and the PostgreSQL server used during the load (Linux /proc): per lead, a
// figure that a busy neighbour on a shared machine changes less than the leads per second.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function ticksOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0; // the process ended
  }
}

/** CPU ticks now of the API processes and of every PostgreSQL process. */
export function cpuTicks(apiPids) {
  let postgres = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let command = '';
    try {
      command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (command.startsWith('postgres') || command.includes('/bin/postgres\0')) postgres += ticksOf(entry);
  }
  return { api: apiPids.reduce((sum, pid) => sum + ticksOf(pid), 0), postgres };
}

/** Milliseconds of CPU per lead between two `cpuTicks`. */
export function cpuPerLead(before, after, leads) {
  const ms = (ticks) => ((ticks * 1000) / TICKS_PER_SECOND / Math.max(1, leads)).toFixed(2);
  return { api: ms(after.api - before.api), postgres: ms(after.postgres - before.postgres) };
}
