import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_COLUMNS } from '../src/features/marketplace';
import { createDatabase, type Database } from '../src/platform/db/database';
import { testDatabaseUrl } from './support/worker-database';

// The API keeps the market's settings in memory and reloads them when the market's version
// changes (drizzle/0019's triggers). A column the snapshot keeps that no trigger watches would
// go stale silently: an edit of it alone would never be seen by the engine.
let db: Database;
beforeAll(() => {
  db = createDatabase(testDatabaseUrl(), 1);
});
afterAll(() => db.$client.end());

interface VersionTrigger {
  name: string;
  events: string[];
  /** The columns of `UPDATE OF`; empty: any update. */
  columns: string[];
  /** The trigger's WHEN condition, if any. */
  condition: string | null;
}

async function versionTriggersOf(table: string): Promise<VersionTrigger[]> {
  const result = await db.execute<{ name: string; definition: string; columns: string[] }>(sql`
    select t.tgname as name, pg_get_triggerdef(t.oid) as definition,
      coalesce(array(select a.attname::text from unnest(t.tgattr) as k(attnum)
        join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = k.attnum)::text[], '{}') as columns
    from pg_trigger t join pg_proc p on p.oid = t.tgfoid
    where t.tgrelid = ${table}::regclass and not t.tgisinternal and p.proname = 'lead_market_version_bump'`);
  return result.rows.map((row) => ({
    name: row.name,
    events: ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'].filter((event) =>
      new RegExp(`(AFTER|OR) ${event}\\b`).test(row.definition),
    ),
    columns: row.columns,
    condition: /WHEN \((.*)\) EXECUTE/s.exec(row.definition)?.[1] ?? null,
  }));
}

/** Whether an update that changes only `column` bumps the version, by the trigger's definition. */
function watchesUpdateOf(trigger: VersionTrigger, column: string): boolean {
  if (!trigger.events.includes('UPDATE')) return false;
  if (trigger.columns.length > 0 && !trigger.columns.includes(column)) return false;
  if (trigger.condition === null) return true;
  return (
    new RegExp(`\\bold\\.${column}\\b`).test(trigger.condition) &&
    new RegExp(`\\bnew\\.${column}\\b`).test(trigger.condition)
  );
}

describe('the market snapshot stays fresh', () => {
  for (const [table, { settings }] of Object.entries(SNAPSHOT_COLUMNS))
    describe(table, () => {
      it('renews the version when a row is added, removed or the table emptied', async () => {
        const events = new Set((await versionTriggersOf(table)).flatMap((trigger) => trigger.events));
        expect([...events].sort()).toEqual(expect.arrayContaining(['DELETE', 'INSERT', 'TRUNCATE']));
      });

      it.each(settings)('renews the version when %s is edited', async (column) => {
        const triggers = await versionTriggersOf(table);
        expect(triggers.filter((trigger) => watchesUpdateOf(trigger, column)).map((t) => t.name)).not.toEqual(
          [],
        );
      });
    });
});
