// The exact SQL the API runs for a getRecords request, rendered with its parameters inlined for pgbench.
import { buildRecordsFilter, formatFilter } from '@vanbid/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import utils from 'pg/lib/utils.js';
import { decodeCursor } from '../../apps/api/src/features/statistics/record-sort.ts';
import {
  rawTotalsQuery,
  recordsPageQuery,
  recordsTotalsQuery,
} from '../../apps/api/src/features/statistics/statistics.queries.ts';
import { selectRecords } from '../../apps/api/src/features/statistics/statistics.service.ts';

const dialect = new PgDialect();

/** Parameters become quoted literals (untyped, as bound parameters are), so the plan is the same. */
export function inlineSql(query) {
  const { sql, params } = dialect.sqlToQuery(query);
  const text = sql.replace(/\$(\d+)/g, (_, number) =>
    pg.escapeLiteral(String(utils.prepareValue(params[Number(number) - 1]))),
  );
  return `${text.replace(/\s*\n\s*/g, ' ')};\n`;
}

/** The filter the web client sends for a day range and campaigns (docs/product.md §5). */
export function recordsFilter({ from, to, campaignIds }) {
  return formatFilter(buildRecordsFilter({ from, to, campaignIds }));
}

/** Page and totals statements of one request, and the raw totals (`cursor`: a next_cursor the API gave; else offset paging). */
export function requestSql({ accountId, filter, timezone, size, page = 1, cursor = null }) {
  const selection = selectRecords(accountId, { type: 'calls', sort: 'time_created:desc', filter, timezone });
  const window = {
    limit: size + 1,
    offset: cursor ? 0 : (page - 1) * size,
    cursor: cursor ? decodeCursor(selection.sort, cursor) : null,
  };
  return {
    page: inlineSql(recordsPageQuery(selection, window)),
    /** What the API runs for the totals (the hourly roll-up for this filter). */
    totals: inlineSql(recordsTotalsQuery(selection)),
    /** The same totals straight over call_records: the "raw SQL" of the totals target. */
    rawTotals: inlineSql(rawTotalsQuery(selection)),
  };
}
