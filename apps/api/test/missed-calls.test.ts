import { listMissedCalls } from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { createCampaign } from '../src/seed/factories';
import { insertCall } from './support/records-world';
import { ownerAndStranger } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

const DAY = 24 * 60 * 60_000;

describe('GET /campaigns/missed-calls', () => {
  it('counts each campaign’s calls and missed calls of the last 7 days, only the account’s', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const accountId = owner.account.id;
    const busy = await createCampaign(context.db, { accountId, group: 'calls', nickname: 'Busy' });
    const quiet = await createCampaign(context.db, { accountId, group: 'calls', nickname: 'Quiet' });
    const calls = { accountId, campaignId: busy.id, campaignName: 'Busy' };
    for (let index = 0; index < 25; index += 1) {
      await insertCall(context.db, {
        ...calls,
        timeCreated: new Date(Date.now() - (index % 5) * DAY - 60_000),
        status: 'missed',
        payoutCents: 0,
        charged: false,
      });
    }
    await insertCall(context.db, { ...calls, timeCreated: new Date(Date.now() - 60_000) });
    await insertCall(context.db, { ...calls, timeCreated: new Date(Date.now() - 9 * DAY), status: 'missed' });

    const { data } = await call(listMissedCalls, { as: owner });
    expect(data.campaigns).toEqual([{ campaignId: busy.id, nickname: 'Busy', calls: 26, missed: 25 }]);
    expect(data.campaigns.some((item) => item.campaignId === quiet.id)).toBe(false);
    expect((await call(listMissedCalls, { as: stranger })).data.campaigns).toEqual([]);
  });
});
