import { describe, expect, it } from 'vitest';
import { bidDistanceOfLeadType, CONCURRENT_CALLS, formatLeadsLimit, TIMEOUT_SECONDS } from '../src/index';

describe('bidDistanceOfLeadType', () => {
  it.each([
    ['Long Distance', 'long'],
    ['Local', 'local'],
    ['', 'local'],
  ])('%s → %s', (leadType, distance) => {
    expect(bidDistanceOfLeadType(leadType)).toBe(distance);
  });
});

describe('formatLeadsLimit', () => {
  it('writes "spent today/limit" in dollars', () => {
    expect(formatLeadsLimit(123.45, 500)).toBe('123.45/500');
    expect(formatLeadsLimit(0, 75)).toBe('0/75');
  });
});

describe('campaign setting bounds', () => {
  it('match the database CHECKs', () => {
    expect(CONCURRENT_CALLS).toEqual({ min: 1, max: 50 });
    expect(TIMEOUT_SECONDS).toEqual({ min: 5, max: 600 });
  });
});
