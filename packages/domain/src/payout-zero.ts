// The payout-zero rule: ask for payout = 0 and payout null, then merge (docs/product.md §5, "Payout zero").
import type { FilterRule } from './filter-language';
import { sumDollars } from './money';
import type { SortSpec } from './sort';

export type RecordsPage<R> = { records: R[]; total_items: number; monetary_value: number };

function isPayoutZero(rule: FilterRule): boolean {
  return (
    rule.field === 'payout' && rule.operator === 'eq' && rule.value.trim() !== '' && Number(rule.value) === 0
  );
}

/**
 * For rules holding `payout:eq:0`, the two rule lists to request: the rules as they are, and
 * the same rules with that rule replaced by `payout:null`. `null` when there is no such rule.
 */
export function payoutZeroFilters(rules: readonly FilterRule[]): [FilterRule[], FilterRule[]] | null {
  const index = rules.findIndex(isPayoutZero);
  if (index === -1) return null;
  const withNull = rules.map(
    (rule, at): FilterRule => (at === index ? { field: 'payout', operator: 'null' } : rule),
  );
  return [[...rules], withNull];
}

function compareValues(x: unknown, y: unknown): number {
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  const [a, b] = [String(x), String(y)];
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareBy(sort: SortSpec) {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (left: object, right: object): number => {
    const x: unknown = (left as Record<string, unknown>)[sort.field];
    const y: unknown = (right as Record<string, unknown>)[sort.field];
    const [xMissing, yMissing] = [x === undefined || x === null, y === undefined || y === null];
    if (xMissing || yMissing) return Number(xMissing) - Number(yMissing);
    return sign * compareValues(x, y);
  };
}

/**
 * Merges the answers for `payout:eq:0` and `payout:null`: records in `sort` order (default
 * `time_created` desc; records without the field last; ties keep `a` before `b`), totals added,
 * money added in cents.
 */
export function mergePayoutZero<R extends object>(
  a: RecordsPage<R>,
  b: RecordsPage<R>,
  sort: SortSpec = { field: 'time_created', direction: 'desc' },
): RecordsPage<R> {
  return {
    records: [...a.records, ...b.records].sort(compareBy(sort)),
    total_items: a.total_items + b.total_items,
    monetary_value: sumDollars([a.monetary_value, b.monetary_value]),
  };
}
