import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { createDatabase } from '../../platform/db/database';
import { deliveryDepsOf } from './delivery-deps';
import type { DeliveryThreadData, FromDeliveryThread } from './delivery-thread-messages';
import { type DeliveryWorker, startDeliveryWorker, wakeWithSales } from './delivery-worker';

/** The thread's connections: one claims while another logs attempts. */
const CONNECTIONS = 3;
/** A thread that ended by itself (an error) starts again after this long. */
const RESTART_MS = 1000;
/** The API waits this long for its delivery thread to run before it serves (then goes on without). */
const READY_MS = 60_000;
/** Stopping waits this long for the sends in flight (each has its 10 s timeout), then ends the thread. */
const STOP_MS = 15_000;

/** The thread's node options: the process's own but its loader (`delivery-thread.boot.mjs` registers tsx). */
function threadOptions(): string[] {
  const options: string[] = [];
  const own = process.execArgv;
  for (let index = 0; index < own.length; index++) {
    if ((own[index] === '--import' || own[index] === '--loader') && own[index + 1]?.includes('tsx')) index++;
    else if (!own[index]!.includes('tsx')) options.push(own[index]!);
  }
  return options;
}

/**
 * Lead delivery in a process that runs the jobs (`JOBS=on`, so `npm start` and every production
 * process): the delivery worker in a thread of its own (`delivery-thread.ts`), so that sales and
 * deliveries use two CPUs, with a small pool of its own (its claims and writes never wait for the
 * sales' connections, nor take them); woken by the sales, stopped with the app. It dies with the
 * process: its leased rows fall due again when their lease runs out.
 */
export async function startLeadDelivery(app: FastifyInstance, secretKey: string): Promise<DeliveryWorker> {
  return app.deps.config.DELIVERY_THREAD === 'on'
    ? await startDeliveryThread(app, secretKey)
    : startDeliveryOnEventLoop(app);
}

/** `DELIVERY_THREAD=off`: the worker on the API's event loop, with the app's own senders. */
function startDeliveryOnEventLoop(app: FastifyInstance): DeliveryWorker {
  const db = createDatabase(app.deps.db.$client.options.connectionString!, CONNECTIONS);
  const worker = wakeWithSales(startDeliveryWorker({ ...deliveryDepsOf(app), db }, app.log));
  return {
    wake: worker.wake,
    handOff: worker.handOff,
    async stop() {
      await worker.stop();
      await db.$client.end();
    },
  };
}

/** Resolves once the thread runs (its modules take seconds to load), so a process that serves also delivers. */
async function startDeliveryThread(app: FastifyInstance, secretKey: string): Promise<DeliveryWorker> {
  const { config, db } = app.deps;
  const data: DeliveryThreadData = {
    config,
    databaseUrl: db.$client.options.connectionString!,
    connections: CONNECTIONS,
    secretKey,
  };
  let isStopping = false;
  let thread: Worker;
  const start = () => {
    thread = new Worker(new URL('./delivery-thread.boot.mjs', import.meta.url), {
      workerData: data,
      execArgv: threadOptions(),
    });
    thread.on('message', (message: FromDeliveryThread) => {
      if (message.type === 'attempts')
        for (const [kind, outcome, seconds] of message.attempts) {
          app.metrics.leadDeliveryAttempts.inc({ kind, outcome });
          app.metrics.leadDeliveryAttemptSeconds.observe({ kind }, seconds);
        }
      else if (message.type === 'error') app.log.error({ err: message.error }, message.message);
    });
    thread.on('error', (error) => app.log.error({ err: error }, 'the lead delivery thread failed'));
    thread.once('exit', () => {
      if (!isStopping) setTimeout(() => isStopping || start(), RESTART_MS).unref();
    });
  };
  start();
  await new Promise<void>((ready) => {
    const timer = setTimeout(ready, READY_MS);
    const done = () => {
      clearTimeout(timer);
      ready();
    };
    thread.on('message', (message: FromDeliveryThread) => message.type === 'ready' && done());
    thread.once('exit', done);
  });
  return wakeWithSales({
    wake: () => thread.postMessage('wake'),
    handOff: (deliveryIds) => thread.postMessage({ handOff: deliveryIds }),
    async stop() {
      isStopping = true;
      if (thread.threadId === -1) return;
      const exited = once(thread, 'exit');
      thread.postMessage('stop');
      const timer = setTimeout(() => void thread.terminate(), STOP_MS);
      await exited;
      clearTimeout(timer);
    },
  });
}
