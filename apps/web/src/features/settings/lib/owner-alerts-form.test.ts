import { describe, expect, it } from 'vitest';
import { ownerAlertsFormSchema } from './owner-alerts-form';

describe('ownerAlertsFormSchema', () => {
  it('reads typed amounts and leaves empty alerts off', () => {
    const parsed = ownerAlertsFormSchema.parse({
      balanceBelow: '$1,500.50',
      spendTodayAbove: '',
      quietHours: '3',
      missedCallPercent: '25%',
    });
    expect(parsed).toEqual({
      balanceBelow: 1500.5,
      spendTodayAbove: null,
      quietHours: 3,
      missedCallPercent: 25,
    });
  });

  it('refuses what is not a number and a share over 99%', () => {
    const result = ownerAlertsFormSchema.safeParse({
      balanceBelow: 'lots',
      spendTodayAbove: '',
      quietHours: '',
      missedCallPercent: '120',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['balanceBelow', 'Enter a number, or leave it empty'],
      ['missedCallPercent', 'At most 99%'],
    ]);
  });
});
