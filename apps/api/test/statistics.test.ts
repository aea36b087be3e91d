import { getRecords, type QueryOf } from '@vanbid/contract';
import {
  buildRecordsFilter,
  type ColumnFilters,
  type FilterRule,
  formatFilter,
  mergePayoutZero,
  payoutZeroFilters,
} from '@vanbid/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRecords, leadRecords } from '../src/platform/db/schema/index';
import { createCampaign } from '../src/seed/factories';
import { unchecked } from './support/call';
import { ownerAndStranger, type SignedInOwner, signedInOwner } from './support/signed-in';
import { type TestContext, useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

type Owner = SignedInOwner;
type CallInput = Partial<typeof callRecords.$inferInsert> & {
  accountId: number;
  campaignId: number;
  campaignName: string;
  timeCreated: Date;
};

async function insertCall(db: TestContext['db'], input: CallInput) {
  const [row] = await db
    .insert(callRecords)
    .values({
      callerPhone: '(555) 555-0100',
      fromZip: '22030',
      toZip: '10001',
      distance: 'local',
      status: 'answered',
      durationSeconds: 60,
      payoutCents: 2500,
      charged: true,
      ...input,
    })
    .returning({ id: callRecords.id });
  return row!.id;
}

const listRecords = (owner: Owner, query: QueryOf<typeof getRecords>) =>
  call(getRecords, { as: owner, query });

const NAME_A = 'Local Calls — Virginia';
/** Every character the filter language escapes, plus LIKE's wildcards and a colon. */
const NAME_B = 'Long, "Distance"; 50% off \\ now_1: East';

/** One account with five calls, a branded call and a lead; a stranger with one call. */
const world = {} as {
  owner: Owner;
  stranger: Owner;
  campaignA: number;
  campaignB: number;
  strangerCampaign: number;
  ids: Record<'r1' | 'r2' | 'r3' | 'r4' | 'r5' | 'branded' | 'lead' | 'strangerCall', number>;
};

beforeAll(async () => {
  const { db } = context;
  Object.assign(world, await ownerAndStranger(context));
  const accountId = world.owner.account.id;
  const [a, b, branded, leads, theirs] = await Promise.all([
    createCampaign(db, { accountId, group: 'calls', nickname: NAME_A }),
    createCampaign(db, { accountId, group: 'calls', nickname: NAME_B }),
    createCampaign(db, { accountId, group: 'branded', nickname: 'Branded' }),
    createCampaign(db, { accountId, group: 'leads', nickname: 'Leads — Richmond' }),
    createCampaign(db, { accountId: world.stranger.account.id, group: 'calls', nickname: NAME_A }),
  ]);
  world.campaignA = a.id;
  world.campaignB = b.id;
  world.strangerCampaign = theirs.id;
  const inA = { accountId, campaignId: a.id, campaignName: NAME_A };
  const inB = { accountId, campaignId: b.id, campaignName: NAME_B };
  const [leadRow] = await db
    .insert(leadRecords)
    .values({
      accountId,
      campaignId: leads.id,
      campaignName: 'Leads — Richmond',
      timeCreated: new Date('2026-01-10T15:00:00Z'),
      firstName: 'Noah',
      lastName: 'Smith',
      phone: '(804) 555-0199',
      email: 'noah@example.com',
      fromZip: '23220',
      toZip: '30301',
      moveDate: '2026-02-01',
      moveSize: '2 bedrooms',
      distance: 'long',
      payoutCents: 1200,
      charged: true,
    })
    .returning({ id: leadRecords.id });
  world.ids = {
    // 10:00:00 in New York (EST, UTC-5).
    r1: await insertCall(db, {
      ...inA,
      timeCreated: new Date('2026-01-10T15:00:00Z'),
      callerName: 'Maria Lopez',
      callerPhone: '(804) 555-0101',
      fromZip: '23220',
      toZip: '10001',
      durationSeconds: 120,
    }),
    // Half a second before midnight in New York: still 2026-01-10.
    r2: await insertCall(db, {
      ...inA,
      timeCreated: new Date('2026-01-11T04:59:59.500Z'),
      status: 'missed',
      durationSeconds: 0,
      payoutCents: 0,
      charged: false,
    }),
    r3: await insertCall(db, {
      ...inA,
      timeCreated: new Date('2026-01-11T05:00:00Z'),
      callerName: 'Tom Baker',
      status: 'voicemail',
      durationSeconds: 30,
      payoutCents: null,
      charged: false,
    }),
    r4: await insertCall(db, {
      ...inB,
      timeCreated: new Date('2026-01-12T17:30:00Z'),
      callerName: 'Ana Silva',
      durationSeconds: 600,
      payoutCents: 4000,
      fromZip: null,
    }),
    // Noon in New York on a summer day (EDT, UTC-4).
    r5: await insertCall(db, {
      ...inB,
      timeCreated: new Date('2026-07-04T16:00:00Z'),
      callerName: "=cmd|' /C calc'!A0",
      durationSeconds: 61,
      payoutCents: 1999,
    }),
    branded: await insertCall(db, {
      accountId,
      campaignId: branded.id,
      campaignName: 'Branded',
      isBranded: true,
      timeCreated: new Date('2026-01-10T16:00:00Z'),
      payoutCents: 1500,
    }),
    lead: leadRow!.id,
    strangerCall: await insertCall(db, {
      accountId: world.stranger.account.id,
      campaignId: theirs.id,
      campaignName: NAME_A,
      timeCreated: new Date('2026-01-10T15:00:00Z'),
      callerName: 'Stranger',
      payoutCents: 9999,
    }),
  };
});

/** The ids (in answer order) of the owner's calls matching `filter`. */
async function idsFor(filter: string | FilterRule[], query: Partial<QueryOf<typeof getRecords>> = {}) {
  const text = typeof filter === 'string' ? filter : formatFilter(filter);
  const response = await listRecords(world.owner, { type: 'calls', filter: text, ...query });
  expect(response.status, response.text).toBe(200);
  return response.data.records.map((record: { id: number }) => record.id);
}
const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);
const named = (...names: (keyof typeof world.ids)[]) => names.map((name) => world.ids[name]);

