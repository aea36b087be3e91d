import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type CallRecord,
  type DataOf,
  exportRecords,
  getRecords,
  type LeadRecord,
  type StatisticsType,
} from '@vanbid/contract';
import { type FilterRule, formatFilter, mergePayoutZero, parseSort, payoutZeroFilters } from '@vanbid/domain';
import { apiFile, apiRequest } from '../../../lib/api-client';
import { statisticsKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export type RecordsPage = DataOf<typeof getRecords>;
export type LogRecord = CallRecord | LeadRecord;

export interface RecordsRequest {
  type: StatisticsType;
  rules: FilterRule[];
  sort: string;
  size: number;
  page: number;
  /** A cursor of the previous answer (next/previous page); `null` pages by number. */
  cursor: string | null;
  timezone: string;
}

function requestPage(
  request: RecordsRequest,
  rules: FilterRule[],
  cursor: string | null,
  signal?: AbortSignal,
) {
  const { type, sort, size, page, timezone } = request;
  const filter = formatFilter(rules);
  return apiRequest(getRecords, {
    query: { type, sort, size, page, filter, timezone, ...(cursor ? { cursor } : {}) },
    signal,
  });
}

/**
 * One page of records. A payout filter of zero asks for payout 0 and for no payout with the same
 * page, merges the rows in sort order and adds the totals (docs/product.md §5); such pages go by number.
 */
export async function fetchRecords(request: RecordsRequest, signal?: AbortSignal): Promise<RecordsPage> {
  const split = payoutZeroFilters(request.rules);
  if (!split) return requestPage(request, request.rules, request.cursor, signal);
  const [zero, none] = await Promise.all(split.map((rules) => requestPage(request, rules, null, signal)));
  const merged = mergePayoutZero(zero!, none!, parseSort(request.sort));
  return { ...merged, next_cursor: null, prev_cursor: null };
}

export function recordsQueryOptions(globalId: number, request: RecordsRequest) {
  return queryOptions({
    queryKey: [...statisticsKey(globalId), 'records', request] as const,
    queryFn: ({ signal }) => fetchRecords(request, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * A page of the log; `null` while the request cannot be made yet (no campaigns or days known).
 * Server events refresh it (`lib/live-updates.ts`).
 */
export function useRecords(request: RecordsRequest | null) {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    ...recordsQueryOptions(globalId, request ?? ({} as RecordsRequest)),
    enabled: request !== null && globalId > 0,
  });
}

export interface ExportRequest {
  type: StatisticsType;
  rules: FilterRule[];
  sort: string;
  timezone: string;
}

function fetchCsv(request: ExportRequest, rules: FilterRule[]): Promise<string> {
  const { type, sort, timezone } = request;
  return apiFile(exportRecords, { query: { type, sort, timezone, filter: formatFilter(rules) } }).then(
    (file) => file.text(),
  );
}

/**
 * The CSV the server writes of every matching record, saved as `fileName`; payout zero joins
 * the zero and the no-payout files (docs/product.md §6), the second without its header line.
 */
export async function fetchExportFile(request: ExportRequest, fileName: string): Promise<File> {
  const split = payoutZeroFilters(request.rules);
  const texts = split
    ? await Promise.all(split.map((rules) => fetchCsv(request, rules)))
    : [await fetchCsv(request, request.rules)];
  const [first = '', second] = texts;
  const rest = second === undefined ? '' : second.replace(/^\uFEFF?[^\n]*\n/, '');
  return new File([first + rest], fileName, { type: 'text/csv;charset=utf-8' });
}
