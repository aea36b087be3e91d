import { listCampaigns, okEnvelope } from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from '../../src/platform/http/serializer';

function compile(schema: z.ZodType) {
  return serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });
}

describe('the answer serializer', () => {
  it('writes only the fields the contract declares, nested ones included', () => {
    const write = compile(
      z.object({
        id: z.number(),
        note: z.string().nullable(),
        items: z.array(z.object({ name: z.string() })),
      }),
    );
    const answer = { id: 7, note: null, passwordHash: 'secret', items: [{ name: 'a', token: 'tok_1' }] };
    expect(JSON.parse(write(answer))).toEqual({ id: 7, note: null, items: [{ name: 'a' }] });
  });

  it('writes a campaign list exactly as JSON.stringify would', () => {
    const write = compile(okEnvelope(listCampaigns.data));
    const campaign = {
      _id: 1,
      campaignId: 1,
      is_active: true,
      lastBuyDate: null,
      leadCost: 12.5,
      minBid: null,
      bidPercent: 10,
      leadsLimit: '22.5/200',
      limit: 200,
      spentToday: 22.5,
      weeklyCap: 1000,
      monthlyCap: null,
      spentThisWeek: 140.25,
      spentThisMonth: 0,
      purchasesToday: 3,
      dayInZone: { purchases: 3, spent: 22.5 },
      campaignNickname: 'Vans "north"',
      nickname: 'Vans "north"',
      concurrentCalls: 1,
      timeoutPerCall: 30,
      parent: 'HE',
      type: 'Calls',
      leadType: 'Local',
      campaignTypeId: 1,
      company: 'HE',
      hours: { mon: [{ from: '08:00', to: '20:00' }] },
      geoTemplateId: null,
      region: null,
      pausedBy: null,
      pausedAt: null,
      competitiveness: { band: 'at_risk', winRate: 35 },
    };
    const answer = { Status: 'ok' as const, Data: { campaigns: [campaign], available_campaigns: [] } };
    expect(write(answer)).toBe(JSON.stringify(answer));
  });

  it('refuses an answer missing a required field instead of sending half of it', () => {
    const write = compile(z.object({ id: z.number(), name: z.string() }));
    expect(() => write({ id: 1 })).toThrow(/name/);
  });
});
