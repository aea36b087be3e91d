import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config';
import { runCommand } from './command';
import { restoreBackup } from './restore';

const USAGE = 'Usage: npm run restore -- BACKUP_FOLDER [--force]';

/**
 * `npm run restore -- FOLDER [--force]`: the backup into a fresh database (`DATABASE_URL`, or the
 * embedded one in DATA_DIR with the API stopped) and the files store. A database or files store
 * that holds data is refused; `--force` replaces it (the embedded data folder and the files are
 * moved aside, not deleted).
 */
await runCommand(async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const source = resolve(positionals[0]!);
  const { manifest, migrations } = await restoreBackup(
    source,
    {
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      storage: config.STORAGE,
      pgBin: config.PG_BIN,
      onNotice: console.info,
    },
    { force: values.force ?? false },
  );
  console.info(`Restored the backup of ${manifest.createdAt} from ${source}`);
  console.info(
    `  database: ${migrations.applied} migrations applied (the next start applies this build's newer ones)`,
  );
  if (manifest.files.storage === 'local') console.info(`  files: ${manifest.files.count}`);
  console.info('Check the books with `npm run verify-ledger`.');
});
