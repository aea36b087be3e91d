import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { settings } from '../../platform/db/schema/index';

/** A global setting by key, or `fallback` when unset. */
export async function readSetting<T>(db: Queryable, key: string, fallback: T): Promise<T> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return (row?.value as T | undefined) ?? fallback;
}

export async function writeSetting(db: Queryable, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}
