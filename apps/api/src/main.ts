import { buildApp } from './app';
import { resolveJwtSecret } from './platform/auth/secret';
import { loadConfig } from './platform/config';
import { connectDatabase } from './platform/db/connect';
import { DEMO_EMAIL, DEMO_PASSWORD, isDemoWorldPresent, seedDemoWorld } from './seed/demo-world';

const config = loadConfig();
const handle = await connectDatabase(config);
if (handle.isEmbedded && !(await isDemoWorldPresent(handle.db))) {
  console.info('First start on the embedded database: creating the demo world…');
  await seedDemoWorld(handle.db);
}
const app = await buildApp({ config, db: handle.db, jwtSecret: resolveJwtSecret(config) });

async function shutdown(signal: string) {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await handle.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
console.info(`\nVanbid is running at http://${shownHost}:${config.PORT}`);
if (handle.isEmbedded)
  console.info(`Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}  (embedded database in ${config.DATA_DIR})\n`);
