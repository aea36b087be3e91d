import { buildApp } from './app';
import { ensureDemoAuthenticator } from './features/auth/index';
import { startDemoSimulator } from './features/demo-traffic/index';
import { createDemoDestinations, deliveryDepsOf } from './features/lead-delivery/index';
import { demoPublisherNotice, ensureDemoPublisher } from './features/marketplace/index';
import { resolveJwtSecret } from './platform/auth/secret';
import { loadConfig } from './platform/config';
import { movedDataDirNotice } from './platform/data-dir';
import { connectDatabase } from './platform/db/connect';
import { trackConnections } from './platform/http/connection-drain';
import { logStreamFor } from './platform/log-format';
import {
  createDemoWorld,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_SUPPORT_AUTHENTICATOR_KEY,
  fillDemoHistory,
  isDemoHistoryInterrupted,
  isDemoWorldPresent,
  resetDatabase,
  SUPPORT_EMAIL,
} from './seed/demo-world';

/** After the drain, the time jobs, sockets and the database get to close; past it the process exits anyway. */
const CLOSE_DEADLINE_MS = 8_000;

const config = loadConfig();
const dataDirNotice = config.DATABASE_URL ? undefined : movedDataDirNotice(config.DATA_DIR, config.repoRoot);
if (dataDirNotice) console.info(dataDirNotice);
const handle = await connectDatabase(config);
if (handle.isEmbedded && (await isDemoHistoryInterrupted(handle.db))) {
  console.info('The demo history was stopped before it was complete: the demo world is created again.');
  await resetDatabase(handle.db);
}
const demoWorld =
  handle.isEmbedded && !(await isDemoWorldPresent(handle.db))
    ? await createDemoWorld(handle.db, { historyDays: config.DEMO_HISTORY_DAYS })
    : undefined;
const demoPublisher = handle.isEmbedded ? await ensureDemoPublisher(handle.db, config.DATA_DIR) : undefined;
const app = await buildApp({
  config,
  db: handle.db,
  jwtSecret: resolveJwtSecret(config),
  logStream: logStreamFor(config),
});
const connections = trackConnections(app.server);
if (handle.isEmbedded) await ensureDemoAuthenticator(app.deps, SUPPORT_EMAIL, DEMO_SUPPORT_AUTHENTICATOR_KEY);
if (demoWorld) await createDemoDestinations(deliveryDepsOf(app), demoWorld.demoAccountId, DEMO_EMAIL);

let simulator: { stop(): Promise<void> } | undefined;
let isShuttingDown = false;
/**
 * SIGINT/SIGTERM: stop accepting connections, answer what is in flight (at most
 * SHUTDOWN_DRAIN_SECONDS), then close jobs, sockets and the database.
 */
async function shutdown(signal: string) {
  if (isShuttingDown) return;
  isShuttingDown = true;
  // The load balancer's readiness check fails from now on: it sends new clients elsewhere.
  app.markDraining();
  const drainMs = config.SHUTDOWN_DRAIN_SECONDS * 1000;
  app.log.info(`${signal}: shutting down (answering the requests in flight first)`);
  const deadline = setTimeout(() => {
    app.log.error(`shutdown took over ${drainMs + CLOSE_DEADLINE_MS} ms: stopping the database and exiting`);
    void handle.close().finally(() => process.exit(1));
  }, drainMs + CLOSE_DEADLINE_MS);
  deadline.unref();
  try {
    // The demo's simulator sends nothing new; what it has in flight is drained like any request
    // (its scripted calls may wait minutes between events: they are not waited for).
    void simulator?.stop();
    const cut = await connections.drain(drainMs);
    if (cut > 0) app.log.warn(`${cut} connections still had a request after ${drainMs} ms and were cut`);
    await app.close();
  } finally {
    await handle.close();
    process.exit(0);
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

await app.listen({ port: config.PORT, host: config.HOST });
const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
console.info(`\nVanbid is running at http://${shownHost}:${config.PORT}`);
if (handle.isEmbedded)
  console.info(`Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}  (embedded database in ${config.DATA_DIR})`);
const publisherNotice = demoPublisher && demoPublisherNotice(demoPublisher);
if (publisherNotice) console.info(`${publisherNotice}\n`);

async function startSimulator() {
  if (!demoPublisher || config.SIMULATOR !== 'on' || isShuttingDown) return;
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  simulator = await startDemoSimulator(`http://${host}:${config.PORT}`, demoPublisher.key);
  console.info('A gentle traffic simulator sends the demo leads and calls (SIMULATOR=off stops it).\n');
}

// A first start answers at once: the months of demo history are sold meanwhile (the portal
// shows a banner), then the simulator starts.
if (demoWorld) {
  console.info(
    `Filling in the demo history (${config.DEMO_HISTORY_DAYS} days, about a minute); the portal is usable meanwhile.`,
  );
  const started = performance.now();
  fillDemoHistory(handle.db, demoWorld, {
    isStopping: () => isShuttingDown,
    eSignature: app.deps.eSignature,
    fileStorage: app.deps.fileStorage,
  })
    .then(async (isComplete) => {
      if (!isComplete) return;
      console.info(`The demo history is filled in (${((performance.now() - started) / 1000).toFixed(0)} s).`);
      await startSimulator();
    })
    .catch((error: unknown) => {
      if (!isShuttingDown)
        app.log.error(
          { err: error },
          'filling in the demo history failed; the next start creates the demo world again',
        );
    });
} else await startSimulator();
