import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDemoWorldPresent, resetDatabase, seedDemoWorld } from '../src/seed/demo-world';
import { useScratchDatabase } from './support/scratch-database';

// `npm run seed -- --reset` empties every table: on a database of its own, never the worker's.
const scratch = useScratchDatabase();

describe('npm run seed -- --reset', () => {
  it('empties a database holding the demo world (roll-ups included) so that it can be seeded again', async () => {
    const { db } = scratch;
    await seedDemoWorld(db, { historyDays: 3 });
    expect(await isDemoWorldPresent(db)).toBe(true);
    await resetDatabase(db);
    const left = await db.execute<{ records: number; hours: number; days: number; users: number }>(sql`
      select (select count(*) from call_records)::int as records, (select count(*) from call_record_hours)::int as hours,
        (select count(*) from campaign_spend_days)::int as days, (select count(*) from users)::int as users`);
    expect(left.rows[0]).toEqual({ records: 0, hours: 0, days: 0, users: 0 });
    await seedDemoWorld(db, { historyDays: 3 });
    expect(await isDemoWorldPresent(db)).toBe(true);
  }, 240_000);
});
