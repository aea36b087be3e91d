import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCardExpiryCurrent, isValidRoutingNumber } from '../src/index';

describe('isValidRoutingNumber', () => {
  it.each([
    ['011000015', true], // Federal Reserve Bank of Boston
    ['021000021', true], // JPMorgan Chase
    ['121000358', true], // Bank of America (CA)
    ['011000016', false], // checksum off by one
    ['000000000', false], // all zeros
    ['991000015', false], // prefix not in use
    ['01100001', false], // 8 digits
    ['01100001a', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidRoutingNumber(value)).toBe(expected);
  });

  it('accepts exactly one check digit for every valid 8-digit stem', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.stringMatching(/^\d{6}$/), (prefix, middle) => {
        const stem = `${String(prefix).padStart(2, '0')}${middle}`;
        if (/^0+$/.test(stem)) return;
        const valid = [...'0123456789'].filter((digit) => isValidRoutingNumber(stem + digit));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});

describe('isCardExpiryCurrent', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('is good through the end of its month', () => {
    expect(isCardExpiryCurrent(11, 2026, now)).toBe(true);
    expect(isCardExpiryCurrent(12, 2026, now)).toBe(true);
    expect(isCardExpiryCurrent(1, 2030, now)).toBe(true);
  });
  it('has expired after its month', () => {
    expect(isCardExpiryCurrent(10, 2026, now)).toBe(false);
    expect(isCardExpiryCurrent(12, 2025, now)).toBe(false);
  });
});
