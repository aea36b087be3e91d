// The CSV export of the transactions list: every matching billed item, human column headers.
import {
  BILLED_ITEM_STATUS_LABELS,
  BILLED_ITEM_TYPE_LABELS,
  type BilledItem,
  type exportBilledItems,
} from '@vanbid/contract';
import { timeZoneLabel } from '@vanbid/domain';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/database';
import { type CsvColumn, csvStream, todayIn } from '../../platform/http/csv';
import { type BilledItemsKey, compileBilledItemsQuery } from './billed-items.filter';
import { listBilledItemsAfter } from './billed-items.queries';

export type BilledItemsExportQuery = z.output<NonNullable<(typeof exportBilledItems)['query']>>;

/** Items read per query while exporting (keyset batches: no long transaction, no offset). */
export const EXPORT_BATCH_SIZE = 2000;

/** The columns as people read them; the amount is signed (money out of the wallet is negative). */
function billedItemColumns(timeZone: string): CsvColumn<BilledItem>[] {
  return [
    { header: 'Transaction ID', value: (item) => item.id },
    { header: `Date (${timeZoneLabel(timeZone)})`, value: (item) => item.timestamp },
    { header: 'Type', value: (item) => BILLED_ITEM_TYPE_LABELS[item.type] },
    { header: 'Description', value: (item) => item.description },
    { header: 'Campaign', value: (item) => item.campaign },
    { header: 'Payment method', value: (item) => item.payment_method ?? 'Wallet' },
    {
      header: 'Amount (USD)',
      value: (item) => (item.direction === 'in' ? item.amount : -item.amount),
      isDollars: true,
    },
    { header: 'Balance after (USD)', value: (item) => item.balance_after, isDollars: true },
    { header: 'Status', value: (item) => BILLED_ITEM_STATUS_LABELS[item.status] },
  ];
}

export const exportFileName = (query: BilledItemsExportQuery) =>
  `vanbid-transactions-${todayIn(query.timezone)}.csv`;

/**
 * Every item of the account matching the query, as a CSV stream. The filter and sort are
 * compiled first, so a bad one is the JSON 400 before the download starts.
 */
export function exportBilledItemsCsv(
  db: Queryable,
  accountId: number,
  query: BilledItemsExportQuery,
  batchSize = EXPORT_BATCH_SIZE,
) {
  const compiled = compileBilledItemsQuery(query.filter, query.sort, query.timezone);
  async function* batches() {
    let last: BilledItemsKey | null = null;
    for (;;) {
      const batch = await listBilledItemsAfter(db, accountId, query.timezone, compiled, {
        last,
        limit: batchSize,
      });
      if (batch.items.length > 0) yield batch.items;
      if (batch.items.length < batchSize) return;
      last = batch.last;
    }
  }
  return csvStream(billedItemColumns(query.timezone), batches());
}
