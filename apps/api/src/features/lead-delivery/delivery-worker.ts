import { startAttemptRecorder } from './attempt-recorder';
import { attemptContext, attemptOne, type DeliveryDeps } from './deliver';
import { type ClaimedDelivery, claimDueDeliveries, takeHandedOff } from './deliveries.queries';

export interface DeliveryWorkerOptions {
  /** Attempts under way at once: being sent, or sent and waiting for their log to be written. */
  sendsAtOnce?: number;
  /** How often an idle worker looks for due deliveries it was not woken for (other processes' sales, retries, a lease run out). */
  pollMs?: number;
}

/** Where the worker reports what went wrong (the app's log, or the thread's messages to it). */
export interface DeliveryLog {
  error(details: { err: unknown }, message: string): void;
}

export interface DeliveryWorker {
  /** Deliveries are due (a destination was resumed, a resend): look now. */
  wake(): void;
  /** A sale of this process committed these deliveries, leased to this worker: send them now. */
  handOff(deliveryIds: number[]): void;
  stop(): Promise<void>;
}

/** The workers of this thread, woken together by `wakeDeliveryWorkers` (after a sale commits). */
const running = new Set<DeliveryWorker>();

/** Handed-off ids a worker keeps waiting at most; past it the oldest are left to their lease's end. */
const MOST_HANDED_WAITING = 100_000;

/** Tells this thread's delivery workers (or the thread that runs them) that deliveries are due. */
export function wakeDeliveryWorkers(): void {
  for (const worker of running) worker.wake();
}

/** Whether this thread has a delivery worker (or runs its thread) that a sale may lease its deliveries to. */
export function isDeliveringHere(): boolean {
  return running.size > 0;
}

/** Hands a committed sale's leased deliveries to this thread's worker (one: the lease is its). */
export function handOffDeliveries(deliveryIds: number[]): void {
  const [worker] = running;
  worker?.handOff(deliveryIds);
}

/** Adds a worker (a thread's handle) to those `wakeDeliveryWorkers` wakes; until `stop`. */
export function wakeWithSales(worker: DeliveryWorker): DeliveryWorker {
  running.add(worker);
  return {
    wake: worker.wake,
    handOff: worker.handOff,
    async stop() {
      running.delete(worker);
      await worker.stop();
    },
  };
}

/**
 * The lead-delivery worker: the `lead_deliveries` rows written in the sale's transaction are its
 * queue. It keeps up to `sendsAtOnce` attempts under way, counted until their log is written (so
 * a database slower than the receivers slows the claims, and no lease runs out waiting for its
 * log; the connections to one receiver are capped at 64). A sale of this process hands its
 * deliveries over, already leased (`handOff`): they are read and sent as soon as there is room,
 * no claim written. Whenever a quarter is free and nothing handed over waits, or `pollMs` passed
 * since it last looked, it claims that many due rows (`claimDueDeliveries`: leased, skip locked,
 * so several processes share the work: other processes' sales, retries, leases run out) and
 * sends each at once; each attempt is logged as its send finishes (`startAttemptRecorder`),
 * so a slow receiver holds back nothing else. With nothing due it sleeps until woken (a sale
 * committed) or `pollMs` passed. A retry is a row whose `next_attempt_at` lies ahead; a process
 * that dies mid-attempt leaves leased rows that fall due again when the lease runs out.
 */
export function startDeliveryWorker(
  deps: DeliveryDeps,
  log: DeliveryLog,
  options: DeliveryWorkerOptions = {},
): DeliveryWorker {
  const { sendsAtOnce = 128, pollMs = 500 } = options;
  const leastClaim = Math.max(1, Math.floor(sendsAtOnce / 4));
  const context = attemptContext(deps);
  const recorder = startAttemptRecorder(deps.db, (error) =>
    log.error(
      { err: error },
      'lead delivery: logging attempts failed; they are sent again once their lease ends',
    ),
  );
  const inFlight = new Set<Promise<void>>();
  let handed: number[] = [];
  let lastClaimAt = 0;
  let stopped = false;
  /** Rung since the worker last looked: it looks again instead of sleeping. */
  let rung = false;
  let wakeUp: (() => void) | null = null;
  /** The claimer waits for sends to finish (too few free slots to claim). */
  let isWaitingForRoom = false;
  const nap = (ms: number, untilRung: boolean) =>
    new Promise<void>((done) => {
      if ((untilRung && rung) || stopped) return done();
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        wakeUp = null;
        done();
      }
      wakeUp = finish;
    });
  const ring = () => {
    rung = true;
    wakeUp?.();
  };
  const send = (row: ClaimedDelivery) => {
    const sending = attemptOne(deps, context, row).then(
      (made) => recorder.add(made),
      (error: unknown) => log.error({ err: error }, 'lead delivery: an attempt failed to start'),
    );
    const tracked = sending.finally(() => {
      inFlight.delete(tracked);
      // A freed slot: the claimer may take more.
      if (isWaitingForRoom && sendsAtOnce - inFlight.size >= leastClaim) wakeUp?.();
    });
    inFlight.add(tracked);
  };

  const claimer = async () => {
    while (!stopped) {
      const room = sendsAtOnce - inFlight.size;
      if (room < leastClaim) {
        isWaitingForRoom = true;
        await nap(pollMs, false);
        isWaitingForRoom = false;
        continue;
      }
      rung = false;
      const isClaiming = handed.length === 0 || performance.now() - lastClaimAt >= pollMs;
      let claimed: ClaimedDelivery[];
      try {
        if (isClaiming) {
          lastClaimAt = performance.now();
          claimed = await claimDueDeliveries(deps.db, room, deps.config.DELIVERY_LEASE_SECONDS);
        } else
          claimed = await takeHandedOff(deps.db, handed.splice(0, room), deps.config.DELIVERY_LEASE_SECONDS);
      } catch (error) {
        log.error({ err: error }, 'lead delivery worker; its claims fall due again when their lease ends');
        // A pause even when rung meanwhile: a database that is down is not asked again at once.
        await nap(pollMs, false);
        continue;
      }
      for (const row of claimed) send(row);
      if (isClaiming && handed.length === 0 && claimed.length < room) await nap(pollMs, true);
    }
  };
  const claiming = claimer();
  return {
    wake: ring,
    handOff(deliveryIds) {
      handed.push(...deliveryIds);
      if (handed.length > MOST_HANDED_WAITING) handed = handed.slice(-MOST_HANDED_WAITING);
      ring();
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await claiming;
      await Promise.all(inFlight);
      await recorder.drain();
    },
  };
}
