import { loadConfig } from '../platform/config';
import { connectDatabase } from '../platform/db/connect';
import { createBuiltInESignature } from '../platform/e-signature/index';
import { createFileStorage } from '../platform/file-storage/index';
import { isDemoWorldPresent, resetDatabase, seedDemoWorld } from './demo-world';

/** `npm run seed` creates the demo world when absent; `-- --reset` empties the database first. */
const config = loadConfig();
const reset = process.argv.includes('--reset');
const handle = await connectDatabase(config);
try {
  if (reset) await resetDatabase(handle.db);
  if (await isDemoWorldPresent(handle.db)) {
    console.info('The database already has data; use `npm run seed -- --reset` to rebuild the demo world.');
  } else {
    const fileStorage = createFileStorage(config);
    await seedDemoWorld(handle.db, { eSignature: createBuiltInESignature({ fileStorage }), fileStorage });
    console.info('Demo world created: demo@vanbid.test / vanbid-demo-1');
  }
} finally {
  await handle.close();
}
