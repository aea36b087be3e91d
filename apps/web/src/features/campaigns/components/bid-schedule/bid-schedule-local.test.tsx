// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCredentials, saveCredentials } from '../../../../lib/session';
import { callsTo, renderInApp, stubApi } from '../../../../testing/fake-api';
import { BidScheduleDialog } from './bid-schedule-dialog';

const hour = (value: number) => ({
  min_value: value,
  mon: value,
  tue: value,
  wed: value,
  thu: value,
  fri: value,
  sat: value,
  sun: value,
});
const byHour = Object.fromEntries(
  Array.from({ length: 24 }, (_, h) => [String(h), hour(h === 3 ? 7.5 : 12.25)]),
);

describe('the minimum bid schedule of a local campaign (GET /settings/minBidLocal)', {
  timeout: 20_000,
}, () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('shows the local minimums, read alone', async () => {
    const fetchMock = stubApi({ '/settings/minBidLocal': () => ({ '4': byHour }) });
    renderInApp(<BidScheduleDialog target={{ campaignTypeId: 4, distance: 'local' }} onClose={() => {}} />);
    const table = await screen.findByRole(
      'table',
      { name: 'Minimum bid by day and hour, in dollars' },
      { timeout: 10_000 },
    );
    expect(within(table).getAllByText('12.25').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'GET /campaigns/getminhourlybids')).toHaveLength(0);
  });
});
