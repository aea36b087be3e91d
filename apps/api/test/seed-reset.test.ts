import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '../src/platform/db/database';
import { runMigrations } from '../src/platform/db/migrate';
import { isDemoWorldPresent, resetDatabase, seedDemoWorld } from '../src/seed/demo-world';

// `npm run seed -- --reset` empties every table: on a database of its own, never the shared one.
const scratchName = `vanbid_seed_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const serverUrl = inject('databaseUrl');
let db: Database;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await onServer(`create database ${scratchName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${scratchName}`;
  db = createDatabase(url.toString(), 2);
  await runMigrations(db);
}, 60_000);

afterAll(async () => {
  await db?.$client.end();
  await onServer(`drop database if exists ${scratchName}`);
});

describe('npm run seed -- --reset', () => {
  it('empties a database holding the demo world (roll-ups included) so that it can be seeded again', async () => {
    await seedDemoWorld(db);
    expect(await isDemoWorldPresent(db)).toBe(true);
    await resetDatabase(db);
    const left = await db.execute<{ records: number; hours: number; days: number; users: number }>(sql`
      select (select count(*) from call_records)::int as records, (select count(*) from call_record_hours)::int as hours,
        (select count(*) from campaign_spend_days)::int as days, (select count(*) from users)::int as users`);
    expect(left.rows[0]).toEqual({ records: 0, hours: 0, days: 0, users: 0 });
    await seedDemoWorld(db);
    expect(await isDemoWorldPresent(db)).toBe(true);
  }, 120_000);
});
