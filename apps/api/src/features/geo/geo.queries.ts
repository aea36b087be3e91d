import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { geoTemplates } from '../../platform/db/schema/index';

/** Templates an account may use: its own and the shared ones (`account_id` null). */
const usableBy = (accountId: number) =>
  or(eq(geoTemplates.accountId, accountId), isNull(geoTemplates.accountId));

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
