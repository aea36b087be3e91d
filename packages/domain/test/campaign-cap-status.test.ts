import { describe, expect, it } from 'vitest';
import { capPaceText, deriveCapStop } from '../src/index';

const room = {
  weeklyCapCents: 100_000,
  monthlyCapCents: 300_000,
  spentWeekCents: 64_000,
  spentMonthCents: 64_000,
  nextPriceCents: 2_500,
};

describe('deriveCapStop', () => {
  it('says nothing while both caps leave room for the next purchase', () => {
    expect(deriveCapStop(room)).toBeNull();
    expect(deriveCapStop({ ...room, weeklyCapCents: null, monthlyCapCents: null })).toBeNull();
  });

  it('stops on the weekly cap first, then the monthly one, when the next purchase would pass it', () => {
    expect(deriveCapStop({ ...room, spentWeekCents: 98_000, spentMonthCents: 298_000 })?.label).toBe(
      'Stopped: weekly cap',
    );
    expect(deriveCapStop({ ...room, spentMonthCents: 297_501 })).toMatchObject({
      status: 'monthly-cap',
      label: 'Stopped: monthly cap',
    });
    expect(deriveCapStop({ ...room, spentWeekCents: 100_000, nextPriceCents: null })?.status).toBe(
      'weekly-cap',
    );
  });

  it('writes the pace in dollars', () => {
    expect(capPaceText(64_000, 100_000, 'week')).toBe('$640 of $1,000 this week');
    expect(capPaceText(64_050, 400_000, 'month')).toBe('$640.50 of $4,000 this month');
  });
});
