import { describe, expect, it } from 'vitest';
import { consentCapturedProblem, emailLengthProblem, isNanpPhone, moveDateProblem } from '../src/index';

describe('isNanpPhone', () => {
  it.each([
    ['(804) 234-5678', true],
    ['+1 804 555 1234', true],
    ['18042345678', true],
    ['000-000-0000', false],
    ['(123) 456-7890', false],
    ['(804) 123-4567', false],
    ['(411) 234-5678', false],
    ['(804) 911-2345', false],
    ['(804) 555-0100', false],
    ['(804) 555-0199', false],
    ['(804) 555-0200', true],
    ['804 234 567', false],
  ])('%s → %s', (phone, expected) => expect(isNanpPhone(phone)).toBe(expected));
});

describe('emailLengthProblem', () => {
  it('allows 64 characters before the @ and 254 in all, no more', () => {
    expect(emailLengthProblem(`${'a'.repeat(64)}@example.com`)).toBeNull();
    expect(emailLengthProblem(`${'a'.repeat(65)}@example.com`)).toMatch(/64/);
    expect(emailLengthProblem(`a@${'b'.repeat(250)}.example.com`)).toMatch(/254/);
  });
});

describe('moveDateProblem', () => {
  // 2026-11-26 03:00 UTC is still 2026-11-25 in Eastern time.
  const now = new Date('2026-11-26T03:00:00Z');
  it.each([
    ['2026-11-23', false],
    ['2026-11-24', true],
    ['2026-11-26', true],
    ['2028-05-26', true],
    ['2028-05-27', false],
    ['0001-01-01', false],
    ['9999-12-31', false],
  ])('%s fits the window: %s', (date, fits) => expect(moveDateProblem(date, now) === null).toBe(fits));
  it('counts yesterday on the Eastern calendar and says from when', () =>
    expect(moveDateProblem('2026-11-23', now)).toBe('A move date from 2026-11-24 on'));
});

describe('consentCapturedProblem', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it.each([
    ['2026-11-26T12:04:59Z', true],
    ['2026-11-26T12:05:01Z', false],
    ['2099-01-01T00:00:00Z', false],
    ['2026-09-01T00:00:00Z', true],
    ['2026-08-01T00:00:00Z', false],
  ])('%s is plausible: %s', (at, plausible) =>
    expect(consentCapturedProblem(at, now) === null).toBe(plausible),
  );
});
