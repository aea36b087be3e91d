import { describe, expect, it } from 'vitest';
import { marketOf, type SnapshotRows } from '../../src/features/marketplace';

const ALL_DAY = { mon: [{ from: '00:00', to: '24:00' }] };

function campaign(id: number, geoTemplateId: number | null) {
  return {
    id,
    account_id: id,
    nickname: `Campaign ${id}`,
    parent: 'HE',
    type: 'HE Moving leads',
    lead_type: 'Local',
    campaign_type_id: 1,
    is_active: true,
    hours: ALL_DAY,
    leads_limit_cents: 100_000,
    weekly_cap_cents: null,
    monthly_cap_cents: null,
    concurrent_calls: 1,
    timeout_seconds: 30,
    bid_percent: 0,
    geo_template_id: geoTemplateId,
  } as SnapshotRows['campaigns'][number];
}

describe('the market’s areas', () => {
  // Campaigns 1 and 2 chose the same states (two templates, the same ZIPs); 3 another region; 4 anywhere.
  const market = marketOf({
    campaigns: [campaign(1, 11), campaign(2, 12), campaign(3, 13), campaign(4, null)],
    minimums: [],
    areas: [
      { id: 11, zipCodes: ['43215', '46204'] },
      { id: 12, zipCodes: ['43215', '46204'] },
      { id: 13, zipCodes: ['46204', '90001'] },
    ],
  });
  const idsFrom = (fromZip: string) =>
    market
      .candidates({ group: 'leads', distance: 'local', fromZip }, { day: 'mon', hour: 10 })
      .map((row) => row.id);

  it('offers a lead to every campaign whose area holds its origin, areas with the same ZIPs alike', () => {
    expect(idsFrom('43215')).toEqual([1, 2, 4]);
    expect(idsFrom('46204')).toEqual([1, 2, 3, 4]);
    expect(idsFrom('90001')).toEqual([3, 4]);
    expect(idsFrom('10001')).toEqual([4]);
  });

  it('counts the campaigns whose area leaves the origin out', () => {
    const moment = { day: 'mon', hour: 10 } as const;
    expect(market.outOfMarket({ group: 'leads', distance: 'local', fromZip: '10001' }, moment)).toEqual({
      geography: 3,
    });
  });
});
