import type { ActivityChangeEntry } from '@vanbid/contract';
import { type ActivityField, type ActivityKind, activityActor, describeActivity } from '@vanbid/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

export const ACTIVITY_PAGE_SIZE = 50;

export interface ActivityFilters {
  /** `support`: Vanbid support's changes; a user id: that member's own (not support's as them). */
  actor?: 'support' | number | undefined;
  kind?: ActivityKind | undefined;
}

type ChangeRow = {
  id: number;
  created_at: Date;
  kind: ActivityKind;
  field: string;
  subject: string | null;
  before: string | null;
  after: string | null;
  user_id: number | null;
  member_name: string | null;
  by_support: boolean;
};

function filtersSql(accountId: number, filters: ActivityFilters, beforeId: number | undefined): SQL {
  const conditions = [sql`c.account_id = ${accountId}`];
  if (filters.actor === 'support') conditions.push(sql`c.support_user_id is not null`);
  else if (filters.actor !== undefined)
    conditions.push(sql`c.user_id = ${filters.actor} and c.support_user_id is null`);
  if (filters.kind) conditions.push(sql`c.kind = ${filters.kind}`);
  if (beforeId !== undefined) conditions.push(sql`c.id < ${beforeId}`);
  return sql.join(conditions, sql` and `);
}

/** The account's changes matching the filters, newest first, `limit` of them before `beforeId`. */
export async function listChanges(
  db: Queryable,
  accountId: number,
  filters: ActivityFilters,
  page: { beforeId?: number | undefined; limit: number },
): Promise<ActivityChangeEntry[]> {
  const rows = await db.execute<ChangeRow>(sql`
    select c.id, c.created_at, c.kind, c.field, c.subject, c.before, c.after, c.user_id,
      u.username as member_name, c.support_user_id is not null as by_support
    from activity_changes c
    left join users u on u.id = c.user_id
    where ${filtersSql(accountId, filters, page.beforeId)}
    order by c.id desc
    limit ${page.limit}`);
  return rows.rows.map(toEntry);
}

function toEntry(row: ChangeRow): ActivityChangeEntry {
  const change = {
    field: row.field as ActivityField,
    subject: row.subject,
    before: row.before,
    after: row.after,
  };
  const bySupport = row.by_support;
  return {
    _id: Number(row.id),
    time: new Date(row.created_at).toISOString(),
    kind: row.kind,
    ...change,
    description: describeActivity(change),
    who: activityActor({ memberName: row.member_name, bySupport }),
    memberId: bySupport || row.user_id === null ? null : Number(row.user_id),
    bySupport,
  };
}

/** The members whose own changes are in the account's log, by name (the "who" filter). */
export async function listChangeMembers(db: Queryable, accountId: number) {
  const rows = await db.execute<{ id: number; name: string }>(sql`
    select u.id, u.username as name from users u
    where exists (select 1 from activity_changes c
      where c.account_id = ${accountId} and c.user_id = u.id and c.support_user_id is null)
    order by u.username, u.id`);
  return rows.rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/** A page of the log: the entries, the cursor to older ones, and the members to filter by. */
export async function readChangesPage(
  db: Queryable,
  accountId: number,
  query: ActivityFilters & { before?: number | undefined },
) {
  const [rows, members] = await Promise.all([
    listChanges(db, accountId, query, { beforeId: query.before, limit: ACTIVITY_PAGE_SIZE + 1 }),
    listChangeMembers(db, accountId),
  ]);
  const entries = rows.slice(0, ACTIVITY_PAGE_SIZE);
  const next_cursor = rows.length > ACTIVITY_PAGE_SIZE ? entries.at(-1)!._id : null;
  return { entries, next_cursor, members };
}