describe('GET /statistic/getRecords: records', () => {
  it('returns the account’s calls newest first, each with only the fields a buyer needs', async () => {
    const response = await listRecords(world.owner, { type: 'calls' });
    expect(response.status).toBe(200);
    const data = response.data;
    expect(data.records.map((record: { id: number }) => record.id)).toEqual(
      named('r5', 'r4', 'r3', 'r2', 'r1'),
    );
    expect(data.total_items).toBe(5);
    expect(data.monetary_value).toBe(84.99);
    expect(data.records.at(-1)).toEqual({
      id: world.ids.r1,
      time_created: '2026-01-10 10:00:00',
      campaign_name: NAME_A,
      phone_company_id: world.campaignA,
      caller_phone: '(804) 555-0101',
      caller_name: 'Maria Lopez',
      from_zip: '23220',
      to_zip: '10001',
      distance: 'local',
      duration_seconds: 120,
      status: 'answered',
      payout: 25,
      charged: true,
    });
    expect(data.records[0]).toMatchObject({ time_created: '2026-07-04 12:00:00', payout: 19.99 });
    expect(data.records[2]).toMatchObject({ payout: null, charged: false });
  });

  it('lists branded calls and leads as their own types, leads with their contact and move', async () => {
    const branded = await listRecords(world.owner, { type: 'branded' });
    expect(branded.data.records.map((record: { id: number }) => record.id)).toEqual(named('branded'));
    const leads = await listRecords(world.owner, { type: 'leads' });
    expect(leads.data).toMatchObject({ total_items: 1, monetary_value: 12 });
    expect(leads.data.records).toEqual([
      {
        id: world.ids.lead,
        time_created: '2026-01-10 10:00:00',
        campaign_name: 'Leads — Richmond',
        phone_company_id: expect.any(Number),
        first_name: 'Noah',
        last_name: 'Smith',
        phone: '(804) 555-0199',
        email: 'noah@example.com',
        from_zip: '23220',
        to_zip: '30301',
        move_date: '2026-02-01',
        move_size: '2 bedrooms',
        distance: 'long',
        status: 'delivered',
        payout: 12,
        charged: true,
      },
    ]);
  });

  it('writes times and reads filter datetimes in the request’s time zone', async () => {
    const response = await listRecords(world.owner, {
      type: 'calls',
      timezone: 'America/Los_Angeles',
      filter: 'time_created:gte:2026-01-10 00:00:00;time_created:lte:2026-01-10 23:59:59',
    });
    const records = response.data.records;
    expect(records.map((record: { id: number }) => record.id)).toEqual(named('r3', 'r2', 'r1'));
    expect(records.at(-1)!.time_created).toBe('2026-01-10 07:00:00');
    expect(await idsFor('time_created:gte:2026-01-10 00:00:00;time_created:lte:2026-01-10 23:59:59')).toEqual(
      named('r2', 'r1'),
    );
  });

  it('answers 400 for a time zone that is not an IANA name', async () => {
    const response = await listRecords(world.owner, { type: 'calls', timezone: 'Mars/Olympus_Mons' });
    expect(response.status).toBe(400);
    expect(response.error.fields).toHaveProperty('timezone');
  });
});

