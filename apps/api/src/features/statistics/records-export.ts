// The CSV export of the call and lead logs: every matching record, read in keyset batches.
import { CALL_EXPORT_COLUMNS, LEAD_EXPORT_COLUMNS } from '@vanbid/contract';
import type { Queryable } from '../../platform/db/database';
import { type CsvColumn, type CsvValue, csvStream, todayIn } from '../../platform/http/csv';
import { toWireRecord, type WireRecord } from './record-mapper';
import type { RecordCursor } from './record-sort';
import { listRecordRows, type RecordsSelection } from './statistics.queries';
import { cursorAt, type RecordsExportQuery } from './statistics.service';

/** Rows read per query while exporting (keyset batches: no long transaction, no offset). */
export const EXPORT_BATCH_SIZE = 5000;

const EXPORT_NAMES = { calls: 'call-log', leads: 'lead-log', branded: 'branded-calls' } as const;

/** `call-log-2026-01-10.csv`: the log and today in the request's zone. */
export const exportFileName = (query: RecordsExportQuery) =>
  `${EXPORT_NAMES[query.type]}-${todayIn(query.timezone)}.csv`;

/** Every matching record in list order, one batch per query. */
async function* readAllRecords(db: Queryable, selection: RecordsSelection): AsyncGenerator<WireRecord[]> {
  let cursor: RecordCursor | null = null;
  for (;;) {
    const rows = await listRecordRows(db, selection, { limit: EXPORT_BATCH_SIZE, offset: 0, cursor });
    if (rows.length > 0) yield rows.map(toWireRecord);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) return;
    cursor = cursorAt(last, 'next');
  }
}

/** The columns of the export: the wire's field names, payout in dollars with two decimals. */
function recordColumns(selection: RecordsSelection): CsvColumn<WireRecord>[] {
  const names = selection.source.table === 'lead_records' ? LEAD_EXPORT_COLUMNS : CALL_EXPORT_COLUMNS;
  return names.map((name) => ({
    header: name,
    value: (record) => (record as unknown as Record<string, CsvValue>)[name],
    isDollars: name === 'payout',
  }));
}

/** The CSV of every matching record, streamed. */
export function exportRecordsCsv(db: Queryable, selection: RecordsSelection) {
  return csvStream(recordColumns(selection), readAllRecords(db, selection));
}
