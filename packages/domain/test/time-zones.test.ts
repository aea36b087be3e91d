import { describe, expect, it } from 'vitest';
import {
  BROWSER_TIME_ZONE_PREFERENCE,
  DEFAULT_TIME_ZONE_PREFERENCE,
  EASTERN_TIME_ZONE,
  isValidTimeZone,
  resolveTimeZone,
  TIME_ZONES,
  timeZoneLabel,
} from '../src/index';

describe('TIME_ZONES', () => {
  it('lists the four US zones with their labels, Eastern first', () => {
    expect(TIME_ZONES).toEqual([
      { value: 'America/New_York', label: 'Eastern' },
      { value: 'America/Chicago', label: 'Central' },
      { value: 'America/Denver', label: 'Mountain' },
      { value: 'America/Los_Angeles', label: 'Pacific' },
    ]);
    expect(EASTERN_TIME_ZONE).toBe('America/New_York');
    expect(DEFAULT_TIME_ZONE_PREFERENCE).toBe('0');
    expect(BROWSER_TIME_ZONE_PREFERENCE).toBe('4');
  });
});

describe('resolveTimeZone', () => {
  it.each([
    ['0', 'America/New_York'],
    ['1', 'America/Chicago'],
    ['2', 'America/Denver'],
    ['3', 'America/Los_Angeles'],
    [undefined, 'America/New_York'],
    [null, 'America/New_York'],
    ['', 'America/New_York'],
    ['4', 'Europe/Berlin'],
    ['7', 'Europe/Berlin'],
    ['1.0', 'Europe/Berlin'],
    ['-1', 'Europe/Berlin'],
    ['Pacific', 'Europe/Berlin'],
  ] as const)('preference %j → %s', (preference, zone) => {
    expect(resolveTimeZone(preference, 'Europe/Berlin')).toBe(zone);
  });

  it('falls back to Eastern when the browser zone is not a valid IANA name', () => {
    expect(resolveTimeZone('4', 'Nowhere/Else')).toBe('America/New_York');
    expect(resolveTimeZone('4', '')).toBe('America/New_York');
  });
});

describe('isValidTimeZone', () => {
  it.each([
    ['America/Chicago', true],
    ['UTC', true],
    ['Nowhere/Else', false],
    ['', false],
    [42, false],
  ])('%j → %s', (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });

  it('answers the same when asked again, also past the remembered zones', () => {
    const spellings = Array.from({ length: 2200 }, (_, index) =>
      [...'america/chicago']
        .map((letter, at) => ((index >> at) & 1 ? letter.toUpperCase() : letter))
        .join(''),
    );
    for (const zone of [...spellings, ...spellings]) expect(isValidTimeZone(zone)).toBe(true);
    expect(isValidTimeZone('Nowhere/Else')).toBe(false);
    expect(isValidTimeZone('Nowhere/Else')).toBe(false);
  });
});

describe('timeZoneLabel', () => {
  it.each([
    ['America/New_York', 'Eastern'],
    ['America/Chicago', 'Central'],
    ['America/Denver', 'Mountain'],
    ['America/Los_Angeles', 'Pacific'],
    ['Europe/London', 'London'],
    ['America/Argentina/Buenos_Aires', 'Buenos Aires'],
    ['UTC', 'UTC'],
  ])('%s → %s', (zone, label) => {
    expect(timeZoneLabel(zone)).toBe(label);
  });
});
