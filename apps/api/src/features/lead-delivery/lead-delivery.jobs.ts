import type { FastifyBaseLogger } from 'fastify';
import { createDatabase } from '../../platform/db/database';
import type { DeliveryDeps } from './deliver';
import { type DeliveryWorker, startDeliveryWorker, wakeWithSales } from './delivery-worker';

/** The worker's connections: one claims while another logs attempts. */
const CONNECTIONS = 3;

/**
 * Lead delivery in a process that runs the jobs (`JOBS=on`): the delivery worker, on a small
 * pool of its own (its claims and writes never wait for the sales' connections, nor take them),
 * woken by the sales and stopped with the app. No job per delivery: the worker claims the due
 * `lead_deliveries` rows.
 */
export function startLeadDelivery(deps: DeliveryDeps, log: FastifyBaseLogger): DeliveryWorker {
  const db = createDatabase(deps.db.$client.options.connectionString!, CONNECTIONS);
  const worker = wakeWithSales(startDeliveryWorker({ ...deps, db }, log));
  return {
    wake: worker.wake,
    async stop() {
      await worker.stop();
      await db.$client.end();
    },
  };
}
