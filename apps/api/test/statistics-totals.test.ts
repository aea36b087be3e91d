import { getRecords, type StatisticsType } from '@vanbid/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRecords } from '../src/platform/db/schema/index';
import { createCampaign } from '../src/seed/factories';
import { type SignedInOwner, signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

type Owner = SignedInOwner;
const world = {} as { owner: Owner; campaigns: number[]; branded: number; ids: number[] };

/** A small deterministic generator, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const START = Date.parse('2026-03-01T00:00:00Z');
const BUSY = Date.parse('2026-03-03T14:00:00Z');

beforeAll(async () => {
  world.owner = await signedInOwner(context, { name: 'Totals Movers' });
  const accountId = world.owner.account.id;
  const [a, b, branded] = await Promise.all([
    createCampaign(context.db, { accountId, group: 'calls', nickname: 'A' }),
    createCampaign(context.db, { accountId, group: 'calls', nickname: 'B' }),
    createCampaign(context.db, { accountId, group: 'branded', nickname: 'C' }),
  ]);
  world.campaigns = [a.id, b.id];
  world.branded = branded.id;
  const next = random(42);
  // 600 calls over six days, and 300 more between 09:00 and 12:00 New York time on 2026-03-03,
  // so that the narrow windows below hold calls on both sides of their edges.
  const rows = Array.from({ length: 900 }, (_, index) => {
    const campaign = [a, b, branded][Math.floor(next() * 3)]!;
    const roll = next();
    return {
      accountId,
      campaignId: campaign.id,
      campaignName: campaign.nickname,
      isBranded: campaign.id === branded.id,
      timeCreated: new Date(
        index < 600 ? START + Math.floor(next() * 6 * 86_400_000) : BUSY + Math.floor(next() * 3 * 3_600_000),
      ),
      callerPhone: '(555) 555-0100',
      distance: 'local',
      status: 'answered',
      payoutCents: roll < 0.05 ? null : roll < 0.1 ? 0 : 1000 + Math.floor(next() * 5000),
    };
  });
  const inserted = await context.db.insert(callRecords).values(rows).returning({ id: callRecords.id });
  world.ids = inserted.map((row) => row.id);
});

async function totals(type: StatisticsType, filter: string, timezone = 'America/New_York') {
  const response = await call(getRecords, { as: world.owner, query: { type, filter, timezone, size: 1 } });
  expect(response.status, response.text).toBe(200);
  const { total_items, monetary_value } = response.data;
  return { total_items, monetary_value };
}

/** The same filter with a rule that matches every row: the totals come from the records themselves. */
const raw = (type: StatisticsType, filter: string, timezone?: string) =>
  totals(type, [filter, 'payout:ne:-1'].filter(Boolean).join(';'), timezone);

const campaignsRule = () => `phone_company_id:in:${world.campaigns.join(',')}`;
const CASES: [string, string, string?][] = [
  ['whole days in New York', 'time_created:gte:2026-03-02 00:00:00;time_created:lte:2026-03-04 23:59:59'],
  [
    'whole days in Kolkata (UTC+5:30)',
    'time_created:gte:2026-03-02 00:00:00;time_created:lte:2026-03-04 23:59:59',
    'Asia/Kolkata',
  ],
  ['inside one hour', 'time_created:gte:2026-03-03 10:10:00;time_created:lte:2026-03-03 10:40:00'],
  [
    'across an hour, no whole hour',
    'time_created:gte:2026-03-03 10:30:00;time_created:lte:2026-03-03 11:15:00',
  ],
  ['odd seconds both ends', 'time_created:gte:2026-03-01 07:13:41;time_created:lte:2026-03-05 19:02:07'],
  ['from only', 'time_created:gte:2026-03-04 12:30:00'],
  ['until only', 'time_created:lte:2026-03-02 08:45:59'],
  ['an empty range', 'time_created:gte:2026-03-04 00:00:00;time_created:lte:2026-03-03 00:00:00'],
  ['no time bounds', ''],
];

async function expectRollupToMatchRecords() {
  for (const [label, times, timezone] of CASES) {
    for (const [type, campaigns] of [
      ['calls', campaignsRule()],
      ['calls', ''],
      ['branded', `phone_company_id:eq:${world.branded}`],
    ] as const) {
      const filter = [times, campaigns].filter(Boolean).join(';');
      expect(await totals(type, filter, timezone), `${label}, ${type} ${campaigns}`).toEqual(
        await raw(type, filter, timezone),
      );
    }
  }
}

describe('getRecords totals from the hourly roll-up', () => {
  it('equal the totals over the records, for whole and partial hours in any time zone', async () => {
    for (const [, times] of CASES.slice(0, 5)) {
      expect((await totals('calls', `${times};${campaignsRule()}`)).total_items).toBeGreaterThan(5);
    }
    await expectRollupToMatchRecords();
  });

  it('follow inserts, updates (time, campaign, payout) and deletes of records', async () => {
    const { db } = context;
    await db
      .update(callRecords)
      .set({ timeCreated: sql`${callRecords.timeCreated} + interval '37 minutes'`, payoutCents: 777 })
      .where(inArray(callRecords.id, world.ids.slice(0, 80)));
    await db
      .update(callRecords)
      .set({ campaignId: world.campaigns[1]!, isBranded: false })
      .where(
        and(inArray(callRecords.id, world.ids.slice(80, 160)), eq(callRecords.campaignId, world.branded)),
      );
    await db.delete(callRecords).where(inArray(callRecords.id, world.ids.slice(160, 230)));
    await expectRollupToMatchRecords();
    const { rows } = await db.execute<{ rolled: number; counted: number }>(sql`
      select (select coalesce(sum(records), 0) from call_record_hours where account_id = ${world.owner.account.id}) as rolled,
             (select count(*) from call_records where account_id = ${world.owner.account.id}) as counted`);
    expect(Number(rows[0]!.rolled)).toBe(Number(rows[0]!.counted));
  });
});
