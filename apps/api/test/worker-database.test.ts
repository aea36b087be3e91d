import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createUser } from '../src/seed/factories';
import { useScratchDatabase } from './support/scratch-database';
import { uniqueEmail } from './support/signed-in';
import { useTestApp } from './support/test-app';

// Test files run side by side: each vitest worker has a database of its own (worker-database.ts).
const context = useTestApp();
const scratch = useScratchDatabase();

const nameOf = async (db: typeof context.db) =>
  (await db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0]!.name;
const usersNamed = async (db: typeof context.db, email: string) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from users where email = ${email}`)).rows[0]!
    .n;

describe('the database of a test worker', () => {
  it('is the worker’s own, not another worker’s nor the template', async () => {
    const name = await nameOf(context.db);
    expect(name).toBe(`${inject('databasePrefix')}_w${process.env.VITEST_POOL_ID}`);
    expect(name).not.toBe(inject('templateDatabase'));
  });

  it('is migrated, and what a file writes there stays out of a fresh copy of the template', async () => {
    const email = uniqueEmail();
    await createUser(context.db, { email, password: 'correct horse battery', username: 'Worker Row' });
    expect(await usersNamed(context.db, email)).toBe(1);
    expect(await nameOf(scratch.db)).not.toBe(await nameOf(context.db));
    expect(await usersNamed(scratch.db, email)).toBe(0);
  });
});
