import { type ActivityChange, describeHours, formatUsd } from '@vanbid/domain';
import type { campaigns } from '../../platform/db/schema/index';
import type { CampaignChanges } from './campaigns.queries';

type CampaignBefore = Pick<
  typeof campaigns.$inferSelect,
  | 'nickname'
  | 'isActive'
  | 'leadsLimitCents'
  | 'weeklyCapCents'
  | 'monthlyCapCents'
  | 'concurrentCalls'
  | 'timeoutSeconds'
  | 'bidPercent'
  | 'hours'
>;
const cap = (cents: number | null | undefined) => (cents == null ? 'No cap' : formatUsd(cents));

const status = (isActive: boolean) => (isActive ? 'Active' : 'Paused');
const seconds = (value: number) => `${value} s`;

/**
 * A campaign's settings change in words, one entry a setting, for the activity log; `area` is
 * where it buys before and after, when the change sets it (logged only when the words differ).
 */
export function campaignChangesInWords(
  before: CampaignBefore,
  changes: CampaignChanges,
  area: { before: string; after: string } | null = null,
): ActivityChange[] {
  const subject = changes.nickname ?? before.nickname;
  const words: ActivityChange[] = [];
  const add = (field: ActivityChange['field'], from: string, to: string) =>
    words.push({ field, subject, before: from, after: to });
  if (changes.nickname !== undefined)
    words.push({ field: 'campaign_name', subject: null, before: before.nickname, after: changes.nickname });
  if (changes.isActive !== undefined) add('status', status(before.isActive), status(changes.isActive));
  if (changes.bidPercent !== undefined) add('bid', `${before.bidPercent}%`, `${changes.bidPercent}%`);
  if (changes.leadsLimitCents !== undefined)
    add('daily_limit', formatUsd(before.leadsLimitCents), formatUsd(changes.leadsLimitCents));
  if (changes.weeklyCapCents !== undefined && changes.weeklyCapCents !== before.weeklyCapCents)
    add('weekly_cap', cap(before.weeklyCapCents), cap(changes.weeklyCapCents));
  if (changes.monthlyCapCents !== undefined && changes.monthlyCapCents !== before.monthlyCapCents)
    add('monthly_cap', cap(before.monthlyCapCents), cap(changes.monthlyCapCents));
  if (changes.hours !== undefined) add('hours', describeHours(before.hours), describeHours(changes.hours));
  if (area && area.before !== area.after) add('area', area.before, area.after);
  if (changes.concurrentCalls !== undefined)
    add('concurrent_calls', String(before.concurrentCalls), String(changes.concurrentCalls));
  if (changes.timeoutSeconds !== undefined)
    add('call_timeout', seconds(before.timeoutSeconds), seconds(changes.timeoutSeconds));
  return words;
}
