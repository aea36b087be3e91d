import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '../src/platform/db/database';
import { migrationsFolder } from '../src/platform/db/migrate';
import { createAccount, createUser } from '../src/seed/factories';
import { onServer, urlOfDatabase } from './support/worker-database';

const name = `${inject('databasePrefix')}_p${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const before = mkdtempSync(join(tmpdir(), 'vanbid-migrations-'));
let db: Database | undefined;

afterAll(async () => {
  await db?.$client.end();
  await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
  rmSync(before, { recursive: true, force: true });
});

const migrateWith = (folder: string) =>
  migrate(drizzle({ client: db!.$client }), { migrationsFolder: folder });

/** The migrations up to the one that moves who paused a campaign onto its pauses. */
function migrationsBeforePauseHistory(): string {
  cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('campaign_pauses_hold_who_paused'));
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return before;
}

/**
 * A leads campaign in plain SQL: the factories write today's columns, which later migrations add
 * (e.g. `campaigns.region`), so they cannot write to the schema as it was before this migration.
 */
async function campaignAsItWas(accountId: number, nickname: string): Promise<{ id: number }> {
  const result = await db!.execute<{ id: string }>(sql`
    insert into campaigns (account_id, parent, type, company, campaign_type_id, lead_type, nickname)
    values (${accountId}, 'HE', 'HE Moving leads', 'HE', 2, 'Local', ${nickname}) returning id`);
  return { id: Number(result.rows[0]!.id) };
}

describe('the migration that keeps pauses once (campaign_pauses_hold_who_paused)', () => {
  it('moves who paused each campaign and since when onto its open pause, and drops the columns', async () => {
    await onServer((client) => client.query(`create database ${name}`));
    db = createDatabase(urlOfDatabase(name), 2);
    await migrateWith(migrationsBeforePauseHistory());

    const account = await createAccount(db, { name: 'Paused movers' });
    const dana = await createUser(db, {
      email: `dana-${randomUUID()}@example.com`,
      password: 'not-used-here-1',
      username: 'Dana',
      homeAccountId: account.id,
    });
    const paused = await campaignAsItWas(account.id, 'Paused');
    // Switched on: no pause to carry.
    await campaignAsItWas(account.id, 'Running');
    await db.execute(sql`update campaigns set is_active = false, paused_at = '2026-11-24T15:00:00Z',
      paused_by_user_id = ${dana.id} where id = ${paused.id}`);

    await migrateWith(migrationsFolder);

    const pauses = await db.execute<{ campaign_id: string; paused_at: Date; by: string | number | null }>(sql`
      select campaign_id, paused_at, paused_by_user_id as by from campaign_pauses where resumed_at is null`);
    expect(
      pauses.rows.map((row) => [
        Number(row.campaign_id),
        new Date(row.paused_at).toISOString(),
        row.by === null ? null : Number(row.by),
      ]),
    ).toEqual([[paused.id, '2026-11-24T15:00:00.000Z', dana.id]]);
    const columns = await db.execute<{ column_name: string }>(sql`
      select column_name from information_schema.columns
      where table_name = 'campaigns' and column_name in ('paused_at', 'paused_by_user_id')`);
    expect(columns.rows).toEqual([]);
  });
});
