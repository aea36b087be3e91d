// The bench's figures: latency percentiles, lost deliveries and throughput of one phase, and the table.
import { cpus, loadavg } from 'node:os';

function percentile(sorted, share) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

/**
 * A phase's row: p50/p99 from send to receipt over every (event, client), deliveries missing
 * (`lost`), deliveries a second from the first send to the last receipt, and how long the sends
 * took (a product burst is written as fast as the API takes the requests: that bounds its rate).
 */
export function describePhase(label, { events, clients, sentAt, receipts }) {
  const latencies = [];
  let firstSent = Number.POSITIVE_INFINITY;
  let lastReceived = 0;
  for (const [key, receivedAt] of receipts) {
    const sent = sentAt(key);
    if (sent === undefined) continue;
    latencies.push(Math.max(0, receivedAt - sent));
    firstSent = Math.min(firstSent, sent);
    lastReceived = Math.max(lastReceived, receivedAt);
  }
  latencies.sort((a, b) => a - b);
  const sentTimes = [...new Set(receipts.map(([key]) => key))]
    .map(sentAt)
    .filter((time) => time !== undefined);
  const seconds = (lastReceived - firstSent) / 1000;
  return {
    ...label,
    events,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    lost: events * clients - latencies.length,
    perSecond: seconds > 0 ? latencies.length / seconds : Number.NaN,
    /** From the first event's send (write) to the last one's. */
    sentOverMs: sentTimes.length > 0 ? Math.max(...sentTimes) - Math.min(...sentTimes) : 0,
  };
}

const pad = (text, width) => String(text).padStart(width);

export function printTable(rows, modes) {
  console.info(
    `\nmachine: ${cpus().length} CPUs, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} (shared: figures are this run's, not the machine's best)`,
  );
  console.info(
    `paced: ${modes.paced}; burst: ${modes.burst}; latency from the event's commit (product) or emit (baseline)`,
  );
  console.info(
    `${pad('procs', 5)} ${pad('adapter', 8)} ${pad('clients', 7)} ${pad('mode', 6)} ${pad('path', 8)} ${pad('events', 6)} ` +
      `${pad('sent over ms', 12)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('lost', 6)} ${pad('deliveries/s', 12)} ${pad('× baseline', 10)}`,
  );
  for (const row of rows) {
    const base = rows.find(
      (other) =>
        other.path === 'baseline' &&
        other.mode === row.mode &&
        other.processes === row.processes &&
        other.clients === row.clients,
    );
    const ratio =
      row.path === 'product' && row.mode === 'burst' && base
        ? (row.perSecond / base.perSecond).toFixed(2)
        : '';
    console.info(
      `${pad(row.processes, 5)} ${pad(row.adapter, 8)} ${pad(row.clients, 7)} ${pad(row.mode, 6)} ${pad(row.path, 8)} ` +
        `${pad(row.events, 6)} ${pad(Math.round(row.sentOverMs), 12)} ${pad(row.p50.toFixed(0), 7)} ${pad(row.p99.toFixed(0), 7)} ${pad(row.lost, 6)} ` +
        `${pad(Math.round(row.perSecond).toLocaleString('en-US'), 12)} ${pad(ratio, 10)}`,
    );
  }
}
