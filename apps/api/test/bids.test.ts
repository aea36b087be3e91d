import { getMinBidLocal, getMinHourlyBids } from '@vanbid/contract';
import { WEEKDAYS } from '@vanbid/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMinHourlyBids, demandMinimumCents } from '../src/seed/factories';
import { signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;
const TYPE_ID = 9201; // its own: the market tests' flat types (support/marketplace.ts) are 9101-9103

beforeAll(async () => {
  await createMinHourlyBids(context.db, { campaignTypeId: TYPE_ID, distance: 'local', baseCents: 2000 });
  await createMinHourlyBids(context.db, { campaignTypeId: TYPE_ID, distance: 'long', baseCents: 3000 });
});

describe('GET /campaigns/getminhourlybids', () => {
  it('groups minimums by type, distance and Eastern hour, in dollars per weekday', async () => {
    const owner = await signedInOwner(context);
    const response = await call(getMinHourlyBids, { as: owner });
    expect(response.status).toBe(200);
    const grouped = response.data[String(TYPE_ID)]!;
    expect(Object.keys(grouped).sort()).toEqual(['local', 'long']);
    expect(Object.keys(grouped.local!)).toHaveLength(24);
    const tenAm = grouped.long!['10']!;
    for (const day of WEEKDAYS) expect(tenAm[day]).toBe(demandMinimumCents(3000, 10, day) / 100);
    expect(tenAm.min_value).toBe(Math.min(...WEEKDAYS.map((day) => tenAm[day])));
  });

  it('makes nights cheaper than weekday mornings', async () => {
    const owner = await signedInOwner(context);
    const response = await call(getMinHourlyBids, { as: owner });
    const local = response.data[String(TYPE_ID)]!.local!;
    expect(local['3']!.mon).toBeLessThan(local['10']!.mon);
    expect(local['10']!.sun).toBeLessThan(local['10']!.mon);
  });
});

describe('GET /settings/minBidLocal', () => {
  it('answers only the local part: type → Eastern hour → dollars', async () => {
    const owner = await signedInOwner(context);
    const all = await call(getMinHourlyBids, { as: owner });
    const local = await call(getMinBidLocal, { as: owner });
    expect(local.status).toBe(200);
    expect(local.data[String(TYPE_ID)]).toEqual(all.data[String(TYPE_ID)]!.local);
  });

  it('answers 401 without a token', async () => {
    const response = await call(getMinBidLocal);
    expect(response.status).toBe(401);
  });
});
