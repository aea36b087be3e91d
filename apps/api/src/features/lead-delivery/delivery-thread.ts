// The delivery worker's own thread (`startLeadDelivery`): its sends, signatures and attempt logs
// use a CPU of their own instead of the sales' event loop. It gets the app's configuration and
// the secret box's key from the API, builds its own pool and senders, and talks to the API by
// messages: `wake`, the sales' hand-offs and `stop` in; the attempts (for the metrics), errors and `stopped` out.
import { parentPort, workerData } from 'node:worker_threads';
import { createSecretBox } from '../../platform/auth/secret-box';
import { createDatabase } from '../../platform/db/database';
import { createMailer } from '../../platform/mail/mailer';
import { createSmsSender } from '../../platform/sms/index';
import { deliveryChannels } from './channels/index';
import { allowsLocalTargets } from './deliver';
import type { DeliveryThreadData, FromDeliveryThread, ToDeliveryThread } from './delivery-thread-messages';
import { startDeliveryWorker } from './delivery-worker';

/** How often the attempts made are told to the API's metrics. */
const METRICS_EVERY_MS = 1000;

const { config, databaseUrl, connections, secretKey } = workerData as DeliveryThreadData;
const port = parentPort!;
const tell = (message: FromDeliveryThread) => port.postMessage(message);

const db = createDatabase(databaseUrl, connections);
const mailer = createMailer(config, db);
const sms = createSmsSender(config, db);
let attempts: [string, string, number][] = [];
const worker = startDeliveryWorker(
  {
    db,
    config,
    mailer,
    sms,
    secretBox: createSecretBox(secretKey),
    channels: deliveryChannels({ mailer, db, sms, config, allowLocal: allowsLocalTargets(config) }),
    onAttempt: (kind, outcome, seconds) => attempts.push([kind, outcome, seconds]),
  },
  {
    error: (details, message) =>
      tell({
        type: 'error',
        message,
        error:
          details.err instanceof Error ? (details.err.stack ?? details.err.message) : String(details.err),
      }),
  },
);
const tellAttempts = () => {
  if (attempts.length === 0) return;
  tell({ type: 'attempts', attempts });
  attempts = [];
};
const metrics = setInterval(tellAttempts, METRICS_EVERY_MS);
tell({ type: 'ready' });

port.on('message', async (message: ToDeliveryThread) => {
  if (message === 'wake') return worker.wake();
  if (typeof message === 'object') return worker.handOff(message.handOff);
  clearInterval(metrics);
  await worker.stop();
  tellAttempts();
  await db.$client.end();
  tell({ type: 'stopped' });
  // Ends this thread only; its kept-alive connections to receivers would keep it running.
  process.exit(0);
});
