import { describe, expect, it } from 'vitest';
import { activityActor, describeActivity, describeHours } from '../src/activity';

describe('describeActivity', () => {
  it('words a change of a named thing as before → after', () => {
    expect(
      describeActivity({
        field: 'bid',
        subject: 'Local Moving Calls — Virginia',
        before: '15%',
        after: '16%',
      }),
    ).toBe('Bid on Local Moving Calls — Virginia: 15% → 16%');
  });

  it('words an addition, a removal and a bare event', () => {
    expect(
      describeActivity({ field: 'funds_added', subject: 'Visa •••• 4242', before: null, after: '$125.00' }),
    ).toBe('Funds added from Visa •••• 4242: $125.00');
    expect(
      describeActivity({
        field: 'payment_method_removed',
        subject: null,
        before: 'Visa •••• 4242',
        after: null,
      }),
    ).toBe('Payment method removed: Visa •••• 4242');
    expect(describeActivity({ field: 'company_logo', subject: null, before: null, after: null })).toBe(
      'Company logo changed',
    );
  });
});

describe('activityActor', () => {
  it('names support staff only as Vanbid support', () => {
    expect(activityActor({ memberName: 'Dana Whitfield', bySupport: true })).toBe('Vanbid support');
    expect(activityActor({ memberName: 'Dana Whitfield', bySupport: false })).toBe('Dana Whitfield');
  });
});

describe('describeHours', () => {
  it('groups days with the same hours', () => {
    const weekday = [{ from: '08:00', to: '18:00' }];
    expect(
      describeHours({
        mon: weekday,
        tue: weekday,
        wed: weekday,
        thu: weekday,
        fri: weekday,
        sat: [{ from: '09:00', to: '13:00' }],
      }),
    ).toBe('Mon–Fri 08:00–18:00, Sat 09:00–13:00');
    expect(describeHours({})).toBe('Closed');
  });
});
