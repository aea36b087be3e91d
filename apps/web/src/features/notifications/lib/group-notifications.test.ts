import type { Notification } from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { groupNotifications } from './group-notifications';

let nextId = 1;
const TITLES: Record<string, string> = {
  daily_limit_reached: 'Daily limit reached',
  weekly_cap_reached: 'Weekly cap reached',
  out_of_funds: 'Out of funds',
};
const notice = (
  type: string,
  campaignId: number | null,
  createdAt: string,
  title = TITLES[type] ?? type,
): Notification => ({
  _id: nextId,
  id: nextId++,
  type,
  title,
  body: '',
  priority: 2,
  campaignId,
  is_read: false,
  createdAt,
});

describe('groupNotifications', () => {
  it('groups repeated notices of a day into one, counting the campaigns', () => {
    const groups = groupNotifications(
      [
        notice('daily_limit_reached', 1, '2026-11-26T20:00:00Z'),
        notice('daily_limit_reached', 2, '2026-11-26T18:00:00Z'),
        notice('daily_limit_reached', 3, '2026-11-26T16:00:00Z'),
        notice('out_of_funds', null, '2026-11-26T15:00:00Z'),
        notice('daily_limit_reached', 1, '2026-11-25T16:00:00Z'),
      ],
      'America/New_York',
    );
    expect(groups.map((group) => [group.title, group.notifications.length])).toEqual([
      ['Daily limit reached on 3 campaigns', 3],
      ['Out of funds', 1],
      ['Daily limit reached', 1],
    ]);
  });

  it('groups weekly caps reached like daily limits, apart from them', () => {
    const groups = groupNotifications(
      [
        notice('weekly_cap_reached', 4, '2026-11-26T20:00:00Z'),
        notice('weekly_cap_reached', 5, '2026-11-26T19:00:00Z'),
        notice('daily_limit_reached', 6, '2026-11-26T18:00:00Z'),
      ],
      'America/New_York',
    );
    expect(groups.map((group) => group.title)).toEqual([
      'Weekly cap reached on 2 campaigns',
      'Daily limit reached',
    ]);
  });

  it('keeps notices about different things apart, even of one type on one day', () => {
    const groups = groupNotifications(
      [
        notice('return_decided', 7, '2026-11-26T20:00:00Z', 'Return refused: Call #173'),
        notice('return_decided', 8, '2026-11-26T19:00:00Z', 'Return approved — $12.50 credited'),
        notice('return_decided', 9, '2026-11-26T18:00:00Z', 'Return approved — $12.50 credited'),
      ],
      'America/New_York',
    );
    expect(groups.map((group) => group.title)).toEqual([
      'Return refused: Call #173',
      'Return approved — $12.50 credited on 2 campaigns',
    ]);
  });
});
