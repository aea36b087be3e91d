// SQL of the records lists: one page, the totals of all matching rows. Always scoped to one account.
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import type { HourlyScope } from './hourly-scope';
import type { RecordSource } from './record-fields';
import { hourlyTotalsQuery } from './record-hours.queries';
import { cursorCondition, orderBy, type RecordCursor, type RecordSort } from './record-sort';

/** Which rows: the account (from the verified token, never the filter), the type, the compiled filter. */
export interface RecordsSelection {
  source: RecordSource;
  accountId: number;
  conditions: SQL[];
  /** Set when the filter bounds only time and campaigns (totals may read the hourly roll-up). */
  hourly: HourlyScope | null;
  sort: RecordSort;
  timeZone: string;
}

export interface PageWindow {
  limit: number;
  offset: number;
  cursor: RecordCursor | null;
}

const COMMON_COLUMNS = sql.raw(
  `"id", "campaign_name", "campaign_id" as "phone_company_id", "from_zip", "to_zip", "distance", "status", "payout_cents", "charged"`,
);
const TYPE_COLUMNS = {
  call_records: sql.raw(
    `"caller_phone", "caller_name", "duration_seconds", "not_charged_reason", "recording_key" is not null as "has_recording"`,
  ),
  lead_records: sql.raw(
    `"first_name", "last_name", "phone", "email", to_char("move_date", 'YYYY-MM-DD') as "move_date", "move_size"`,
  ),
};

/** A row as the page query returns it (before mapping to the wire). */
export type RecordRow = Record<string, unknown> & {
  id: number;
  time_created: string;
  payout_cents: number | null;
  sort_key: string;
};

/** The account (from the token) and the type: the first conditions of every statement. */
function accountScope(selection: RecordsSelection): SQL[] {
  const scope = [sql`"account_id" = ${selection.accountId}`];
  if (selection.source.isBranded !== null) {
    scope.push(sql`"is_branded" = ${sql.raw(String(selection.source.isBranded))}`);
  }
  return scope;
}

function whereClause(selection: RecordsSelection, extra: SQL[] = []): SQL {
  return sql.join([...accountScope(selection), ...selection.conditions, ...extra], sql` and `);
}

/** One page in list order. With a `prev` cursor the rows come reversed (the caller flips them). */
export function recordsPageQuery(selection: RecordsSelection, window: PageWindow): SQL {
  const { source, sort, timeZone } = selection;
  const keyset = window.cursor ? [cursorCondition(sort, window.cursor)] : [];
  const isReversed = window.cursor?.direction === 'prev';
  return sql`select ${COMMON_COLUMNS}, ${TYPE_COLUMNS[source.table]},
      to_char("time_created" at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') as "time_created",
      ${sort.keyText} as "sort_key"
    from ${sql.identifier(source.table)}
    where ${whereClause(selection, keyset)}
    order by ${orderBy(sort, isReversed)}
    limit ${window.limit}${window.offset > 0 ? sql` offset ${window.offset}` : sql``}`;
}

/** Count and payout sum (cents) of every matching row: from the hourly roll-up when the filter allows. */
export function recordsTotalsQuery(selection: RecordsSelection): SQL {
  const { source, hourly } = selection;
  if (!hourly || !source.hoursTable) return rawTotalsQuery(selection);
  return hourlyTotalsQuery({
    table: source.table,
    hoursTable: source.hoursTable,
    scope: accountScope(selection),
    hourly,
  });
}

/** The same totals over the records themselves. */
export function rawTotalsQuery(selection: RecordsSelection): SQL {
  return sql`select count(*) as "total_items", coalesce(sum("payout_cents"), 0) as "monetary_cents"
    from ${sql.identifier(selection.source.table)}
    where ${whereClause(selection)}`;
}

export async function listRecordRows(db: Queryable, selection: RecordsSelection, window: PageWindow) {
  const result = await db.execute<RecordRow>(recordsPageQuery(selection, window));
  return result.rows;
}

export async function sumRecords(db: Queryable, selection: RecordsSelection) {
  const result = await db.execute<{ total_items: number; monetary_cents: number }>(
    recordsTotalsQuery(selection),
  );
  const row = result.rows[0];
  return { totalItems: Number(row?.total_items ?? 0), monetaryCents: Number(row?.monetary_cents ?? 0) };
}
