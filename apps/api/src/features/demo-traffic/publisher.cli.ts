import { loadConfig } from '../../platform/config';
import { connectDatabase } from '../../platform/db/connect';
import { createPublisher, revokePublisher } from '../marketplace';

/** `npm run publisher -- create NAME` prints a new key once; `-- revoke NAME|ID` revokes its keys. */
const [command, ...rest] = process.argv.slice(2);
const name = rest.join(' ').trim();
if (!['create', 'revoke'].includes(command ?? '') || !name) {
  console.error('Usage: npm run publisher -- create NAME | revoke NAME|ID');
  process.exit(2);
}
const handle = await connectDatabase(loadConfig());
try {
  if (command === 'create') {
    const publisher = await createPublisher(handle.db, { name });
    console.info(
      `Publisher ${publisher.id} "${publisher.name}" created. Its key (shown once):\n${publisher.key}`,
    );
  } else {
    const revoked = await revokePublisher(handle.db, name);
    console.info(revoked ? `Revoked ${revoked} key(s) of "${name}".` : `No live key for "${name}".`);
    process.exitCode = revoked ? 0 : 1;
  }
} finally {
  await handle.close();
}
