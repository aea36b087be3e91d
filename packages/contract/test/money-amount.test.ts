import { describe, expect, it } from 'vitest';
import { moneyAmount } from '../src/index';

describe('moneyAmount', () => {
  it('refuses more than the most with the most in dollars, and says why for the others', () => {
    const refusal = (value: unknown) => moneyAmount.safeParse(value).error?.issues[0]?.message;
    expect(refusal(50_000.01)).toBe('The amount can be at most $50,000');
    expect(refusal(0)).toBe('The amount must be more than $0.00');
    expect(refusal(1.005)).toBe('Use at most 2 decimals (whole cents)');
    expect(refusal('19.99')).toBe('Enter an amount in dollars');
    expect(moneyAmount.parse(19.99)).toBe(19.99);
  });
});
