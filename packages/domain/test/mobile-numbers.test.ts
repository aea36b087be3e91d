import { describe, expect, it } from 'vitest';
import { formatMobileNumber, isMobileCode, mobileNumberProblem, toE164 } from '../src/mobile-numbers';

describe('toE164', () => {
  it.each([
    ['(804) 555-1234', '+18045551234'],
    ['804.555.1234', '+18045551234'],
    ['+1 804 555 1234', '+18045551234'],
    ['1-804-555-1234', '+18045551234'],
    ['+44 7911 123456', '+447911123456'],
  ])('reads %s as %s', (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each(['555-1234', '(123) 456-7890', '+1 804 555 12345', 'call me', ''])('refuses %s', (typed) => {
    expect(toE164(typed)).toBeNull();
  });
});

describe('mobileNumberProblem', () => {
  it('says what is wrong, and nothing for a valid number', () => {
    expect(mobileNumberProblem('')).toBe('Enter a mobile number');
    expect(mobileNumberProblem('804-555-abcd')).toMatch(/digits only/);
    expect(mobileNumberProblem('804-555')).toMatch(/valid mobile number/);
    expect(mobileNumberProblem('(804) 555-1234')).toBeNull();
  });
});

describe('formatMobileNumber', () => {
  it('shows US numbers in national format and others in international format', () => {
    expect(formatMobileNumber('+18045551234')).toBe('(804) 555-1234');
    expect(formatMobileNumber('+447911123456')).toBe('+44 7911 123456');
  });
});

describe('isMobileCode', () => {
  it('takes exactly 6 digits', () => {
    expect(isMobileCode('012345')).toBe(true);
    expect(isMobileCode(' 012345 ')).toBe(true);
    expect(isMobileCode('12345')).toBe(false);
    expect(isMobileCode('12345a')).toBe(false);
  });
});
