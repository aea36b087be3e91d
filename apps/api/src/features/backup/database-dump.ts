import { join } from 'node:path';
import pg from 'pg';
import { BackupProblem } from './backup-problem';
import { type DatabasePart, type MigrationLevel, migrationLevelOf } from './manifest';
import { connectionOf, findPgTool, runPgTool } from './pg-tools';

const DUMP_FILE = 'database.dump';

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupProblem(`Cannot reach the database of DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function serverVersionOf(client: pg.Client): Promise<{ version: string; major: number }> {
  const { rows } = await client.query<{ version: string; number: string }>(
    "select current_setting('server_version') as version, current_setting('server_version_num') as number",
  );
  return { version: rows[0]!.version.split(' ')[0]!, major: Math.floor(Number(rows[0]!.number) / 10_000) };
}

/** Tables, views and sequences outside PostgreSQL's own schemas: a fresh database has none. */
async function countRelations(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: number }>(`
    select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`);
  return rows[0]!.count;
}

/** `pg_dump --format=custom` of the database into `folder/database.dump`. */
export async function dumpDatabase(
  databaseUrl: string,
  folder: string,
  pgBin: string | undefined,
): Promise<{ part: DatabasePart; migrations: MigrationLevel }> {
  const { server, migrations } = await withClient(databaseUrl, async (client) => ({
    server: await serverVersionOf(client),
    migrations: await migrationLevelOf(client),
  }));
  const pgDump = findPgTool('pg_dump', server.major, pgBin);
  const { dbname, env } = connectionOf(databaseUrl);
  await runPgTool(
    pgDump,
    ['--format=custom', `--file=${join(folder, DUMP_FILE)}`, `--dbname=${dbname}`],
    env,
  );
  return {
    part: { kind: 'pg_dump', file: DUMP_FILE, serverVersion: server.version, dumpVersion: pgDump.version },
    migrations,
  };
}

/**
 * `pg_restore` of the dump into the database of `databaseUrl`, in one transaction (all or
 * nothing), without the source's owners and grants (the target's user owns what it restores).
 * The database must be empty, or `force` drops the objects of the dump first.
 */
export async function restoreDump(
  databaseUrl: string,
  folder: string,
  part: Extract<DatabasePart, { kind: 'pg_dump' }>,
  options: { force: boolean; pgBin: string | undefined },
): Promise<MigrationLevel> {
  const relations = await withClient(databaseUrl, countRelations);
  if (relations > 0 && !options.force)
    throw new BackupProblem(
      `The database of DATABASE_URL is not empty (${relations} tables, views or sequences). Restore into a ` +
        'fresh database (createdb), or add --force to replace what the backup holds (other tables stay).',
    );
  const pgRestore = findPgTool('pg_restore', Number(part.dumpVersion.split('.')[0]), options.pgBin);
  const { dbname, env } = connectionOf(databaseUrl);
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
  if (relations > 0) args.push('--clean', '--if-exists');
  await runPgTool(pgRestore, [...args, `--dbname=${dbname}`, join(folder, part.file)], env);
  return withClient(databaseUrl, migrationLevelOf);
}
