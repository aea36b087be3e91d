// The call log and lead log: a page with totals, keyset cursors.
import type { DataOf, exportRecords, getRecords } from '@vanbid/contract';
import { fromCents } from '@vanbid/domain';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/database';
import { compileFilter } from './filter-sql';
import { RECORD_SOURCES } from './record-fields';
import { toWireRecord } from './record-mapper';
import { compileSort, decodeCursor, encodeCursor, type RecordCursor } from './record-sort';
import { listRecordRows, type RecordRow, type RecordsSelection, sumRecords } from './statistics.queries';

export type RecordsListQuery = z.output<NonNullable<(typeof getRecords)['query']>>;
export type RecordsExportQuery = z.output<NonNullable<(typeof exportRecords)['query']>>;

/** Compiles type, filter and sort for `accountId` (400 on bad input, before any query runs). */
export function selectRecords(
  accountId: number,
  input: Pick<RecordsExportQuery, 'type' | 'sort' | 'filter' | 'timezone'>,
): RecordsSelection {
  const source = RECORD_SOURCES[input.type];
  const { conditions, hourly } = compileFilter(source, input.filter, input.timezone);
  return {
    source,
    accountId,
    conditions,
    hourly,
    sort: compileSort(source, input.sort),
    timeZone: input.timezone,
  };
}

export const cursorAt = (row: RecordRow, direction: RecordCursor['direction']): RecordCursor => ({
  direction,
  key: row.sort_key,
  id: row.id,
});

/** The cursors around a page: `hasMore` says whether a row lay beyond it in the direction read. */
function pageCursors(
  selection: RecordsSelection,
  rows: RecordRow[],
  read: 'page' | RecordCursor['direction'],
  hasMore: boolean,
  offset: number,
) {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return { next_cursor: null, prev_cursor: null };
  const hasNext = read === 'prev' || hasMore;
  const hasPrev = read === 'next' || (read === 'prev' && hasMore) || (read === 'page' && offset > 0);
  return {
    next_cursor: hasNext ? encodeCursor(selection.sort, cursorAt(last, 'next')) : null,
    prev_cursor: hasPrev ? encodeCursor(selection.sort, cursorAt(first, 'prev')) : null,
  };
}

/**
 * One page (by `cursor` when given, else by `page`) and the totals of every matching record.
 * The page and the totals run as two queries side by side.
 */
export async function listRecords(
  db: Queryable,
  accountId: number,
  query: RecordsListQuery,
): Promise<DataOf<typeof getRecords>> {
  const selection = selectRecords(accountId, query);
  const cursor = query.cursor ? decodeCursor(selection.sort, query.cursor) : null;
  const offset = cursor ? 0 : (query.page - 1) * query.size;
  const [rows, totals] = await Promise.all([
    listRecordRows(db, selection, { limit: query.size + 1, offset, cursor }),
    sumRecords(db, selection),
  ]);
  const page = rows.slice(0, query.size);
  if (cursor?.direction === 'prev') page.reverse();
  return {
    records: page.map(toWireRecord),
    total_items: totals.totalItems,
    monetary_value: fromCents(totals.monetaryCents),
    ...pageCursors(selection, page, cursor?.direction ?? 'page', rows.length > query.size, offset),
  };
}
