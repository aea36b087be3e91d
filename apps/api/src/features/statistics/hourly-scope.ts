// Which filters the hourly roll-up (call_record_hours) can total: time bounds and campaigns only.
import type { FilterRule } from '@vanbid/domain';
import type { SQL } from 'drizzle-orm';
import { secondEnd, secondStart } from './datetime-bounds';

/** From (inclusive) and until (exclusive) instants and the campaign condition; null parts are open. */
export interface HourlyScope {
  from: SQL | null;
  until: SQL | null;
  campaigns: SQL | null;
}

/**
 * The scope of a filter made of at most one `time_created:gte`, one `time_created:lte` and one
 * `phone_company_id` `in`/`eq` rule (what the call log sends); null for any other filter.
 * `conditions` are the compiled rules, in the same order.
 */
export function hourlyScopeOf(rules: FilterRule[], conditions: SQL[], timeZone: string): HourlyScope | null {
  const scope: HourlyScope = { from: null, until: null, campaigns: null };
  for (const [index, rule] of rules.entries()) {
    const isTime = rule.field === 'time_created';
    if (isTime && rule.operator === 'gte' && !scope.from) scope.from = secondStart(rule.value, timeZone);
    else if (isTime && rule.operator === 'lte' && !scope.until) scope.until = secondEnd(rule.value, timeZone);
    else if (rule.field === 'phone_company_id' && ['in', 'eq'].includes(rule.operator) && !scope.campaigns) {
      scope.campaigns = conditions[index]!;
    } else return null;
  }
  return scope;
}
