import { describe, expect, it } from 'vitest';
import { amountText } from './amount';

describe('amountText', () => {
  it.each([
    ['19.99', 19.99],
    ['$1,000', 1000],
    ['0.01', 0.01],
    ['50000', 50000],
  ])('accepts %s as %s', (text, amount) => {
    expect(amountText.parse(text)).toBe(amount);
  });

  it.each(['', '0', '-5', '1.005', 'abc', '50000.01', '1e3', 'NaN'])('refuses %j', (text) => {
    expect(amountText.safeParse(text).success).toBe(false);
  });

  it.each(['abc', '1e3', '$'])('tells how to type an amount for %j', (text) => {
    expect(amountText.safeParse(text).error?.issues.map((issue) => issue.message)).toEqual([
      'Enter an amount in dollars, like 1000',
    ]);
  });
});
