import { buildApp } from './app';
import { ensureDemoAuthenticator } from './features/auth/index';
import { ensureDemoPublisher, startDemoSimulator } from './features/marketplace/index';
import { resolveJwtSecret } from './platform/auth/secret';
import { loadConfig } from './platform/config';
import { connectDatabase } from './platform/db/connect';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_SUPPORT_AUTHENTICATOR_KEY,
  isDemoWorldPresent,
  SUPPORT_EMAIL,
  seedDemoWorld,
} from './seed/demo-world';

/** SIGINT/SIGTERM: requests drain, then the database stops; past this the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 8_000;

const config = loadConfig();
const handle = await connectDatabase(config);
if (handle.isEmbedded && !(await isDemoWorldPresent(handle.db))) {
  console.info(
    `First start on the embedded database: creating the demo world (${config.DEMO_HISTORY_DAYS} days of history, about a minute)…`,
  );
  await seedDemoWorld(handle.db, { historyDays: config.DEMO_HISTORY_DAYS });
}
const demoPublisherKey = handle.isEmbedded
  ? await ensureDemoPublisher(handle.db, config.DATA_DIR)
  : undefined;
const app = await buildApp({ config, db: handle.db, jwtSecret: resolveJwtSecret(config) });
if (handle.isEmbedded) await ensureDemoAuthenticator(app.deps, SUPPORT_EMAIL, DEMO_SUPPORT_AUTHENTICATOR_KEY);

let simulator: { stop(): Promise<void> } | undefined;
let isShuttingDown = false;
async function shutdown(signal: string) {
  if (isShuttingDown) return;
  isShuttingDown = true;
  app.log.info(`${signal}: shutting down`);
  const deadline = setTimeout(() => {
    app.log.error(`shutdown took over ${SHUTDOWN_DEADLINE_MS} ms: stopping the database and exiting`);
    void handle.close().finally(() => process.exit(1));
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  try {
    await simulator?.stop();
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
if (demoPublisherKey)
  console.info(
    `Demo publisher "Demo Traffic" key (also in DATA_DIR/demo-publisher.key): ${demoPublisherKey}\n`,
  );
if (demoPublisherKey && config.SIMULATOR === 'on') {
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  simulator = await startDemoSimulator(`http://${host}:${config.PORT}`, demoPublisherKey);
  console.info('A gentle traffic simulator sends the demo leads and calls (SIMULATOR=off stops it).\n');
}
