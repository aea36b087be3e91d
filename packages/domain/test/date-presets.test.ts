import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, type DatePreset, DEFAULT_PERIOD, datePresetRange, isDatePreset } from '../src/index';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('datePresetRange: table', () => {
  // Wednesday 2026-11-18, 10:00 in New York.
  const now = at('2026-11-18T15:00:00Z');
  it.each([
    ['Today', '2026/11/18', '2026/11/18'],
    ['Yesterday', '2026/11/17', '2026/11/17'],
    ['This week', '2026/11/16', '2026/11/18'],
    ['This month', '2026/11/01', '2026/11/18'],
    ['Last week', '2026/11/09', '2026/11/15'],
    ['Last month', '2026/10/01', '2026/10/31'],
    ['Last 7 days', '2026/11/11', '2026/11/18'],
    ['Last 30 days', '2026/10/19', '2026/11/18'],
  ] as const)('%s → %s to %s', (preset, from, to) => {
    expect(datePresetRange(preset, NY, now)).toEqual({ from, to });
  });

  it('gives null for Custom', () => {
    expect(datePresetRange('Custom', NY, now)).toBeNull();
  });

  it('uses the zone’s own day: 02:00 UTC is still yesterday in Los Angeles', () => {
    const instant = at('2026-01-01T02:00:00Z');
    expect(datePresetRange('Today', 'America/Los_Angeles', instant)).toEqual({
      from: '2025/12/31',
      to: '2025/12/31',
    });
    expect(datePresetRange('Today', 'Asia/Tokyo', instant)).toEqual({ from: '2026/01/01', to: '2026/01/01' });
  });

  it('crosses a year end: Last month in January is December', () => {
    expect(datePresetRange('Last month', NY, at('2027-01-05T12:00:00Z'))).toEqual({
      from: '2026/12/01',
      to: '2026/12/31',
    });
  });

  it('handles a leap February and a Sunday (the week starts Monday)', () => {
    const sunday = at('2024-03-03T17:00:00Z');
    expect(datePresetRange('Last month', NY, sunday)).toEqual({ from: '2024/02/01', to: '2024/02/29' });
    expect(datePresetRange('This week', NY, sunday)).toEqual({ from: '2024/02/26', to: '2024/03/03' });
  });

  it('keeps the days on the DST change days', () => {
    // 2024-03-10 03:30 EDT, minutes after the spring-forward gap.
    expect(datePresetRange('Last 7 days', NY, at('2024-03-10T07:30:00Z'))).toEqual({
      from: '2024/03/03',
      to: '2024/03/10',
    });
    // 2024-11-03 01:30 EST, the repeated hour.
    expect(datePresetRange('Yesterday', NY, at('2024-11-03T06:30:00Z'))).toEqual({
      from: '2024/11/02',
      to: '2024/11/02',
    });
  });

  it('rejects an unknown zone, an invalid instant and an unknown preset', () => {
    expect(() => datePresetRange('Today', 'Mars/Olympus', new Date())).toThrow(RangeError);
    expect(() => datePresetRange('Today', NY, new Date(Number.NaN))).toThrow(RangeError);
    expect(() => datePresetRange('Someday' as DatePreset, NY, new Date())).toThrow(/Unknown date preset/);
  });

  it('defaults to now', () => {
    expect(datePresetRange('Today', NY)).not.toBeNull();
  });
});

describe('DATE_PRESETS', () => {
  it('gives every preset but Custom a range, Custom none, with Today as the default', () => {
    const now = at('2026-11-18T15:00:00Z');
    for (const preset of DATE_PRESETS) {
      const range = datePresetRange(preset, NY, now);
      expect({ preset, hasRange: range !== null }).toEqual({ preset, hasRange: preset !== 'Custom' });
    }
    expect(DATE_PRESETS).toHaveLength(9);
    expect(DEFAULT_PERIOD).toBe('Today');
    expect(isDatePreset('Last week')).toBe(true);
    expect(isDatePreset('last week')).toBe(false);
  });
});

// An independent oracle: the zone's calendar day from Intl, then plain UTC calendar arithmetic.
const DAY_MS = 86_400_000;
function zoneToday(now: Date, zone: string): number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1);
}
const dayText = (utc: number) => new Date(utc).toISOString().slice(0, 10).replaceAll('-', '/');
const parseDay = (text: string) =>
  Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8)));
const daysBetween = (from: string, to: string) => Math.round((parseDay(to) - parseDay(from)) / DAY_MS);
const mondayIndex = (utc: number) => (new Date(utc).getUTCDay() + 6) % 7;

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'Europe/London',
  'America/Santiago',
  'Asia/Beirut',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];
// 2020–2031, with extra weight around DST changes and month ends.
const instants = fc.oneof(
  fc.date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2031-12-31T23:59:59Z'),
    noInvalidDate: true,
  }),
  fc
    .record({
      year: fc.integer({ min: 2020, max: 2031 }),
      month: fc.constantFrom(0, 2, 3, 9, 10, 11),
      day: fc.constantFrom(1, 2, 3, 7, 8, 9, 10, 28, 29, 30, 31),
      minutes: fc.integer({ min: -26 * 60, max: 26 * 60 }),
    })
    .map(({ year, month, day, minutes }) => new Date(Date.UTC(year, month, day) + minutes * 60_000)),
);

describe('datePresetRange: properties', () => {
  it('gives valid days with from ≤ to and to ≤ today', () => {
    const presets = fc.constantFrom(...DATE_PRESETS.filter((p) => p !== 'Custom'));
    fc.assert(
      fc.property(presets, fc.constantFrom(...ZONES), instants, (preset, zone, now) => {
        const range = datePresetRange(preset, zone, now)!;
        const today = dayText(zoneToday(now, zone));
        for (const day of [range.from, range.to]) expect(dayText(parseDay(day))).toBe(day);
        expect(range.from <= range.to).toBe(true);
        expect(range.to <= today).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('matches calendar arithmetic for every preset', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instants, (zone, now) => {
        const today = zoneToday(now, zone);
        const range = (preset: DatePreset) => datePresetRange(preset, zone, now)!;
        const todayText = dayText(today);
        expect(range('Today')).toEqual({ from: todayText, to: todayText });
        expect(range('Yesterday').from).toBe(dayText(today - DAY_MS));
        expect(range('Last 7 days')).toEqual({ from: dayText(today - 7 * DAY_MS), to: todayText });
        expect(daysBetween(range('Last 7 days').from, range('Last 7 days').to) + 1).toBe(8);
        expect(daysBetween(range('Last 30 days').from, todayText)).toBe(30);
        const monday = today - mondayIndex(today) * DAY_MS;
        expect(range('This week')).toEqual({ from: dayText(monday), to: todayText });
        expect(range('Last week')).toEqual({
          from: dayText(monday - 7 * DAY_MS),
          to: dayText(monday - DAY_MS),
        });
        const first = new Date(today);
        first.setUTCDate(1);
        expect(range('This month')).toEqual({ from: dayText(first.getTime()), to: todayText });
        const lastMonthEnd = first.getTime() - DAY_MS;
        const lastMonthStart = new Date(lastMonthEnd);
        lastMonthStart.setUTCDate(1);
        expect(range('Last month')).toEqual({
          from: dayText(lastMonthStart.getTime()),
          to: dayText(lastMonthEnd),
        });
      }),
      { numRuns: 500 },
    );
  });
});
