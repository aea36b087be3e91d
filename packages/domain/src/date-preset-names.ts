// The period selector's presets (docs/product.md §5, "Periods"): names only, without the date
// arithmetic of date-presets.ts, so that a page choosing a preset does not load date-fns.
export const DATE_PRESETS = [
  'Today',
  'Yesterday',
  'This week',
  'This month',
  'Last week',
  'Last month',
  'Last 7 days',
  'Last 30 days',
  'Custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export const DEFAULT_PERIOD: DatePreset = 'Today';
/** Days as `yyyy/MM/dd`, both inclusive. */
export type DateRange = { from: string; to: string };

export function isDatePreset(value: unknown): value is DatePreset {
  return DATE_PRESETS.some((preset) => preset === value);
}
