import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';
import { reusableQuery, runReusable } from '../../platform/db/reusable-query';
import { publishers } from '../../platform/db/schema/index';
import { AppError } from '../../platform/errors';

/** The header a publisher sends its key in. */
export const PUBLISHER_KEY_HEADER = 'x-publisher-key';
export const DEMO_PUBLISHER_NAME = 'Demo Traffic';
export const DEMO_PUBLISHER_KEY_FILE = 'demo-publisher.key';

const KEY_PREFIX = 'vbp_';

export const hashPublisherKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new publisher and its key (256 random bits), shown this once; only the hash is kept. */
export async function createPublisher(
  db: Queryable,
  input: { name: string; isSandbox?: boolean },
): Promise<{ id: number; name: string; key: string }> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(publishers)
    .values({
      name: input.name,
      keyHash: hashPublisherKey(key),
      keyPrefix: key.slice(0, KEY_PREFIX.length + 6),
      isSandbox: input.isSandbox ?? false,
    })
    .returning({ id: publishers.id });
  return { id: row!.id, name: input.name, key };
}

/** Revokes every live key of the publisher named `name` (or with that id); answers how many. */
export async function revokePublisher(db: Queryable, nameOrId: string): Promise<number> {
  const byId = /^\d+$/.test(nameOrId) ? eq(publishers.id, Number(nameOrId)) : eq(publishers.name, nameOrId);
  const rows = await db
    .update(publishers)
    .set({ revokedAt: sql`now()` })
    .where(and(byId, isNull(publishers.revokedAt)))
    .returning({ id: publishers.id });
  return rows.length;
}

const publisherByHash = reusableQuery(
  sql`select id, name from publishers where key_hash = ${sql.placeholder('hash')} and revoked_at is null`,
);

export interface Publisher {
  id: number;
  name: string;
}

/** The publisher of a key; 401 for a missing, unknown or revoked key (the same answer). */
export async function authenticatePublisher(db: Database, key: unknown): Promise<Publisher> {
  if (typeof key === 'string' && key.startsWith(KEY_PREFIX) && key.length < 200) {
    const [row] = await runReusable<Publisher>(db, publisherByHash, { hash: hashPublisherKey(key) });
    if (row) return row;
  }
  throw new AppError(
    'UNAUTHENTICATED',
    `A valid publisher key is required in the ${PUBLISHER_KEY_HEADER} header`,
  );
}

/** The demo publisher's key, where it is kept, and whether this start created it. */
export interface DemoPublisher {
  key: string;
  file: string;
  isNew: boolean;
}

/**
 * The embedded demo's sandbox publisher "Demo Traffic": its key lives in
 * `DATA_DIR/demo-publisher.key` (mode 0600); a missing or stale file gets a new publisher key.
 */
export async function ensureDemoPublisher(db: Database, dataDir: string): Promise<DemoPublisher> {
  const file = join(dataDir, DEMO_PUBLISHER_KEY_FILE);
  const saved = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => undefined,
  );
  if (saved) {
    const [row] = await db
      .select({ id: publishers.id })
      .from(publishers)
      .where(and(eq(publishers.keyHash, hashPublisherKey(saved)), isNull(publishers.revokedAt)));
    if (row) return { key: saved, file, isNew: false };
  }
  const created = await createPublisher(db, { name: DEMO_PUBLISHER_NAME, isSandbox: true });
  await writeFile(file, `${created.key}\n`, { mode: 0o600 });
  return { key: created.key, file, isNew: true };
}

/** What a start says about the demo publisher: where its new key is kept (never the key), or nothing. */
export function demoPublisherNotice(publisher: DemoPublisher): string | undefined {
  if (!publisher.isNew) return undefined;
  return `Demo publisher "${DEMO_PUBLISHER_NAME}" created; its key (x-publisher-key) is kept in ${publisher.file}`;
}
