import { describe, expect, it } from 'vitest';
import { friendlyBucket, friendlyDateTime } from '../src/index';

// 2026-11-22 20:00 Eastern.
const NOW = new Date('2026-11-23T01:00:00Z');

describe('friendlyDateTime', () => {
  it('says Today and Yesterday in the chosen zone', () => {
    expect(friendlyDateTime('2026-11-22 15:02:11', 'America/New_York', NOW)).toBe('Today 3:02 PM');
    expect(friendlyDateTime('2026-11-21 00:05:00', 'America/New_York', NOW)).toBe('Yesterday 12:05 AM');
  });

  it('follows the zone: in Pacific time it is still the 22nd', () => {
    expect(friendlyDateTime('2026-11-22 12:00:00', 'America/Los_Angeles', NOW)).toBe('Today 12:00 PM');
  });

  it('gives month and day this year, and the year otherwise', () => {
    expect(friendlyDateTime('2026-11-20 09:30:00', 'America/New_York', NOW)).toBe('Nov 20, 9:30 AM');
    expect(friendlyDateTime('2025-12-31 23:59:59', 'America/New_York', NOW)).toBe('Dec 31, 2025, 11:59 PM');
  });

  it('says the day of each moment and zone asked, one after the other', () => {
    const lastMinute = new Date('2026-11-23T04:59:30Z'); // 23:59:30 Eastern on the 22nd
    const nextMinute = new Date('2026-11-23T05:00:30Z'); // 00:00:30 Eastern on the 23rd
    expect(friendlyDateTime('2026-11-22 23:00:00', 'America/New_York', lastMinute)).toBe('Today 11:00 PM');
    expect(friendlyDateTime('2026-11-22 23:00:00', 'America/New_York', nextMinute)).toBe(
      'Yesterday 11:00 PM',
    );
    expect(friendlyDateTime('2026-11-22 23:00:00', 'America/Los_Angeles', nextMinute)).toBe('Today 11:00 PM');
    expect(friendlyDateTime('2026-11-22 23:00:00', 'America/New_York', lastMinute)).toBe('Today 11:00 PM');
  });

  it('leaves an unreadable value as it is', () => {
    expect(friendlyDateTime('soon', 'America/New_York', NOW)).toBe('soon');
  });
});

describe('friendlyBucket', () => {
  it('names a day and an hour of the dashboards’ charts', () => {
    expect(friendlyBucket('2026-11-02')).toBe('Nov 2');
    expect(friendlyBucket('2026-11-22 00:00')).toBe('Nov 22, 12 AM');
    expect(friendlyBucket('2026-11-22 15:00')).toBe('Nov 22, 3 PM');
    expect(friendlyBucket('week 3')).toBe('week 3');
  });
});
