import { describe, expect, it } from 'vitest';
import { deriveCampaignStatus, isBuyingHourNow, nextBuyingStart, switchedOnWords } from '../src/index';

const WEEKDAYS_8_TO_8 = {
  mon: [{ from: '08:00', to: '20:00' }],
  tue: [{ from: '08:00', to: '20:00' }],
  wed: [{ from: '08:00', to: '20:00' }],
  thu: [{ from: '08:00', to: '20:00' }],
  fri: [{ from: '08:00', to: '20:00' }],
};
const active = {
  isActive: true,
  spentTodayCents: 0,
  limitCents: 20_000,
  nextPriceCents: 2_500,
  balanceCents: 50_000,
  hours: WEEKDAYS_8_TO_8,
};
/** Thursday Nov 26 2026, 7:11 AM Eastern (EST, UTC−5). */
const THURSDAY_7_11 = new Date('2026-11-26T12:11:00Z');
/** Friday Nov 27 2026, 9:00 PM Eastern. */
const FRIDAY_NIGHT = new Date('2026-11-28T02:00:00Z');

describe('nextBuyingStart', () => {
  it('is later today when the day’s range has not opened yet', () => {
    expect(nextBuyingStart(WEEKDAYS_8_TO_8, THURSDAY_7_11)?.toISOString()).toBe('2026-11-26T13:00:00.000Z');
  });

  it('skips the weekend to Monday’s first range', () => {
    expect(nextBuyingStart(WEEKDAYS_8_TO_8, FRIDAY_NIGHT)?.toISOString()).toBe('2026-11-30T13:00:00.000Z');
  });

  it('follows Eastern daylight saving (Monday after the March change opens at 12:00 UTC)', () => {
    const saturday = new Date('2026-03-07T17:00:00Z');
    expect(nextBuyingStart(WEEKDAYS_8_TO_8, saturday)?.toISOString()).toBe('2026-03-09T12:00:00.000Z');
  });

  it('is null for a campaign without buying hours', () => {
    expect(nextBuyingStart({}, FRIDAY_NIGHT)).toBeNull();
  });

  it('agrees with the engine’s check: to is exclusive', () => {
    expect(isBuyingHourNow(WEEKDAYS_8_TO_8, new Date('2026-11-26T13:00:00Z'))).toBe(true);
    expect(isBuyingHourNow(WEEKDAYS_8_TO_8, new Date('2026-11-27T01:00:00Z'))).toBe(false);
  });
});

describe('deriveCampaignStatus: hours and pauses in words', () => {
  it('says a switched-on campaign before its hours is outside them, not Active', () => {
    const status = deriveCampaignStatus({ ...active, now: THURSDAY_7_11 });
    expect(status).toMatchObject({
      status: 'outside-hours',
      label: 'Outside its hours — buys again Thu 8:00 AM',
    });
  });

  it('names the next buying time in the owner’s zone, across the weekday', () => {
    const eastern = deriveCampaignStatus({ ...active, now: FRIDAY_NIGHT, timeZone: 'America/New_York' });
    expect(eastern.label).toBe('Outside its hours — buys again Mon 8:00 AM');
    const pacific = deriveCampaignStatus({ ...active, now: FRIDAY_NIGHT, timeZone: 'America/Los_Angeles' });
    expect(pacific.label).toBe('Outside its hours — buys again Mon 5:00 AM');
    const auckland = deriveCampaignStatus({ ...active, now: FRIDAY_NIGHT, timeZone: 'Pacific/Auckland' });
    expect(auckland.label).toBe('Outside its hours — buys again Tue 2:00 AM');
  });

  it('says Active within its hours', () => {
    const status = deriveCampaignStatus({ ...active, now: new Date('2026-11-26T15:00:00Z') });
    expect(status.label).toBe('Active');
  });

  it('says a campaign without any hours buys nothing', () => {
    const status = deriveCampaignStatus({ ...active, hours: {}, now: FRIDAY_NIGHT });
    expect(status.label).toBe('Outside its hours — no buying hours set');
    expect(status.reason).toContain('Set its hours');
  });

  it('keeps the money reasons first: out of funds outside hours still says out of funds', () => {
    const status = deriveCampaignStatus({ ...active, balanceCents: 0, now: FRIDAY_NIGHT });
    expect(status.label).toBe('Stopped: out of funds');
  });

  it('says who paused it and on which day, in the owner’s zone', () => {
    const paused = { ...active, isActive: false, pausedBy: 'Dana', pausedAt: '2026-11-25T03:00:00Z' };
    expect(deriveCampaignStatus({ ...paused, timeZone: 'America/Los_Angeles' }).label).toBe(
      'Paused by Dana on Nov 24',
    );
    expect(deriveCampaignStatus({ ...paused, timeZone: 'Asia/Tokyo' }).label).toBe(
      'Paused by Dana on Nov 25',
    );
    expect(deriveCampaignStatus({ ...paused, pausedBy: null, pausedAt: null }).label).toBe('Paused');
  });
});

describe('switchedOnWords (the creation toast and notification)', () => {
  it('never says a campaign created before its hours is buying', () => {
    expect(switchedOnWords(WEEKDAYS_8_TO_8, 'America/New_York', THURSDAY_7_11)).toBe(
      'is on, outside its hours — buys from Thu 8:00 AM',
    );
    expect(switchedOnWords(WEEKDAYS_8_TO_8, 'America/New_York', new Date('2026-11-26T15:00:00Z'))).toBe(
      'is live and within its buying hours now',
    );
    expect(switchedOnWords({}, 'America/New_York', THURSDAY_7_11)).toContain('no buying hours');
  });
});
