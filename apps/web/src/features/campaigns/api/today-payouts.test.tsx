// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { Campaign } from '@vanbid/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchServerEvent } from '../../../lib/server-events';
import { clearSessionCredentials, saveCredentials } from '../../../lib/session';
import { applyTimeZonePreference } from '../../../lib/time-zone';
import { callsTo, renderInApp, stubApi } from '../../../testing/fake-api';
import { CampaignToday } from '../components/card/campaign-today';
import { useCampaignsWithToday } from './today-payouts';

// The list's numbers as `GET /campaigns` read them, before the day's later sales.
const listed = [
  {
    campaignId: 3,
    parent: 'HE',
    type: 'HE Local',
    purchasesToday: 1,
    spentToday: 25,
    dayInZone: { purchases: 1, spent: 25 },
  },
] as Campaign[];

function CardOfList() {
  const [campaign] = useCampaignsWithToday(listed);
  return campaign ? <CampaignToday campaign={campaign} /> : null;
}

describe('a campaign card’s today (GET /campaigns/payouts)', () => {
  beforeEach(() => saveCredentials('token', 7));
  afterEach(() => {
    applyTimeZonePreference('0');
    cleanup();
    clearSessionCredentials();
    vi.unstubAllGlobals();
  });

  it('shows the day’s count and spend as of the last sale, without reading the list again', async () => {
    let payout = { campaignId: 3, payout: 50, count: 2, dayInZone: { purchases: 2, spent: 50 } };
    const fetchMock = stubApi({ 'GET /campaigns/payouts': () => ({ payouts: [payout] }) });
    renderInApp(<CardOfList />);
    await waitFor(() =>
      expect(screen.getByTestId('campaign-today').textContent).toBe('2 leads today · $50.00'),
    );

    payout = { campaignId: 3, payout: 80, count: 3, dayInZone: { purchases: 3, spent: 80 } };
    dispatchServerEvent('UPDATE_PAYOUT', { campaignId: 3, payout: 30 });
    await waitFor(() =>
      expect(screen.getByTestId('campaign-today').textContent).toBe('3 leads today · $80.00'),
    );
    expect(callsTo(fetchMock, 'GET /campaigns/payouts')).toHaveLength(2);
    expect(callsTo(fetchMock, 'GET /campaigns')).toHaveLength(0);
  });

  it('shows today of the chosen zone, like the Spend card, while the daily limit keeps the Eastern day', async () => {
    applyTimeZonePreference('3'); // Pacific
    // A lead bought at 12:01 AM Eastern is yesterday in Pacific time.
    const fetchMock = stubApi({
      'GET /campaigns/payouts': () => ({
        payouts: [{ campaignId: 3, payout: 35, count: 2, dayInZone: { purchases: 1, spent: 10 } }],
      }),
    });
    let shown: Campaign | undefined;
    function Card() {
      const [campaign] = useCampaignsWithToday(listed);
      shown = campaign;
      return campaign ? <CampaignToday campaign={campaign} /> : null;
    }
    renderInApp(<Card />);
    await waitFor(() =>
      expect(screen.getByTestId('campaign-today').textContent).toBe('1 lead today · $10.00'),
    );
    expect(shown).toMatchObject({ spentToday: 35, purchasesToday: 2 });
    expect(callsTo(fetchMock, 'GET /campaigns/payouts')[0]!.query.get('timezone')).toBe(
      'America/Los_Angeles',
    );
  });

  it('keeps the list’s numbers while the day’s payouts cannot be read', async () => {
    stubApi({});
    renderInApp(<CardOfList />);
    expect(screen.getByTestId('campaign-today').textContent).toBe('1 lead today · $25.00');
  });
});
