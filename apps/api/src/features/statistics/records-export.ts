// The CSV export of the call and lead logs: every matching record, read in keyset batches.
import { CALL_EXPORT_COLUMNS, LEAD_EXPORT_COLUMNS } from '@vanbid/contract';
import { timeZoneLabel } from '@vanbid/domain';
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

type ExportColumn = (typeof CALL_EXPORT_COLUMNS)[number] | (typeof LEAD_EXPORT_COLUMNS)[number];

/** Each column as people read it (the time's zone is added to its header). */
const HEADERS: Record<ExportColumn, string> = {
  id: 'Record ID',
  time_created: 'Time',
  campaign_name: 'Campaign',
  phone_company_id: 'Campaign ID',
  caller_name: 'Caller',
  caller_phone: 'Caller phone',
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  email: 'E-mail',
  from_zip: 'From ZIP',
  to_zip: 'To ZIP',
  move_date: 'Move date',
  move_size: 'Move size',
  distance: 'Distance',
  duration_seconds: 'Duration (seconds)',
  status: 'Status',
  payout: 'Payout (USD)',
  charged: 'Charged',
};

const DISTANCE_LABELS: Record<string, string> = { local: 'Local', long: 'Long distance' };

function cellOf(record: WireRecord, name: ExportColumn): CsvValue {
  const value = (record as unknown as Record<string, CsvValue>)[name];
  if (name === 'charged') return value ? 'Yes' : 'No';
  if (name === 'distance' && typeof value === 'string') return DISTANCE_LABELS[value] ?? value;
  return value;
}

/** The columns of the export, with human headers; payout in dollars with two decimals. */
function recordColumns(selection: RecordsSelection): CsvColumn<WireRecord>[] {
  const names: readonly ExportColumn[] =
    selection.source.table === 'lead_records' ? LEAD_EXPORT_COLUMNS : CALL_EXPORT_COLUMNS;
  return names.map((name) => ({
    header: name === 'time_created' ? `Time (${timeZoneLabel(selection.timeZone)})` : HEADERS[name],
    value: (record) => cellOf(record, name),
    isDollars: name === 'payout',
  }));
}

/** The CSV of every matching record, streamed. */
export function exportRecordsCsv(db: Queryable, selection: RecordsSelection) {
  return csvStream(recordColumns(selection), readAllRecords(db, selection));
}
