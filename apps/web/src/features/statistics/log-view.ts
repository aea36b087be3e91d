// The filters of a log as they live in the URL (so a view can be shared and survives reload).
import {
  buildRecordsFilter,
  type ColumnFilters,
  DATE_PRESETS,
  type DatePreset,
  type DateRange,
  DEFAULT_RECORDS_SORT,
  type FilterRule,
  normalizeDay,
} from '@vanbid/domain';
import type { ColumnFilterSpec, LogConfig } from './log-config';

export interface LogView {
  /** Chosen campaigns; `null` means every campaign of the log's group. */
  campaignIds: number[] | null;
  campaignName: string;
  /** Dollars as typed (`''`: any payout; `'0'` asks for zero and no payout, docs/product.md §5). */
  payout: string;
  columnFilters: ColumnFilters;
  sort: string;
  page: number;
  /** The days of a Custom period (`yyyy/MM/dd`). */
  customRange: DateRange | null;
}

export const EMPTY_VIEW: LogView = {
  campaignIds: null,
  campaignName: '',
  payout: '',
  columnFilters: {},
  sort: DEFAULT_RECORDS_SORT,
  page: 1,
  customRange: null,
};

/** `'Last 30 days'` ↔ `'last-30-days'`, the period segment of `/call-log/:period?`. */
export function periodSlug(preset: DatePreset): string {
  return preset.toLowerCase().replaceAll(' ', '-');
}

export function presetOfSlug(slug: string | undefined): DatePreset | null {
  return DATE_PRESETS.find((preset) => periodSlug(preset) === slug) ?? null;
}

function readDay(value: string | null): string | null {
  if (!value) return null;
  try {
    return normalizeDay(value).replaceAll('-', '/');
  } catch {
    return null;
  }
}

function readIds(value: string | null): number[] | null {
  if (value === null) return null;
  return value
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

function readColumnFilters(params: URLSearchParams, specs: readonly ColumnFilterSpec[]): ColumnFilters {
  const off = new Set((params.get('off') ?? '').split(','));
  const filters: ColumnFilters = {};
  for (const spec of specs) {
    const text = params.get(`f.${spec.field}`) ?? '';
    const value =
      spec.type === 'options' ? text.split('|').filter((option) => spec.options?.includes(option)) : text;
    if (value.length === 0) continue;
    filters[spec.field] = {
      type: spec.type,
      value,
      filterOptions: spec.options ?? null,
      status: !off.has(spec.field),
    };
  }
  return filters;
}

export function readLogView(params: URLSearchParams, config: Pick<LogConfig, 'columnFilters'>): LogView {
  const payout = params.get('payout') ?? '';
  const page = Number(params.get('page') ?? '1');
  const [from, to] = [readDay(params.get('from')), readDay(params.get('to'))];
  return {
    campaignIds: readIds(params.get('campaigns')),
    campaignName: params.get('q') ?? '',
    payout: payout !== '' && Number.isFinite(Number(payout)) ? payout : '',
    columnFilters: readColumnFilters(params, config.columnFilters),
    sort: params.get('sort') || DEFAULT_RECORDS_SORT,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    customRange: from && to ? { from, to } : null,
  };
}

/** The search string of a view; defaults are left out. */
export function writeLogView(view: LogView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.customRange) {
    params.set('from', view.customRange.from.replaceAll('/', '-'));
    params.set('to', view.customRange.to.replaceAll('/', '-'));
  }
  if (view.campaignIds) params.set('campaigns', view.campaignIds.join(','));
  if (view.campaignName) params.set('q', view.campaignName);
  if (view.payout) params.set('payout', view.payout);
  const off: string[] = [];
  for (const [field, filter] of Object.entries(view.columnFilters)) {
    const value = Array.isArray(filter.value) ? filter.value.join('|') : (filter.value ?? '');
    if (value === '') continue;
    params.set(`f.${field}`, String(value));
    if (!filter.status) off.push(field);
  }
  if (off.length > 0) params.set('off', off.join(','));
  if (view.sort !== DEFAULT_RECORDS_SORT) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The filter rules of the view for the days of `range` (docs/product.md §5). */
export function viewRules(view: LogView, range: DateRange, allCampaignIds: readonly number[]): FilterRule[] {
  return buildRecordsFilter({
    from: range.from,
    to: range.to,
    campaignIds: view.campaignIds ?? allCampaignIds,
    campaignName: view.campaignName,
    columnFilters: view.columnFilters,
    payout: view.payout === '' ? null : Number(view.payout),
  });
}

/** The filters' button on a phone, with how many are on ("Filters · 2 on"). */
export function filtersLabel(view: LogView): string {
  const on =
    (view.campaignIds?.length ? 1 : 0) +
    (view.campaignName.trim() ? 1 : 0) +
    (view.payout.trim() ? 1 : 0) +
    Object.keys(view.columnFilters).length;
  return on === 0 ? 'Filters' : `Filters · ${on} on`;
}
