// The `filter` of getRecords and getListOfBilledItems (docs/product.md §5).
import { buildColumnFilterRules, type ColumnFilters } from './column-filters';
import { dayEndTime, dayStartTime } from './day-bounds';
import type { FilterRule } from './filter-language';

export type RecordsFilterInput = {
  /** First day, `yyyy/MM/dd` or `yyyy-MM-dd`; no lower bound when absent. */
  from?: string | null;
  /** Last day, inclusive; no upper bound when absent. */
  to?: string | null;
  campaignIds?: readonly (string | number)[] | null;
  campaignName?: string | null;
  columnFilters?: ColumnFilters | null;
  /** `undefined`/`null`: no payout rule; a number: `payout:eq:<n>` (for 0 see `payoutZeroFilters`). */
  payout?: number | null;
};

function dayRangeRules(field: string, from?: string | null, to?: string | null): FilterRule[] {
  const rules: FilterRule[] = [];
  if (from) rules.push({ field, operator: 'gte', value: dayStartTime(from) });
  if (to) rules.push({ field, operator: 'lte', value: dayEndTime(to) });
  return rules;
}

function payoutRules(payout: number | null | undefined): FilterRule[] {
  if (payout === undefined || payout === null) return [];
  if (!Number.isFinite(payout)) throw new RangeError(`Not a payout: ${payout}`);
  return [{ field: 'payout', operator: 'eq', value: String(payout) }];
}

/**
 * Call and lead records: `time_created` from the start of `from` to the end of `to`,
 * `phone_company_id in` the campaign ids (`0` when none), `campaign_name like` when given,
 * the column filters that are on (option lists as like), then payout.
 */
export function buildRecordsFilter(input: RecordsFilterInput): FilterRule[] {
  const ids = (input.campaignIds ?? []).map(String);
  const name = input.campaignName?.trim() ?? '';
  return [
    ...dayRangeRules('time_created', input.from, input.to),
    { field: 'phone_company_id', operator: 'in', values: ids.length > 0 ? ids : ['0'] },
    ...(name === '' ? [] : [{ field: 'campaign_name', operator: 'like', value: name } as const]),
    ...buildColumnFilterRules(input.columnFilters, 'records'),
    ...payoutRules(input.payout),
  ];
}

export type BilledItemsFilterInput = Pick<RecordsFilterInput, 'from' | 'to' | 'columnFilters'>;

/** Billed items: `timestamp` from the start of `from` to the end of `to`, then the column filters (option lists as eq). */
export function buildBilledItemsFilter(input: BilledItemsFilterInput): FilterRule[] {
  return [
    ...dayRangeRules('timestamp', input.from, input.to),
    ...buildColumnFilterRules(input.columnFilters, 'billedItems'),
  ];
}
