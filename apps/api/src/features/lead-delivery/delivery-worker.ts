import type { FastifyBaseLogger } from 'fastify';
import { attemptClaimed, type DeliveryDeps } from './deliver';
import { claimDueDeliveries } from './deliveries.queries';

export interface DeliveryWorkerOptions {
  /** Deliveries one claim takes. */
  claimSize?: number;
  /** Attempts in flight at once, across the claims. */
  sendsAtOnce?: number;
  /** Claims worked side by side (one sends while another's attempts are written). */
  lanes?: number;
  /** How often an idle worker looks for due deliveries it was not woken for (other processes' sales, retries, a lease run out). */
  pollMs?: number;
}

export interface DeliveryWorker {
  /** A sale just committed deliveries (or a destination was resumed): look now. */
  wake(): void;
  stop(): Promise<void>;
}

/** The workers of this process, woken together by `wakeDeliveryWorkers` (after a sale commits). */
const running = new Set<DeliveryWorker>();

/** Tells this process's delivery workers that deliveries are due (a sale committed them). */
export function wakeDeliveryWorkers(): void {
  for (const worker of running) worker.wake();
}

/**
 * The lead-delivery worker: the `lead_deliveries` rows written in the sale's transaction are its
 * queue. Each lane claims a batch of due rows (`claimDueDeliveries`: leased, skip locked, so
 * several processes share the work), makes their attempts and writes them together, and claims
 * again until nothing is due; then it sleeps until woken (a sale of this process committed) or
 * `pollMs` passed. A retry is a row whose `next_attempt_at` lies ahead; a process that dies
 * mid-attempt leaves leased rows that fall due again when the lease runs out.
 */
export function startDeliveryWorker(
  deps: DeliveryDeps,
  log: FastifyBaseLogger,
  options: DeliveryWorkerOptions = {},
): DeliveryWorker {
  const { claimSize = 200, sendsAtOnce = 32, lanes = 2, pollMs = 500 } = options;
  let stopped = false;
  /** Rung since a lane last looked: the lane about to sleep looks again instead. */
  let rung = false;
  const sleepers = new Set<() => void>();
  const sleep = () =>
    new Promise<void>((done) => {
      if (rung || stopped) return done();
      const wakeUp = () => {
        clearTimeout(timer);
        sleepers.delete(wakeUp);
        done();
      };
      const timer = setTimeout(wakeUp, pollMs);
      sleepers.add(wakeUp);
    });
  const ring = () => {
    rung = true;
    for (const wakeUp of [...sleepers]) wakeUp();
  };

  const lane = async () => {
    while (!stopped) {
      rung = false;
      try {
        const claimed = await claimDueDeliveries(deps.db, claimSize);
        if (claimed.length > 0) {
          await attemptClaimed(deps, claimed, Math.max(1, Math.floor(sendsAtOnce / lanes)));
          continue;
        }
      } catch (error) {
        log.error({ err: error }, 'lead delivery worker; its claims fall due again when their lease ends');
        // A pause even when rung meanwhile: a database that is down is not asked again at once.
        await new Promise((done) => setTimeout(done, pollMs));
        continue;
      }
      await sleep();
    }
  };
  const lanesDone = Promise.all(Array.from({ length: lanes }, lane));
  const worker: DeliveryWorker = {
    wake: ring,
    async stop() {
      stopped = true;
      running.delete(worker);
      ring();
      await lanesDone;
    },
  };
  running.add(worker);
  return worker;
}
