import { describe, expect, it } from 'vitest';
import {
  type AlertCampaign,
  buyingHoursBetween,
  deriveOwnerAlerts,
  nextOwnerAlertEpisodes,
  type OwnerAlertSettings,
} from '../src/owner-alerts';

const WEEKDAY_HOURS = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [day, [{ from: '08:00', to: '20:00' }]]),
);
/** Wednesday 2026-11-25, 3 PM Eastern. */
const NOW = new Date('2026-11-25T20:00:00Z');
const OFF: OwnerAlertSettings = {
  balanceBelowCents: null,
  spendTodayAboveCents: null,
  quietHours: null,
  missedCallPercent: null,
};

function campaign(overrides: Partial<AlertCampaign> = {}): AlertCampaign {
  return {
    id: 4,
    nickname: 'Local movers',
    isActive: true,
    hours: WEEKDAY_HOURS,
    quietSince: NOW,
    callsInRateWindow: 0,
    missedInRateWindow: 0,
    ...overrides,
  };
}

describe('buyingHoursBetween', () => {
  it('counts only the hours within the buying hours (Eastern time)', () => {
    // Tuesday 6 PM → Wednesday 3 PM Eastern: Tue 18–20 and Wed 8–15.
    expect(buyingHoursBetween(WEEKDAY_HOURS, new Date('2026-11-24T23:00:00Z'), NOW)).toBe(9);
  });
});

describe('deriveOwnerAlerts', () => {
  it('says the wallet is under the amount and today’s spend over it, leaving unset alerts off', () => {
    const facts = { balanceCents: 4_999, spentTodayCents: 120_001, campaigns: [campaign()] };
    expect(deriveOwnerAlerts(OFF, facts, NOW)).toEqual([]);
    const alerts = deriveOwnerAlerts(
      { ...OFF, balanceBelowCents: 5_000, spendTodayAboveCents: 120_000 },
      facts,
      NOW,
    );
    expect(alerts.map((alert) => [alert.key, alert.title])).toEqual([
      ['balance_low', 'Wallet under $50.00'],
      ['spend_today_high', 'Today’s spend over $1,200.00'],
    ]);
  });

  it('flags a campaign quiet for N buying hours only while it is buying', () => {
    const quiet = campaign({ quietSince: new Date('2026-11-24T23:00:00Z') });
    const settings = { ...OFF, quietHours: 8 };
    expect(
      deriveOwnerAlerts(settings, { balanceCents: 0, spentTodayCents: 0, campaigns: [quiet] }, NOW),
    ).toEqual([expect.objectContaining({ key: 'campaign_quiet:4', campaignId: 4 })]);
    const night = new Date('2026-11-26T03:00:00Z');
    expect(
      deriveOwnerAlerts(settings, { balanceCents: 0, spentTodayCents: 0, campaigns: [quiet] }, night),
    ).toEqual([]);
    const paused = campaign({ quietSince: quiet.quietSince, isActive: false });
    expect(
      deriveOwnerAlerts(settings, { balanceCents: 0, spentTodayCents: 0, campaigns: [paused] }, NOW),
    ).toEqual([]);
  });

  it('flags a missed-call rate over the share from 5 calls on', () => {
    const settings = { ...OFF, missedCallPercent: 20 };
    const facts = (calls: number, missed: number) => ({
      balanceCents: 0,
      spentTodayCents: 0,
      campaigns: [campaign({ callsInRateWindow: calls, missedInRateWindow: missed })],
    });
    expect(deriveOwnerAlerts(settings, facts(10, 3), NOW)[0]).toMatchObject({
      key: 'missed_calls_high:4',
      title: '30% of calls missed',
    });
    expect(deriveOwnerAlerts(settings, facts(10, 2), NOW)).toEqual([]);
    expect(deriveOwnerAlerts(settings, facts(4, 4), NOW)).toEqual([]);
  });
});

describe('nextOwnerAlertEpisodes', () => {
  it('sends a condition once per episode and ends the episodes that stopped holding', () => {
    const low = { key: 'balance_low', type: 'balance_low', title: '', body: '', campaignId: null } as const;
    expect(nextOwnerAlertEpisodes([low], new Set())).toEqual({ toSend: [low], ended: [] });
    expect(nextOwnerAlertEpisodes([low], new Set(['balance_low']))).toEqual({ toSend: [], ended: [] });
    expect(nextOwnerAlertEpisodes([], new Set(['balance_low']))).toEqual({
      toSend: [],
      ended: ['balance_low'],
    });
  });
});
