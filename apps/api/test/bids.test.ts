import { WEEKDAYS } from '@vanbid/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMinHourlyBids, demandMinimumCents } from '../src/seed/factories';
import { signedInOwner, useTestApp } from './support/test-app';

const context = useTestApp();
const TYPE_ID = 9101;

beforeAll(async () => {
  await createMinHourlyBids(context.db, { campaignTypeId: TYPE_ID, distance: 'local', baseCents: 2000 });
  await createMinHourlyBids(context.db, { campaignTypeId: TYPE_ID, distance: 'long', baseCents: 3000 });
});

describe('GET /campaigns/getminhourlybids', () => {
  it('groups minimums by type, distance and Eastern hour, in dollars per weekday', async () => {
    const owner = await signedInOwner(context);
    const response = await owner.call({ method: 'GET', url: '/api/campaigns/getminhourlybids' });
    expect(response.statusCode).toBe(200);
    const grouped = response.json().Data[String(TYPE_ID)];
    expect(Object.keys(grouped).sort()).toEqual(['local', 'long']);
    expect(Object.keys(grouped.local)).toHaveLength(24);
    const tenAm = grouped.long['10'];
    for (const day of WEEKDAYS) expect(tenAm[day]).toBe(demandMinimumCents(3000, 10, day) / 100);
    expect(tenAm.min_value).toBe(Math.min(...WEEKDAYS.map((day) => tenAm[day])));
  });

  it('makes nights cheaper than weekday mornings', async () => {
    const owner = await signedInOwner(context);
    const response = await owner.call({ method: 'GET', url: '/api/campaigns/getminhourlybids' });
    const local = response.json().Data[String(TYPE_ID)].local;
    expect(local['3'].mon).toBeLessThan(local['10'].mon);
    expect(local['10'].sun).toBeLessThan(local['10'].mon);
  });
});

describe('GET /settings/minBidLocal', () => {
  it('answers only the local part: type → Eastern hour → dollars', async () => {
    const owner = await signedInOwner(context);
    const all = await owner.call({ method: 'GET', url: '/api/campaigns/getminhourlybids' });
    const local = await owner.call({ method: 'GET', url: '/api/settings/minBidLocal' });
    expect(local.statusCode).toBe(200);
    expect(local.json().Data[String(TYPE_ID)]).toEqual(all.json().Data[String(TYPE_ID)].local);
  });

  it('answers 401 without a token', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/settings/minBidLocal' });
    expect(response.statusCode).toBe(401);
  });
});
