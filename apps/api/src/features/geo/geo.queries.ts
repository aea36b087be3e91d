import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { geoTemplates } from '../../platform/db/schema/index';

/**
 * Templates an account may use: its own and the shared ones (`account_id` null), never a
 * campaign's region (`campaign_id`), which belongs to that campaign alone.
 */
const usableBy = (accountId: number) =>
  and(
    or(eq(geoTemplates.accountId, accountId), isNull(geoTemplates.accountId)),
    isNull(geoTemplates.campaignId),
  );

export async function listGeoTemplates(
  db: Queryable,
  accountId: number,
  page: { page: number; size: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: geoTemplates.id,
        name: geoTemplates.name,
        zipCodes: geoTemplates.zipCodes,
        isShared: sql<boolean>`${geoTemplates.accountId} is null`,
      })
      .from(geoTemplates)
      .where(usableBy(accountId))
      .orderBy(asc(geoTemplates.name), asc(geoTemplates.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ n: count() }).from(geoTemplates).where(usableBy(accountId)),
  ]);
  return { templates: rows, total_items: total?.n ?? 0 };
}

/** Whether the account may target this template (its own or a shared one). */
export async function isUsableGeoTemplate(db: Queryable, accountId: number, templateId: number) {
  const [row] = await db
    .select({ id: geoTemplates.id })
    .from(geoTemplates)
    .where(and(eq(geoTemplates.id, templateId), usableBy(accountId)));
  return row !== undefined;
}

/**
 * The campaign's own template holding its region's ZIPs: written in place (one per campaign),
 * in the caller's transaction; answers its id.
 */
export async function saveRegionTemplate(
  tx: Queryable,
  area: { accountId: number; campaignId: number; name: string; zipCodes: string[] },
): Promise<number> {
  const [row] = await tx
    .insert(geoTemplates)
    .values(area)
    .onConflictDoUpdate({
      target: geoTemplates.campaignId,
      set: { name: area.name, zipCodes: area.zipCodes },
    })
    .returning({ id: geoTemplates.id });
  if (!row) throw new Error('The region template was not written');
  return row.id;
}

/** A template's name and how many ZIP codes it holds (the activity log's words); null if unknown. */
export async function findTemplateSize(
  db: Queryable,
  templateId: number,
): Promise<{ name: string; zipCount: number } | null> {
  const [row] = await db
    .select({
      name: geoTemplates.name,
      zipCount: sql<number>`jsonb_array_length(${geoTemplates.zipCodes})::int`,
    })
    .from(geoTemplates)
    .where(eq(geoTemplates.id, templateId));
  return row ?? null;
}