describe('GET /statistic/getRecords: the filter language', () => {
  it.each([
    ['time_created:eq:2026-01-10 10:00:00', ['r1']],
    ['time_created:ne:2026-01-10 10:00:00', ['r5', 'r4', 'r3', 'r2']],
    ['time_created:gte:2026-01-11 00:00:00', ['r5', 'r4', 'r3']],
    ['time_created:lte:2026-01-10 23:59:59', ['r2', 'r1']],
    ['payout:eq:25', ['r1']],
    ['payout:eq:19.99', ['r5']],
    ['payout:ne:25', ['r5', 'r4', 'r3', 'r2']],
    ['payout:gte:25;payout:lte:40', ['r4', 'r1']],
    ['payout:in:25,40.00', ['r4', 'r1']],
    ['payout:null', ['r3']],
    ['status:like:ANSW', ['r5', 'r4', 'r1']],
    ['status:in:missed,voicemail', ['r3', 'r2']],
    ['status:ne:answered', ['r3', 'r2']],
    ['duration_seconds:gte:61', ['r5', 'r4', 'r1']],
    ['duration_seconds:lte:60', ['r3', 'r2']],
    ['caller_name:null', ['r2']],
    ['from_zip:null', ['r4']],
    ['caller_phone:like:555-0101', ['r1']],
    ['charged:eq:false', ['r3', 'r2']],
    ['campaign_name:like:virginia', ['r3', 'r2', 'r1']],
  ] as const)('%s', async (filter, expected) => {
    expect(await idsFor(filter)).toEqual(named(...expected));
  });

  it('filters by campaign id with eq, ne and in, and by record id', async () => {
    const { campaignA, campaignB, ids } = world;
    expect(await idsFor(`phone_company_id:in:${campaignA}`)).toEqual(named('r3', 'r2', 'r1'));
    expect(await idsFor(`phone_company_id:eq:${campaignB}`)).toEqual(named('r5', 'r4'));
    expect(await idsFor(`phone_company_id:ne:${campaignA}`)).toEqual(named('r5', 'r4'));
    expect(await idsFor(`phone_company_id:in:${campaignA},${campaignB}`)).toHaveLength(5);
    expect(await idsFor(`id:in:${ids.r1},${ids.r4}`)).toEqual(named('r4', 'r1'));
  });

  it('reads escaped ; , and \\ in values, and matches % and _ literally in like', async () => {
    const byName = (operator: 'eq' | 'like', value: string): FilterRule[] => [
      { field: 'campaign_name', operator, value },
    ];
    expect(await idsFor(byName('eq', NAME_B))).toEqual(named('r5', 'r4'));
    expect(await idsFor('campaign_name:eq:Long\\, "Distance"\\; 50% off \\\\ now_1: East')).toEqual(
      named('r5', 'r4'),
    );
    expect(await idsFor(byName('like', '"distance"; 50% off \\ now_1: e'))).toEqual(named('r5', 'r4'));
    expect(await idsFor(byName('like', '%'))).toEqual(named('r5', 'r4'));
    expect(await idsFor(byName('like', '_'))).toEqual(named('r5', 'r4'));
    expect(await idsFor(byName('like', 'Long, "'))).toEqual(named('r5', 'r4'));
    expect(await idsFor([{ field: 'campaign_name', operator: 'in', values: [NAME_A, NAME_B] }])).toHaveLength(
      5,
    );
  });

  it('answers payout zero and payout null separately; the client merges them (spec §5)', async () => {
    const rules = buildRecordsFilter({ campaignIds: [world.campaignA, world.campaignB], payout: 0 });
    const [zero, missing] = payoutZeroFilters(rules)!;
    const answer = async (filter: FilterRule[]) =>
      (await listRecords(world.owner, { type: 'calls', filter: formatFilter(filter) })).data;
    const [zeroPage, nullPage] = [await answer(zero), await answer(missing)];
    expect(zeroPage.records.map((record: { id: number }) => record.id)).toEqual(named('r2'));
    expect(nullPage.records.map((record: { id: number }) => record.id)).toEqual(named('r3'));
    const merged = mergePayoutZero(zeroPage, nullPage);
    expect(merged.records.map((record) => (record as { id: number }).id)).toEqual(named('r3', 'r2'));
    expect(merged).toMatchObject({ total_items: 2, monetary_value: 0 });
  });
});

