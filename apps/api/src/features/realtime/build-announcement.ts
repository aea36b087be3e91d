import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { publish } from '../../platform/events/publish';
import { writeSetting } from '../settings';

/** The settings key of the web build this deployment served last. */
export const SERVED_BUILD_SETTING = 'served_web_build';

async function readBuildId(webDist: string): Promise<string | null> {
  try {
    const body = JSON.parse(await readFile(join(webDist, 'version.json'), 'utf8')) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null;
  }
}

/**
 * On start: when the web build this server serves (`version.json` of WEB_DIST) is not the one
 * recorded last, it is recorded and `refresh_app` goes to every socket, so pages of the old
 * build offer a refresh. The row is locked, so processes starting together announce it once.
 * The first build ever recorded is not announced: no page of an older one can be open.
 * Delivery is at most once and goes only to the sockets connected at that moment (at start-up,
 * often none yet): a page that connects later (after the restart, or after a break) asks for
 * `version.json` at each connection and learns the new build there (the web's `version-watch.tsx`).
 */
export async function announceNewBuild(db: Database, webDist: string): Promise<string | null> {
  const buildId = await readBuildId(webDist);
  if (!buildId) return null;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into settings (key, value) values (${SERVED_BUILD_SETTING}, 'null'::jsonb) on conflict do nothing`,
    );
    const found = await tx.execute<{ value: unknown }>(
      sql`select value from settings where key = ${SERVED_BUILD_SETTING} for update`,
    );
    const previous = found.rows[0]?.value;
    if (previous === buildId) return null;
    await writeSetting(tx, SERVED_BUILD_SETTING, buildId);
    if (typeof previous !== 'string') return null;
    await publish(tx, { name: 'refresh_app', accountId: null, payload: { version: buildId } });
    return buildId;
  });
}
