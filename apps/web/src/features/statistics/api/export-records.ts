import { exportRecords, type StatisticsType } from '@vanbid/contract';
import { type FilterRule, formatFilter, payoutZeroFilters } from '@vanbid/domain';
import { env } from '../../../config/env';
import { ApiError, parseError } from '../../../lib/api-error';
import { getSession } from '../../../lib/session';

export interface ExportRequest {
  type: StatisticsType;
  rules: FilterRule[];
  sort: string;
  timezone: string;
}

async function fetchCsv(request: ExportRequest, rules: FilterRule[]): Promise<string> {
  const session = getSession();
  const query = new URLSearchParams({
    type: request.type,
    sort: request.sort,
    filter: formatFilter(rules),
    timezone: request.timezone,
    ...(session ? { globalId: String(session.globalId) } : {}),
  });
  const response = await fetch(`${env.apiBase}${exportRecords.path}?${query}`, {
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
  }).catch(() => {
    throw new ApiError(0, 'NETWORK', 'We could not reach Vanbid. Check your connection and try again.');
  });
  if (!response.ok) throw parseError(response.status, await response.json().catch(() => undefined));
  return response.text();
}

/** The CSV of every matching record; payout zero joins the zero and no-payout files (docs/product.md §5). */
export async function fetchExportCsv(request: ExportRequest): Promise<string> {
  const split = payoutZeroFilters(request.rules);
  if (!split) return fetchCsv(request, request.rules);
  const [zero, none] = await Promise.all(split.map((rules) => fetchCsv(request, rules)));
  const withoutHeader = none!.replace(/^\uFEFF?[^\n]*\n/, '');
  return zero! + withoutHeader;
}

/** Saves `text` as a file the browser downloads. */
export function saveFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
