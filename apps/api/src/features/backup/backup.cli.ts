import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config';
import { createBackup } from './backup';
import { runCommand } from './command';

/**
 * `npm run backup [-- --out FOLDER]`: the database (`DATABASE_URL`'s by pg_dump, or the embedded
 * one's data folder with the API stopped) and the local files store, into one folder with a
 * manifest. Default folder: `backups/vanbid-<time>` of the current folder.
 */
await runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const destination = resolve(values.out ?? `backups/vanbid-${stamp}`);
  const manifest = await createBackup(
    {
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      storage: config.STORAGE,
      pgBin: config.PG_BIN,
      onNotice: console.info,
    },
    destination,
  );
  const { database, files, migrations } = manifest;
  console.info(`Backup written to ${destination}`);
  console.info(
    `  database: ${database.kind === 'pg_dump' ? `pg_dump ${database.dumpVersion} of` : 'data folder of the embedded'} PostgreSQL ${database.serverVersion}, ${migrations.applied} migrations applied`,
  );
  console.info(
    files.storage === 'local'
      ? `  files: ${files.count} (${files.bytes} bytes)`
      : '  files: in the S3 bucket, not copied (keep the bucket versioned and backed up)',
  );
});
