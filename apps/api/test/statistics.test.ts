import { describe, expect, it } from 'vitest';
import { createCampaign } from '../src/seed/factories';
import { unchecked } from './support/call';
import { insertCall, NAME_A, useRecordsWorld } from './support/records-world';
import { signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();

const { world, listRecords, idsFor, named } = useRecordsWorld(context);
const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

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
      not_charged_reason: null,
      has_recording: false,
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
