import {
  type campaignSchema,
  type Endpoint,
  editNickname,
  getApplicationSettings,
  getCampaign,
  saveActiveStatus,
  saveBudgetCaps,
  saveCompanyHours,
  saveConcurrentCall,
  saveTimeout,
  setCompanyHourlyBid,
  updateLimit,
} from '@vanbid/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { writeSetting } from '../src/features/settings';
import { settings } from '../src/platform/db/schema/index';
import { createCampaign } from '../src/seed/factories';
import { type TestSession, unchecked } from './support/call';
import { ownerAndStranger, signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

type Write = {
  name: string;
  /** Every campaign write answers the changed campaign. */
  endpoint: Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodObject<{ campaign: typeof campaignSchema }>>;
  body: (id: number, value: unknown) => Record<string, unknown>;
  field: string;
  /** A good value that differs from the factory campaign's. */
  change: unknown;
  good: { value: unknown; expect: Record<string, unknown> }[];
  bad: unknown[];
};

const WRITES: Write[] = [
  {
    name: 'PATCH /campaigns/editNickname',
    endpoint: editNickname,
    body: (campaignId, nickname) => ({ campaignId, nickname }),
    field: 'nickname',
    change: 'Renamed',
    good: [
      {
        value: '  Richmond Local  ',
        expect: { nickname: 'Richmond Local', campaignNickname: 'Richmond Local' },
      },
    ],
    bad: ['', ' a ', 'x'.repeat(81), 42],
  },
  {
    name: 'POST /campaigns/update-limit/:id',
    endpoint: updateLimit,
    body: (_id, limit) => ({ limit }),
    field: 'limit',
    change: 500,
    good: [
      { value: 75, expect: { limit: 75, leadsLimit: '0/75' } },
      { value: 2000, expect: { limit: 2000, leadsLimit: '0/2000' } },
    ],
    bad: [74, 2001, 100.5, '100', 0, -5],
  },
  {
    name: 'POST /campaigns/saveConcurrentCall',
    endpoint: saveConcurrentCall,
    body: (campaignId, value) => ({ campaignId, concurrent_call: value }),
    field: 'concurrent_call',
    change: 7,
    good: [
      { value: 1, expect: { concurrentCalls: 1 } },
      { value: 50, expect: { concurrentCalls: 50 } },
    ],
    bad: [0, 51, 1.5, '3'],
  },
  {
    name: 'POST /campaigns/saveBudgetCaps (weekly)',
    endpoint: saveBudgetCaps,
    body: (campaignId, value) => ({ campaignId, weekly_cap: value, monthly_cap: 4000 }),
    field: 'weekly_cap',
    change: 900,
    good: [
      { value: 1000, expect: { weeklyCap: 1000, monthlyCap: 4000, spentThisWeek: 0 } },
      { value: null, expect: { weeklyCap: null, monthlyCap: 4000 } },
    ],
    bad: [0, -5, 100.5, '100'],
  },
  {
    name: 'POST /campaigns/saveBudgetCaps (monthly)',
    endpoint: saveBudgetCaps,
    body: (campaignId, value) => ({ campaignId, weekly_cap: null, monthly_cap: value }),
    field: 'monthly_cap',
    change: 3000,
    good: [
      { value: 4000, expect: { weeklyCap: null, monthlyCap: 4000, spentThisMonth: 0 } },
      { value: null, expect: { weeklyCap: null, monthlyCap: null } },
    ],
    bad: [0, 7.25, 'lots'],
  },
  {
    name: 'POST /company/saveTimeout',
    endpoint: saveTimeout,
    body: (campaignId, value) => ({ campaignId, value }),
    field: 'value',
    change: 90,
    good: [
      { value: 5, expect: { timeoutPerCall: 5 } },
      { value: 600, expect: { timeoutPerCall: 600 } },
    ],
    bad: [4, 601, 10.5, null],
  },
  {
    name: 'POST /settings/saveActiveStatus',
    endpoint: saveActiveStatus,
    body: (campaignId, value) => ({ campaignId, is_active: value }),
    field: 'is_active',
    change: false,
    good: [
      { value: false, expect: { is_active: false } },
      { value: true, expect: { is_active: true } },
    ],
    bad: ['yes', 1, null],
  },
  {
    name: 'POST /company/setCompanyHourlyBid',
    endpoint: setCompanyHourlyBid,
    body: (campaignId, value) => ({ campaignId, bidPercent: value }),
    field: 'bidPercent',
    change: 40,
    good: [
      { value: 0, expect: { bidPercent: 0 } },
      { value: 500, expect: { bidPercent: 500 } },
    ],
    bad: [-1, 501, 12.5, '10'],
  },
  {
    name: 'POST /company/saveCompanyHours',
    endpoint: saveCompanyHours,
    body: (campaignId, hours) => ({ campaignId, hours }),
    field: 'hours',
    change: { sun: [{ from: '10:00', to: '14:00' }] },
    good: [
      {
        value: {
          mon: [
            { from: '00:00', to: '06:30' },
            { from: '18:00', to: '24:00' },
          ],
          sat: [],
        },
        expect: {
          hours: {
            mon: [
              { from: '00:00', to: '06:30' },
              { from: '18:00', to: '24:00' },
            ],
            sat: [],
          },
        },
      },
    ],
    bad: [
      { mon: [{ from: '10:00', to: '09:00' }] },
      { mon: [{ from: '10:00', to: '10:00' }] },
      {
        mon: [
          { from: '08:00', to: '12:00' },
          { from: '11:00', to: '14:00' },
        ],
      },
      { mon: [{ from: '25:00', to: '26:00' }] },
      { mon: [{ from: '8:00', to: '12:00' }] },
      { funday: [{ from: '08:00', to: '12:00' }] },
      { mon: Array.from({ length: 5 }, (_, hour) => ({ from: `0${hour}:00`, to: `0${hour}:30` })) },
      'always',
    ],
  },
];

async function ownerWithCampaigns() {
  const { owner, stranger } = await ownerAndStranger(context);
  const mine = await createCampaign(context.db, {
    accountId: owner.account.id,
    group: 'leads',
    nickname: 'Mine',
  });
  const theirs = await createCampaign(context.db, {
    accountId: stranger.account.id,
    group: 'leads',
    nickname: 'Theirs',
  });
  return { owner, stranger, mine, theirs };
}

describe.each(WRITES)('$name', (write) => {
  // Only update-limit names the campaign in its path; the others take campaignId in the body.
  const send = (as: TestSession, id: number, value: unknown) =>
    call(write.endpoint, { as, params: { id }, body: write.body(id, value) });

  it('changes the campaign and answers it', async () => {
    const { owner, mine } = await ownerWithCampaigns();
    for (const good of write.good) {
      const response = await send(owner, mine.id, good.value);
      expect(response.status, JSON.stringify(response.envelope)).toBe(200);
      expect(response.data.campaign).toMatchObject({ campaignId: mine.id, ...good.expect });
      const reread = await call(getCampaign, { as: owner, params: { id: mine.id } });
      expect(reread.data).toMatchObject(good.expect);
    }
  });

  it('answers 404 for another account’s campaign, exactly as for an unknown id, and changes nothing', async () => {
    const { owner, stranger, theirs } = await ownerWithCampaigns();
    const before = (await call(getCampaign, { as: stranger, params: { id: theirs.id } })).data;
    const foreign = await send(owner, theirs.id, write.change);
    const unknown = await send(owner, 999_999_999, write.change);
    expect(foreign.status).toBe(404);
    expect(foreign.envelope).toEqual(unknown.envelope);
    expect(foreign.error.code).toBe('NOT_FOUND');
    const after = (await call(getCampaign, { as: stranger, params: { id: theirs.id } })).data;
    expect(after).toEqual(before);
  });

  it('answers 400 naming the field for a bad value, and changes nothing', async () => {
    const { owner, mine } = await ownerWithCampaigns();
    const before = (await call(getCampaign, { as: owner, params: { id: mine.id } })).data;
    for (const bad of write.bad) {
      const response = await send(owner, mine.id, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.error.code).toBe('VALIDATION_FAILED');
      expect(
        Object.keys(response.error.fields ?? {}).some((field) => field.startsWith(write.field)),
        JSON.stringify(response.error),
      ).toBe(true);
    }
    const after = (await call(getCampaign, { as: owner, params: { id: mine.id } })).data;
    expect(after).toEqual(before);
  });
});

describe('the limit follows the stored leads_slider setting', () => {
  it('refuses a limit outside a changed range and accepts one inside it', async () => {
    const { owner, mine } = await ownerWithCampaigns();
    await writeSetting(context.db, 'leads_slider', {
      transaction_limit_min: 100,
      transaction_limit_max: 500,
      slider_step_percent: 10,
    });
    try {
      const low = await call(updateLimit, { as: owner, params: { id: mine.id }, body: { limit: 90 } });
      expect(low.status).toBe(400);
      expect(low.error.fields?.limit).toBe('Use a limit from $100.00 to $500.00');
      const settingsAnswer = await call(getApplicationSettings, { as: owner });
      expect(settingsAnswer.data.setting.leads_slider.slider_step_percent).toBe(10);
    } finally {
      await context.db.delete(settings).where(eq(settings.key, 'leads_slider'));
    }
  });
});

describe('campaign writes with a missing or invalid campaignId', () => {
  it('answers 400 naming campaignId', async () => {
    const owner = await signedInOwner(context);
    for (const campaignId of [undefined, 0, 'abc', -3]) {
      const response = await call(saveTimeout, { as: owner, body: unchecked({ campaignId, value: 30 }) });
      expect(response.status).toBe(400);
      expect(response.error.fields).toHaveProperty('campaignId');
    }
  });
});
