import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bidScheduleRows,
  currentScheduleCell,
  groupMinHourlyBids,
  hourLabel,
  type MinHourlyBidRow,
  scheduleValueRange,
  WEEKDAYS,
} from '../src/index';

// Eastern value = weekday index × 100 + Eastern hour, so a cell tells where it was read from.
const rows: MinHourlyBidRow[] = Array.from({ length: 24 }, (_, hour) => ({
  campaign_type_id: 3,
  distance: 'long',
  hour,
  min_value: hour,
  ...(Object.fromEntries(WEEKDAYS.map((day, index) => [day, index * 100 + hour])) as Record<
    (typeof WEEKDAYS)[number],
    number
  >),
}));
const grouped = groupMinHourlyBids(rows);
const JANUARY = new Date('2026-01-14T17:00:00Z');
const cell = (zone: string, now: Date, day: (typeof WEEKDAYS)[number], hour: number) =>
  bidScheduleRows(grouped, 3, 'long', zone, now)[hour]?.cells[day];

describe('hourLabel', () => {
  it.each([
    [0, '12 AM'],
    [1, '1 AM'],
    [11, '11 AM'],
    [12, '12 PM'],
    [13, '1 PM'],
    [23, '11 PM'],
  ])('%i → %s', (hour, label) => {
    expect(hourLabel(hour)).toBe(label);
  });
});

describe('bidScheduleRows', () => {
  it('gives 24 labelled rows', () => {
    const result = bidScheduleRows(grouped, 3, 'long', 'America/Chicago', JANUARY);
    expect(result.map((r) => r.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(result[0]?.label).toBe('12 AM');
    expect(result[23]?.label).toBe('11 PM');
  });

  it('is the Eastern table itself in New York', () => {
    const result = bidScheduleRows(grouped, '3', 'long', 'America/New_York', JANUARY);
    expect(result[0]?.cells).toEqual({ mon: 0, tue: 100, wed: 200, thu: 300, fri: 400, sat: 500, sun: 600 });
    expect(result[17]?.cells.wed).toBe(217);
  });

  it.each([
    ['America/Los_Angeles', 'mon', 0, 3], // 0:00 Monday PT = 3:00 Monday ET
    ['America/Los_Angeles', 'mon', 21, 100], // 21:00 Monday PT = 0:00 Tuesday ET
    ['America/Los_Angeles', 'sun', 23, 2], // 23:00 Sunday PT = 2:00 Monday ET
    ['America/Chicago', 'fri', 5, 406],
    ['America/Denver', 'wed', 22, 300],
    ['Europe/London', 'mon', 0, 619], // ahead of Eastern: 0:00 Monday = 19:00 Sunday ET
    ['Europe/London', 'tue', 4, 23],
  ] as const)('in %s, %s %i:00 reads Eastern value %i', (zone, day, hour, value) => {
    expect(cell(zone, JANUARY, day, hour)).toBe(value);
  });

  it('honours daylight saving in the reference week', () => {
    // 16 March 2026: New York is on EDT, London still on GMT: 4 hours apart, not 5.
    expect(cell('Europe/London', new Date('2026-03-18T12:00:00Z'), 'mon', 0)).toBe(620);
    // Week of Sunday 8 March 2026: New York springs forward at 07:00 UTC, Los Angeles at 10:00 UTC.
    const week = new Date('2026-03-04T12:00:00Z');
    expect(cell('America/Los_Angeles', week, 'sat', 22)).toBe(601); // 06:00 UTC: still EST
    expect(cell('America/Los_Angeles', week, 'sat', 23)).toBe(603); // 07:00 UTC: New York jumps to 3:00 EDT
    expect(cell('America/Los_Angeles', week, 'sun', 0)).toBe(604);
    expect(cell('America/Los_Angeles', week, 'sun', 2)).toBe(606); // 2:00 PT does not exist: read at 3:00 PDT
    expect(cell('America/Los_Angeles', week, 'sun', 4)).toBe(607);
  });

  it('gives null cells without data for the type, the distance or the hour', () => {
    const partial = groupMinHourlyBids(rows.filter((r) => r.hour !== 5));
    expect(bidScheduleRows(partial, 3, 'long', 'America/New_York', JANUARY)[5]?.cells.mon).toBeNull();
    expect(bidScheduleRows(partial, 3, 'local', 'America/New_York', JANUARY)[0]?.cells.mon).toBeNull();
    expect(bidScheduleRows(partial, 99, 'long', 'America/New_York', JANUARY)[0]?.cells.sun).toBeNull();
  });

  it('rejects an unknown zone and an invalid now', () => {
    expect(() => bidScheduleRows(grouped, 3, 'long', 'Nope/Nope', JANUARY)).toThrow(RangeError);
    expect(() => bidScheduleRows(grouped, 3, 'long', 'America/Chicago', new Date(Number.NaN))).toThrow(
      RangeError,
    );
  });

  it('defaults the reference week to now', () => {
    expect(bidScheduleRows(grouped, 3, 'long', 'America/Chicago')).toHaveLength(24);
  });

  // Independent oracle: the Eastern weekday and hour of an instant, from Intl.
  const easternValue = (instant: Date) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'short',
      hour: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(instant);
    const weekday = parts.find((p) => p.type === 'weekday')?.value.toLowerCase() ?? '';
    const hour = Number(parts.find((p) => p.type === 'hour')?.value);
    return WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number]) * 100 + hour;
  };
  const WHOLE_HOUR_ZONES = [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Los_Angeles',
    'America/Phoenix',
    'Pacific/Honolulu',
    'Europe/London',
    'Asia/Tokyo',
  ];

  it('highlights the cell that holds the Eastern minimum in force right now', () => {
    const instants = fc.date({
      min: new Date('2020-01-01'),
      max: new Date('2031-12-31'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(fc.constantFrom(...WHOLE_HOUR_ZONES), instants, (zone, now) => {
        const { day, hour } = currentScheduleCell(zone, now);
        const repeated = [-1, 1].some(
          (shift) => currentScheduleCell(zone, new Date(now.getTime() + shift * 3.6e6)).hour === hour,
        );
        fc.pre(!repeated); // the second pass through a fall-back hour is shown as the first
        expect(cell(zone, now, day, hour)).toBe(easternValue(now));
      }),
      { numRuns: 300 },
    );
  });
});

describe('currentScheduleCell', () => {
  it('gives the weekday and hour in the zone', () => {
    expect(currentScheduleCell('America/Los_Angeles', new Date('2026-01-12T07:30:00Z'))).toEqual({
      day: 'sun',
      hour: 23,
    });
    expect(currentScheduleCell('America/New_York', new Date('2026-01-12T07:30:00Z'))).toEqual({
      day: 'mon',
      hour: 2,
    });
  });

  it('defaults to now and rejects unknown zones', () => {
    expect(WEEKDAYS).toContain(currentScheduleCell('America/Denver').day);
    expect(() => currentScheduleCell('Nope/Nope')).toThrow(RangeError);
  });
});

describe('scheduleValueRange', () => {
  it('gives the smallest and largest cell, ignoring empty cells', () => {
    expect(scheduleValueRange(bidScheduleRows(grouped, 3, 'long', 'America/New_York', JANUARY))).toEqual({
      min: 0,
      max: 623,
    });
  });

  it('gives null without data', () => {
    expect(scheduleValueRange(bidScheduleRows({}, 3, 'long', 'America/New_York', JANUARY))).toBeNull();
  });
});
