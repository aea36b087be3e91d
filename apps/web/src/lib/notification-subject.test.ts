import { describe, expect, it } from 'vitest';
import { notificationSubject } from './notification-subject';

describe('notificationSubject: the alerts the owner sets', () => {
  it('opens the wallet for a low balance and the campaign for a quiet one', () => {
    expect(notificationSubject({ type: 'balance_low', campaignId: null })).toEqual({
      to: '/wallet',
      action: 'Add funds',
    });
    expect(notificationSubject({ type: 'campaign_quiet', campaignId: 7 })).toEqual({
      to: '/campaigns?campaignId=7',
      action: 'Review campaign',
    });
  });

  it('opens the spend and the campaign’s missed calls of today in the call log', () => {
    expect(notificationSubject({ type: 'spend_today_high', campaignId: null })?.to).toBe('/campaigns');
    expect(notificationSubject({ type: 'missed_calls_high', campaignId: 7 })).toEqual({
      to: '/call-log/today?f.status=missed&campaigns=7',
      action: 'See missed calls',
    });
  });
});