describe('GET /statistic/getRecords: column filters (spec §5)', () => {
  const inJanuary = (columnFilters: ColumnFilters) =>
    buildRecordsFilter({
      from: '2026/01/10',
      to: '2026/01/12',
      campaignIds: [world.campaignA, world.campaignB],
      columnFilters,
    });

  it('applies a column filter only when its status flag is on', async () => {
    const status = { type: 'options', value: 'answered', filterOptions: ['answered', 'missed'] } as const;
    expect(await idsFor(inJanuary({ status: { ...status, status: true } }))).toEqual(named('r4', 'r1'));
    expect(await idsFor(inJanuary({ status: { ...status, status: false } }))).toEqual(
      named('r4', 'r3', 'r2', 'r1'),
    );
  });

  it('matches a text value with like, a date range with gte/lte, several options with in', async () => {
    expect(
      await idsFor(inJanuary({ caller_name: { type: 'text', value: ' maria ', status: true } })),
    ).toEqual(named('r1'));
    expect(
      await idsFor(
        inJanuary({
          time_created: { type: 'date', fromDate: '2026/01/11', toDate: '2026/01/11', status: true },
        }),
      ),
    ).toEqual(named('r3'));
    expect(
      await idsFor(inJanuary({ status: { type: 'options', value: ['missed', 'voicemail'], status: true } })),
    ).toEqual(named('r3', 'r2'));
  });

  it('matches nothing when no campaign is chosen (phone_company_id in 0)', async () => {
    expect(await idsFor(buildRecordsFilter({ campaignIds: [] }))).toEqual([]);
  });
});

describe('GET /statistic/getRecords: bad input is a 400 that names it', () => {
  it.each(
    [
      ['foo:eq:1', 'foo'],
      ['account_id:eq:1', 'account_id'],
      ['email:eq:a@b.c', 'email'],
      ['payout:between:1', 'between'],
      ['payout:like:1', 'like'],
      ['time_created:in:2026-01-10 10:00:00', 'time_created'],
      ['status:null', 'status'],
      ['time_created:gte:2026-13-01 00:00:00', 'time_created'],
      ['time_created:gte:2026-02-30 00:00:00', 'time_created'],
      ['time_created:gte:2026-01-10', 'time_created'],
      ['time_created:lte:2026-01-10 24:00:00', 'time_created'],
      ['payout:eq:1.234', 'payout'],
      ['payout:eq:ten', 'payout'],
      ['phone_company_id:in:1,abc', 'phone_company_id'],
      ['phone_company_id:eq:99999999999999999999', 'phone_company_id'],
      ['duration_seconds:gte:1.5', 'duration_seconds'],
      ['charged:eq:yes', 'charged'],
      [`campaign_name:like:${'x'.repeat(201)}`, 'campaign_name'],
      [
        `phone_company_id:in:${Array.from({ length: 1001 }, (_, index) => index + 1).join(',')}`,
        'phone_company_id',
      ],
      ['campaign_name:like:50\\% off', '\\%'],
      ['status:eq:answered\\', '\\'],
      ['status:eq:', 'status'],
      ['status', 'status'],
      ['status:eq:answered;', 'position 2'],
    ].map(([filter = '', named = '']) => ({ filter, named, shown: shorten(filter) })),
  )('filter $shown names $named', async ({ filter, named }) => {
    const response = await listRecords(world.owner, { type: 'calls', filter });
    expect(response.status).toBe(400);
    expect(response.error).toMatchObject({
      code: 'BAD_FILTER',
      fields: { filter: expect.any(String) },
    });
    expect(response.error.message).toContain(named);
  });

  it.each([
    ['payout:sideways', 'payout:sideways'],
    ['caller_name:asc', 'caller_name'],
    ['account_id:desc', 'account_id'],
  ])('sort %s names %s', async (sort, named) => {
    const response = await listRecords(world.owner, { type: 'calls', sort });
    expect(response.status).toBe(400);
    expect(response.error).toMatchObject({ code: 'BAD_FILTER', fields: { sort: expect.any(String) } });
    expect(response.error.message).toContain(named);
  });

  it.each([
    [{ size: 0 }, 'size'],
    [{ size: 1001 }, 'size'],
    [{ page: 0 }, 'page'],
    [{ type: 'everything' }, 'type'],
    [{ cursor: 'not-a-cursor' }, 'cursor'],
  ] as const)('%o is a 400 naming %s', async (query, field) => {
    const response = await listRecords(world.owner, unchecked({ type: 'calls', ...query }));
    expect(response.status).toBe(400);
    expect(response.error.fields).toHaveProperty(field);
  });

  it('answers 400 for a filter longer than 20,000 characters', async () => {
    const response = await listRecords(world.owner, {
      type: 'calls',
      filter: `campaign_name:like:${'x'.repeat(20_001)}`,
    });
    expect(response.status).toBe(400);
    expect(response.error.fields).toHaveProperty('filter');
  });

  it('refuses a cursor made for another sort order', async () => {
    const first = await listRecords(world.owner, { type: 'calls', size: 2 });
    const cursor = first.data.next_cursor!;
    const response = await listRecords(world.owner, { type: 'calls', size: 2, sort: 'payout:asc', cursor });
    expect(response.status).toBe(400);
    expect(response.error.fields).toHaveProperty('cursor');
  });
});

