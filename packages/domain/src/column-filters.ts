// Column filters of the statistics and billed-items tables (docs/product.md §5, "Column filters").
import { dayEndTime, dayStartTime } from './day-bounds';
import type { FilterRule } from './filter-language';

export const COLUMN_FILTER_TYPES = ['text', 'date', 'options'] as const;
/** `text`: a typed value; `date`: a fromDate/toDate range; `options`: a choice from `filterOptions`. */
export type ColumnFilterType = (typeof COLUMN_FILTER_TYPES)[number];
export type ColumnFilter = {
  type: ColumnFilterType;
  value?: string | readonly string[] | null;
  fromDate?: string | null;
  toDate?: string | null;
  filterOptions?: readonly string[] | null;
  status: boolean;
};
/** Column filters keyed by the field they filter (`campaign_name`, `status`, ...). */
export type ColumnFilters = Record<string, ColumnFilter>;
/** Option lists match with `like` on call/lead records and with `eq` on billed items. */
export type ColumnFilterTarget = 'records' | 'billedItems';

function dateRules(field: string, filter: ColumnFilter): FilterRule[] {
  const rules: FilterRule[] = [];
  if (filter.fromDate) rules.push({ field, operator: 'gte', value: dayStartTime(filter.fromDate) });
  if (filter.toDate) rules.push({ field, operator: 'lte', value: dayEndTime(filter.toDate) });
  return rules;
}

function optionRules(field: string, filter: ColumnFilter, target: ColumnFilterTarget): FilterRule[] {
  const chosen = (typeof filter.value === 'string' ? [filter.value] : (filter.value ?? [])).filter(Boolean);
  const [only] = chosen;
  if (only === undefined) return [];
  if (chosen.length > 1) return [{ field, operator: 'in', values: [...chosen] }];
  return [{ field, operator: target === 'records' ? 'like' : 'eq', value: only }];
}

function columnRules(field: string, filter: ColumnFilter, target: ColumnFilterTarget): FilterRule[] {
  if (filter.type === 'date') return dateRules(field, filter);
  if (filter.type === 'options') return optionRules(field, filter, target);
  const text = typeof filter.value === 'string' ? filter.value.trim() : '';
  return text === '' ? [] : [{ field, operator: 'like', value: text }];
}

/**
 * Rules for the column filters whose `status` is on, in key order: a date range → gte (start of
 * `fromDate`) and lte (end of `toDate`); a text value → like (trimmed); a chosen option → like
 * for records, eq for billed items; several chosen options → in. Empty filters give no rule.
 */
export function buildColumnFilterRules(
  filters: ColumnFilters | null | undefined,
  target: ColumnFilterTarget,
): FilterRule[] {
  return Object.entries(filters ?? {}).flatMap(([field, filter]) =>
    filter.status ? columnRules(field, filter, target) : [],
  );
}
