import type { Campaign } from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import {
  campaignsForDisplay,
  dashboardPathOf,
  groupCampaigns,
  regionSummary,
  settingsOf,
} from './campaign-display';

const base = { parent: 'DIJOCA', type: 'Moving calls', is_active: true, lastBuyDate: null } as const;
const campaign = (id: number, fields: Partial<Campaign>) =>
  ({ ...base, campaignId: id, ...fields }) as Campaign;

const calls = campaign(1, { lastBuyDate: '2026-11-20 09:00:00' });
const leads = campaign(2, {
  parent: 'HE',
  type: 'HE Moving leads',
  is_active: false,
  lastBuyDate: '2026-11-01 09:00:00',
});
const branded = campaign(3, { type: 'Branded calls', lastBuyDate: '2026-11-21 08:00:00' });
const never = campaign(4, {});
const all = [calls, leads, branded, never];
const now = new Date('2026-11-21T15:00:00Z');
const ids = (list: Campaign[]) => list.map((item) => item.campaignId);

describe('campaignsForDisplay', () => {
  it('filters by the display of the URL', () => {
    expect(ids(campaignsForDisplay(all, 'all', 'America/New_York', now))).toEqual([1, 2, 3, 4]);
    expect(ids(campaignsForDisplay(all, 'active', 'America/New_York', now))).toEqual([1, 3, 4]);
    expect(ids(campaignsForDisplay(all, 'inactive', 'America/New_York', now))).toEqual([2]);
    expect(ids(campaignsForDisplay(all, 'calls', 'America/New_York', now))).toEqual([1, 4]);
    expect(ids(campaignsForDisplay(all, 'leads', 'America/New_York', now))).toEqual([2]);
    expect(ids(campaignsForDisplay(all, 'branded', 'America/New_York', now))).toEqual([3]);
  });

  it('shows as recent the campaigns that bought in the last 7 days of the user’s zone', () => {
    expect(ids(campaignsForDisplay(all, 'recent', 'America/New_York', now))).toEqual([1, 3]);
  });
});

describe('groupCampaigns', () => {
  it('groups calls, leads, branded, each newest last buy first, leaving out empty groups', () => {
    const sections = groupCampaigns([never, calls, branded]);
    expect(sections.map((section) => [section.group, ids(section.campaigns)])).toEqual([
      ['calls', [1, 4]],
      ['branded', [3]],
    ]);
  });
});

describe('dashboardPathOf', () => {
  it('links each group to its dashboard', () => {
    expect([calls, leads, branded].map(dashboardPathOf)).toEqual([
      '/calls-dashboard/1',
      '/leads-dashboard/2',
      '/branded-dashboard/3',
    ]);
  });
});

describe('settingsOf', () => {
  it('shows each kind of campaign only its own settings', () => {
    expect(settingsOf(leads)).toEqual(['limit', 'bid']);
    expect(settingsOf(calls)).toEqual(['limit', 'bid', 'concurrency', 'timeout']);
    expect(settingsOf(branded)).toEqual(['bid', 'concurrency', 'timeout']);
  });
});

describe('regionSummary', () => {
  const templates = [
    { id: 5, name: 'Richmond', zipCodes: ['23219', '23220', '23221', '23222'], isShared: false },
    { id: 6, name: 'Columbus', zipCodes: ['43004'], isShared: true },
  ];

  it('names the area a campaign buys from so two campaigns of one offer can be told apart', () => {
    expect(regionSummary(campaign(7, { geoTemplateId: 5 }), templates)).toBe(
      'Richmond · 4 ZIP codes (23219, 23220, 23221…)',
    );
    expect(regionSummary(campaign(8, { geoTemplateId: 6 }), templates)).toBe('Columbus · 1 ZIP code (43004)');
    expect(regionSummary(campaign(9, { geoTemplateId: null }), templates)).toBe('Anywhere (no area set)');
    expect(regionSummary(campaign(10, { geoTemplateId: 99 }), undefined)).toBeNull();
  });

  it('words a region of states or miles as an offer words its states, before the templates load', () => {
    const states = (codes: string[]) =>
      campaign(11, { geoTemplateId: 40, region: { kind: 'states', states: codes } });
    expect(regionSummary(states(['OH', 'IN', 'MI']), undefined)).toBe('Ohio, Indiana, Michigan');
    expect(regionSummary(states(['OH', 'IN', 'MI', 'IL', 'WI']), undefined)).toBe(
      'Ohio, Indiana, Michigan… (5 states)',
    );
    const radius = campaign(12, {
      geoTemplateId: 41,
      region: { kind: 'radius', zip: '43215', miles: 50, city: 'Columbus', state: 'OH' },
    });
    expect(regionSummary(radius, templates)).toBe('Within 50 mi of 43215 Columbus, OH');
  });
});
