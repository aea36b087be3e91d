import type { brandedPoints, DataOf } from '@vanbid/contract';

/**
 * The month's free branded calls in words: "7 of 10 free this month", and past them that branded
 * calls still cost nothing (the engine never charges one, docs/product.md §4).
 */
export function brandedAllowanceText(points: DataOf<typeof brandedPoints>): string {
  const { points: used, freeCallsPerMonth: free } = points;
  if (used <= free) return `${used} of ${free} free this month`;
  return `${used} this month (${free} free a month; branded calls are never charged)`;
}
