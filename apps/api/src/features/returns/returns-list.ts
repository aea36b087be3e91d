import type { DataOf, exportReturns, listReturns, ReturnRequest } from '@vanbid/contract';
import { type RETURN_STATUSES, RETURNS_PAGE_SIZE } from '@vanbid/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/database';
import { type CsvColumn, csvStream } from '../../platform/http/csv';
import { selectReturns, toWireReturn } from './returns.queries';

const EXPORT_BATCH = 1000;

type Selection = z.output<NonNullable<(typeof exportReturns)['query']>>;

function whereOf(accountId: number, selection: Selection): SQL {
  const parts = [sql`x.account_id = ${accountId}`];
  if (selection.status) parts.push(sql`x.status = ${selection.status}`);
  if (selection.kind) parts.push(sql`x.kind = ${selection.kind}`);
  if (selection.campaign_id) parts.push(sql`x.campaign_id = ${selection.campaign_id}`);
  return sql.join(parts, sql` and `);
}

/**
 * The selection's returns after the one with id `before` in the lists' order (newest asked
 * first, `selectReturns`): a cursor is a return's id, the order its time and id.
 */
function pageWhere(accountId: number, selection: Selection, before: number | null | undefined): SQL {
  if (!before) return whereOf(accountId, selection);
  return sql`${whereOf(accountId, selection)} and (x.created_at, x.id) < (
    select b.created_at, b.id from record_returns b where b.id = ${before} and b.account_id = ${accountId})`;
}

/** `GET /returns`: a page of the account's returns, newest first, and how many match. */
export async function listReturnsOf(
  db: Queryable,
  accountId: number,
  query: z.output<NonNullable<(typeof listReturns)['query']>>,
): Promise<DataOf<typeof listReturns>> {
  const [rows, total] = await Promise.all([
    selectReturns(db, pageWhere(accountId, query, query.before), RETURNS_PAGE_SIZE + 1),
    db.execute<{ count: string }>(
      sql`select count(*) as count from record_returns x where ${whereOf(accountId, query)}`,
    ),
  ]);
  const page = rows.slice(0, RETURNS_PAGE_SIZE).map(toWireReturn);
  return {
    returns: page,
    next_cursor: rows.length > RETURNS_PAGE_SIZE ? page[page.length - 1]!.id : null,
    total_items: Number(total.rows[0]!.count),
  };
}

const STATUS_WORDS: Record<(typeof RETURN_STATUSES)[number], string> = {
  pending: 'Pending',
  approved: 'Approved',
  refused: 'Refused',
};

const RETURN_CSV_COLUMNS: CsvColumn<ReturnRequest>[] = [
  { header: 'Return ID', value: (item) => item.id },
  { header: 'Requested (UTC)', value: (item) => item.requested_at },
  { header: 'Item', value: (item) => `${item.kind === 'lead' ? 'Lead' : 'Call'} #${item.record_id}` },
  { header: 'Campaign', value: (item) => item.campaign_name },
  { header: 'Reason', value: (item) => item.reason_label },
  { header: 'Note', value: (item) => item.note },
  { header: 'Amount (USD)', value: (item) => item.amount, isDollars: true },
  { header: 'Status', value: (item) => STATUS_WORDS[item.status] },
  { header: 'Decision', value: (item) => item.decision ?? '' },
  { header: 'Decided by', value: (item) => item.decided_by ?? '' },
  { header: 'Decided (UTC)', value: (item) => item.decided_at ?? '' },
];

/** `GET /returns/export`: every matching return as CSV, read in keyset batches. */
export function exportReturnsCsv(db: Queryable, accountId: number, selection: Selection) {
  async function* batches() {
    let before: number | null = null;
    for (;;) {
      const rows = await selectReturns(db, pageWhere(accountId, selection, before), EXPORT_BATCH);
      if (rows.length > 0) yield rows.map(toWireReturn);
      if (rows.length < EXPORT_BATCH) return;
      before = Number(rows[rows.length - 1]!.id);
    }
  }
  return csvStream(RETURN_CSV_COLUMNS, batches());
}
