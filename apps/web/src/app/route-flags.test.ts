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
});
