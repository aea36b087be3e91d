import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';

/** Seconds: from a fast read to a sale that waited for its batch, to a slow export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The process's Prometheus metrics (prom-client), one registry per app: the Node.js defaults
 * (event-loop lag, heap, CPU, handles), HTTP by route pattern, the marketplace's decisions, the
 * outbox relay, the job queue and the database pool. Scraped at `/metrics` (`metrics-route.ts`).
 */
export function createMetrics(db: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const pool = db.$client;
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  poolGauge(
    'vanbid_db_pool_connections',
    'Connections the pool holds (busy and idle)',
    () => pool.totalCount,
  );
  poolGauge('vanbid_db_pool_idle_connections', 'Pooled connections not in use', () => pool.idleCount);
  poolGauge(
    'vanbid_db_pool_waiting_requests',
    'Queries waiting for a pooled connection',
    () => pool.waitingCount,
  );
  poolGauge(
    'vanbid_db_pool_max_connections',
    'The most connections the pool opens',
    () => pool.options.max ?? 10,
  );

  return {
    registry,
    httpRequests: new Histogram({
      name: 'vanbid_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: latency (and, by its _count, the rate)',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    marketplaceDecisions: new Histogram({
      name: 'vanbid_marketplace_decision_seconds',
      help: 'Time from a publisher offering a lead or call to the engine answering: sold (the sale latency) or refused',
      labelNames: ['kind', 'outcome'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    marketplaceSold: new Counter({
      name: 'vanbid_marketplace_sold_total',
      help: 'Leads sold (to one buyer or more) and calls routed to a buyer; replays of a retry not counted',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    marketplaceLeadBuyers: new Counter({
      name: 'vanbid_marketplace_lead_buyers_total',
      help: 'Buyers of the leads sold (a lead goes to up to MARKETPLACE_LEAD_BUYERS)',
      registers: [registry],
    }),
    marketplaceRefused: new Counter({
      name: 'vanbid_marketplace_refused_total',
      help: 'Leads and calls no buyer took, by the reason the engine gave',
      labelNames: ['kind', 'reason'] as const,
      registers: [registry],
    }),
    outboxRelayLag: new Histogram({
      name: 'vanbid_outbox_relay_lag_seconds',
      help: 'Time from a realtime event being written (its transaction) to the relay sending it to the sockets',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: 'vanbid_job_runs_total',
      help: 'Job runs in this process by job and outcome (done, failed: pg-boss retries a failed run)',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    }),
    leadDeliveryAttempts: new Counter({
      name: 'vanbid_lead_delivery_attempts_total',
      help: 'Lead delivery attempts by destination kind and outcome (delivered, retry, failed)',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    }),
    leadDeliveryAttemptSeconds: new Histogram({
      name: 'vanbid_lead_delivery_attempt_seconds',
      help: 'How long one lead delivery attempt took (the receiver or the mail server answering)',
      labelNames: ['kind'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    jobQueueDepth: new Gauge({
      name: 'vanbid_job_queue_depth',
      help: 'Jobs waiting in each queue (read from pg-boss at scrape time, where JOBS=on)',
      labelNames: ['job'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}
