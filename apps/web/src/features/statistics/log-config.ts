// What differs between the call log, the lead log and the free branded calls.
import type { StatisticsType } from '@vanbid/contract';
import { type CampaignGroup, type ColumnFilterType, callStatusWords, type DatePreset } from '@vanbid/domain';
import { paths } from '../../config/paths';

/** A column filter the log offers (docs/product.md §5): a typed value or a choice of options. */
export interface ColumnFilterSpec {
  field: string;
  label: string;
  type: Extract<ColumnFilterType, 'text' | 'options'>;
  options?: readonly string[];
  /** An option in words (the codes stay the filter's values). */
  optionWords?: (option: string) => string;
}

const DISTANCE_WORDS: Record<string, string> = { local: 'Local', long: 'Long distance' };
const distanceWords = (option: string) => DISTANCE_WORDS[option] ?? option;

export interface LogConfig {
  type: StatisticsType;
  /** The campaigns offered in the campaign filter. */
  group: CampaignGroup;
  title: string;
  /** Plural noun of a record: "calls", "leads". */
  noun: string;
  columnFilters: readonly ColumnFilterSpec[];
  /** A fixed period instead of the header's (free branded calls: the last 30 days). */
  fixedPeriod?: DatePreset;
  /** The route's path for a period slug (the call and lead logs carry the period in the path). */
  pathFor?: (period: string) => string;
  /** Where one record opens (docs/product.md §5, "Lead and call detail"). */
  detailPath: (id: number) => string;
}

const CALL_FILTERS: readonly ColumnFilterSpec[] = [
  {
    field: 'status',
    label: 'Status',
    type: 'options',
    options: ['answered', 'missed', 'voicemail'],
    optionWords: callStatusWords,
  },
  {
    field: 'distance',
    label: 'Distance',
    type: 'options',
    options: ['local', 'long'],
    optionWords: distanceWords,
  },
  { field: 'caller_name', label: 'Caller', type: 'text' },
  { field: 'caller_phone', label: 'Caller phone', type: 'text' },
];

const LEAD_FILTERS: readonly ColumnFilterSpec[] = [
  {
    field: 'move_size',
    label: 'Move size',
    type: 'options',
    options: ['Studio', '1 bedroom', '2 bedrooms', '3 bedrooms', '4+ bedrooms', 'Office'],
  },
  {
    field: 'distance',
    label: 'Distance',
    type: 'options',
    options: ['local', 'long'],
    optionWords: distanceWords,
  },
  { field: 'last_name', label: 'Last name', type: 'text' },
  { field: 'email', label: 'E-mail', type: 'text' },
];

export const CALL_LOG: LogConfig = {
  type: 'calls',
  group: 'calls',
  title: 'Call log',
  noun: 'calls',
  columnFilters: CALL_FILTERS,
  pathFor: (period) => `/call-log/${period}`,
  detailPath: paths.callDetail.build,
};

export const LEAD_LOG: LogConfig = {
  type: 'leads',
  group: 'leads',
  title: 'Lead log',
  noun: 'leads',
  columnFilters: LEAD_FILTERS,
  pathFor: (period) => `/lead-log/${period}`,
  detailPath: paths.leadDetail.build,
};

export const FREE_BRANDED_CALLS: LogConfig = {
  type: 'branded',
  group: 'branded',
  title: 'Free branded calls',
  noun: 'branded calls',
  columnFilters: CALL_FILTERS,
  fixedPeriod: 'Last 30 days',
  detailPath: paths.callDetail.build,
};
