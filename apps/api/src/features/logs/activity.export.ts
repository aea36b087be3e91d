// The CSV export of the activity log: every matching change, newest first, human column headers.
import type { ActivityChangeEntry } from '@vanbid/contract';
import { ACTIVITY_KIND_LABELS, timeZoneLabel } from '@vanbid/domain';
import type { Queryable } from '../../platform/db/database';
import { type CsvColumn, csvStream, todayIn } from '../../platform/http/csv';
import { type ActivityFilters, listChanges } from './activity.queries';

/** Changes read per query while exporting (keyset batches on the id). */
export const EXPORT_BATCH_SIZE = 2000;

function dateIn(timeZone: string, iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

function activityColumns(timeZone: string): CsvColumn<ActivityChangeEntry>[] {
  return [
    { header: `Date (${timeZoneLabel(timeZone)})`, value: (entry) => dateIn(timeZone, entry.time) },
    { header: 'Who', value: (entry) => entry.who },
    { header: 'Kind', value: (entry) => ACTIVITY_KIND_LABELS[entry.kind] },
    { header: 'Change', value: (entry) => entry.description },
    { header: 'What', value: (entry) => entry.subject },
    { header: 'Before', value: (entry) => entry.before },
    { header: 'After', value: (entry) => entry.after },
  ];
}

export const activityFileName = (timeZone: string) => `vanbid-activity-${todayIn(timeZone)}.csv`;

export function exportActivityCsv(
  db: Queryable,
  accountId: number,
  query: ActivityFilters & { timezone: string },
  batchSize = EXPORT_BATCH_SIZE,
) {
  async function* batches() {
    let beforeId: number | undefined;
    for (;;) {
      const batch = await listChanges(db, accountId, query, { beforeId, limit: batchSize });
      if (batch.length > 0) yield batch;
      if (batch.length < batchSize) return;
      beforeId = batch.at(-1)!._id;
    }
  }
  return csvStream(activityColumns(query.timezone), batches());
}
