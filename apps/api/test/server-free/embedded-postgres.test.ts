import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ownerFileOf, passwordFileOf } from '../../src/platform/db/embedded/data-folder';
import {
  type EmbeddedPostgres,
  startEmbeddedPostgres,
} from '../../src/platform/db/embedded/embedded-postgres';
import { canQuery } from '../support/database-reads';

const root = mkdtempSync(join(tmpdir(), 'vanbid-embedded-'));
// As root the server runs as the `postgres` user, which must reach the folder.
chmodSync(root, 0o755);
const started: EmbeddedPostgres[] = [];

async function start(dataDir: string, notices: string[] = []) {
  const server = await startEmbeddedPostgres({ dataDir, onNotice: (message) => notices.push(message) });
  started.push(server);
  return server;
}

afterAll(async () => {
  for (const server of started) await server.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('the embedded PostgreSQL', () => {
  it('answers only with its generated password, kept readable by its owner only', async () => {
    const server = await start(join(root, 'auth', 'pgdata'));
    const url = new URL(server.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(await canQuery(server.url, 5_000)).toBe(true);
    expect(await canQuery(`postgres://postgres@127.0.0.1:${url.port}/postgres`, 5_000)).toBe(false);
    expect(await canQuery(`postgres://postgres:wrong@127.0.0.1:${url.port}/postgres`, 5_000)).toBe(false);
    expect(statSync(passwordFileOf(server.dataDir)).mode & 0o777).toBe(0o600);
    await server.stop();
  });

  it('keeps its data across a restart', async () => {
    const dataDir = join(root, 'kept', 'pgdata');
    const first = await start(dataDir);
    const pool = new pg.Pool({ connectionString: first.url });
    await pool.query('create table kept (note text)');
    await pool.query(`insert into kept values ('still here')`);
    await pool.end();
    await first.stop();
    const again = await start(dataDir);
    const client = new pg.Client({ connectionString: again.url });
    await client.connect();
    expect((await client.query('select note from kept')).rows).toEqual([{ note: 'still here' }]);
    await client.end();
    await again.stop();
  });

  it('starts over a stale lock file left by a crash', async () => {
    const dataDir = join(root, 'stale', 'pgdata');
    await (await start(dataDir)).stop();
    // A lock naming a process that is not this folder's server (pid 1 is init).
    writeFileSync(join(dataDir, 'postmaster.pid'), `1\n${dataDir}\n0\n5432\n\n\n`);
    const again = await start(dataDir);
    expect(await canQuery(again.url, 5_000)).toBe(true);
    await again.stop();
  });

  it('moves an older PGlite folder aside, says so, and starts a fresh database', async () => {
    const dataDir = join(root, 'old', 'pgdata');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'PG_VERSION'), '18\n');
    const notices: string[] = [];
    const server = await start(dataDir, notices);
    expect(await canQuery(server.url, 5_000)).toBe(true);
    expect(notices.join('\n')).toMatch(/older Vanbid \(PGlite\).* moved to .*pgdata\.old-pglite-/);
    const movedAside = readdirSync(join(root, 'old')).filter((name) => name.startsWith('pgdata.old-pglite-'));
    expect(movedAside).toHaveLength(1);
    expect(existsSync(join(root, 'old', movedAside[0]!, 'PG_VERSION'))).toBe(true);
    await server.stop();
  });

  it('refuses a folder whose server another live API runs, and says which', async () => {
    const dataDir = join(root, 'owned', 'pgdata');
    await (await start(dataDir)).stop();
    const otherApi = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    await new Promise((done) => otherApi.once('spawn', done));
    try {
      writeFileSync(ownerFileOf(dataDir), `${otherApi.pid}\n`);
      await expect(start(dataDir)).rejects.toThrow(
        `Another Vanbid (pid ${otherApi.pid}) is running on the database`,
      );
    } finally {
      otherApi.kill();
      await new Promise((done) => otherApi.once('exit', done));
    }
    // Once that process is gone (a crash), its claim no longer counts.
    const again = await start(dataDir);
    expect(await canQuery(again.url, 5_000)).toBe(true);
    await again.stop();
  });
});