describe('GET /statistic/getRecords: another account’s records', () => {
  it('are never returned, whatever the filter says', async () => {
    const { strangerCampaign, ids, stranger } = world;
    for (const filter of [
      `phone_company_id:in:${strangerCampaign}`,
      `phone_company_id:eq:${strangerCampaign}`,
      `id:eq:${ids.strangerCall}`,
      `caller_name:like:Stranger`,
      `payout:eq:99.99`,
    ]) {
      const response = await listRecords(world.owner, { type: 'calls', filter });
      expect(response.data, filter).toMatchObject({ records: [], total_items: 0, monetary_value: 0 });
    }
    const all = await listRecords(world.owner, { type: 'calls', size: 1000 });
    expect(all.data.records.map((record: { id: number }) => record.id)).not.toContain(ids.strangerCall);
    const theirs = await listRecords(stranger, { type: 'calls' });
    expect(theirs.data.records.map((record: { id: number }) => record.id)).toEqual([ids.strangerCall]);
  });

  it('answers 403 for a globalId the caller does not belong to', async () => {
    const response = await listRecords(world.owner, { type: 'calls', globalId: world.stranger.account.id });
    expect(response.status).toBe(403);
  });
});

describe('GET /statistic/getRecords: sorting', () => {
  it('sorts by payout with the records without a payout last in both directions, ties by id', async () => {
    expect(await idsFor('', { sort: 'payout:desc' })).toEqual(named('r4', 'r1', 'r5', 'r2', 'r3'));
    expect(await idsFor('', { sort: 'payout:asc' })).toEqual(named('r2', 'r5', 'r1', 'r4', 'r3'));
  });

  it('orders by the instant, not by the local clock, across the autumn daylight-saving change', async () => {
    const owner = await signedInOwner(context, { name: 'Autumn Movers' });
    const campaign = await createCampaign(context.db, {
      accountId: owner.account.id,
      group: 'calls',
      nickname: 'X',
    });
    const at = (time: string) =>
      insertCall(context.db, {
        accountId: owner.account.id,
        campaignId: campaign.id,
        campaignName: 'X',
        timeCreated: new Date(time),
      });
    const earlier = await at('2025-11-02T05:30:00Z'); // 01:30 EDT
    const later = await at('2025-11-02T06:10:00Z'); // 01:10 EST, an hour later
    const response = await listRecords(owner, { type: 'calls' });
    const records = response.data.records;
    expect(records.map((record: { id: number }) => record.id)).toEqual([later, earlier]);
    expect(records.map((record: { time_created: string }) => record.time_created)).toEqual([
      '2025-11-02 01:10:00',
      '2025-11-02 01:30:00',
    ]);
  });

  it('sorts by campaign name, then by id in the same direction', async () => {
    expect(await idsFor('', { sort: 'campaign_name:asc' })).toEqual(named('r1', 'r2', 'r3', 'r4', 'r5'));
    expect(await idsFor('', { sort: 'time_created:asc' })).toEqual(named('r1', 'r2', 'r3', 'r4', 'r5'));
  });
});
