import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveCampaignStatus } from '../src/index';

const base = {
  isActive: true,
  spentTodayCents: 0,
  limitCents: 20_000,
  nextPriceCents: 2_500,
  balanceCents: 50_000,
};

describe('deriveCampaignStatus', () => {
  it('says Active when it can buy', () => {
    expect(deriveCampaignStatus(base)).toMatchObject({ status: 'buying', label: 'Active', reason: null });
  });

  it('says Paused when the owner switched it off, whatever the wallet', () => {
    expect(deriveCampaignStatus({ ...base, isActive: false, balanceCents: 0 }).label).toBe('Paused');
  });

  it('says out of funds when the wallet cannot pay the next purchase, not Active', () => {
    const status = deriveCampaignStatus({ ...base, balanceCents: 2_499 });
    expect(status.label).toBe('Stopped: out of funds');
    expect(status.reason).toContain('Add funds');
    expect(deriveCampaignStatus({ ...base, nextPriceCents: null, balanceCents: 0 }).status).toBe(
      'out-of-funds',
    );
  });

  it('says the daily limit stopped it when the next purchase would go over', () => {
    expect(deriveCampaignStatus({ ...base, spentTodayCents: 18_000 }).status).toBe('daily-limit');
    expect(deriveCampaignStatus({ ...base, spentTodayCents: 17_500 }).status).toBe('buying');
    expect(deriveCampaignStatus({ ...base, spentTodayCents: 20_000, nextPriceCents: null }).status).toBe(
      'daily-limit',
    );
  });

  it('does not judge funds while the balance loads', () => {
    expect(deriveCampaignStatus({ ...base, balanceCents: null }).status).toBe('buying');
  });

  it('never says Active for an active campaign that cannot pay or is over its limit', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.nat(100_000),
        fc.nat(10_000),
        fc.nat(100_000),
        (spent, limit, price, balance) => {
          const status = deriveCampaignStatus({
            isActive: true,
            spentTodayCents: spent,
            limitCents: limit,
            nextPriceCents: price,
            balanceCents: balance,
          });
          const canBuy = balance >= price && spent + price <= limit && spent < limit;
          expect(status.status === 'buying').toBe(canBuy);
        },
      ),
    );
  });
});
