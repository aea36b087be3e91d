import { describe, expect, it } from 'vitest';
import { routeFlagsFor } from './route-flags';

describe('routeFlagsFor', () => {
  it('matches optional segments', () => {
    expect(routeFlagsFor('/campaigns').campaignDisplaySelect).toBe(true);
    expect(routeFlagsFor('/campaigns/branded').campaignDisplaySelect).toBe(true);
    expect(routeFlagsFor('/call-log/last-7-days').periodSelector).toBe(true);
  });

  it('shows the back arrow on dashboards and nothing on unknown routes', () => {
    expect(routeFlagsFor('/leads-dashboard/12')).toMatchObject({ backArrow: true, periodSelector: true });
    expect(Object.values(routeFlagsFor('/nowhere')).some(Boolean)).toBe(false);
  });

  it('announces an empty wallet once: pages that say it themselves do not also get the header notice', () => {
    // The campaigns page (spend overview) and the calls and leads dashboards say it in their own
    // words; branded calls are free, so their dashboard says nothing of the wallet.
    for (const path of [
      '/campaigns/recent',
      '/calls-dashboard/3',
      '/leads-dashboard/4',
      '/branded-dashboard/5',
    ])
      expect(routeFlagsFor(path).outOfFundsNotice).toBe(false);
    expect(routeFlagsFor('/wallet').outOfFundsNotice).toBe(true);
  });

  it('shows the out-of-funds notice on every other signed-in page', () => {
    for (const path of [
      '/call-log/last-7-days',
      '/lead-log/today',
      '/billing',
      '/notifications',
      '/settings',
    ])
      expect(routeFlagsFor(path).outOfFundsNotice, path).toBe(true);
  });
});
