import { getRecords, type QueryOf } from '@vanbid/contract';
import { type FilterRule, formatFilter } from '@vanbid/domain';
import { beforeAll, expect } from 'vitest';
import { callRecords, leadRecords } from '../../src/platform/db/schema/index';
import { createCampaign } from '../../src/seed/factories';
import { ownerAndStranger, type SignedInOwner } from './signed-in';
import type { TestContext } from './test-app';

type CallInput = Partial<typeof callRecords.$inferInsert> & {
  accountId: number;
  campaignId: number;
  campaignName: string;
  timeCreated: Date;
};

/** One call record with ordinary defaults. */
export async function insertCall(db: TestContext['db'], input: CallInput) {
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

export const NAME_A = 'Local Calls — Virginia';
/** Every character the filter language escapes, plus LIKE's wildcards and a colon. */
export const NAME_B = 'Long, "Distance"; 50% off \\ now_1: East';

type RecordName = 'r1' | 'r2' | 'r3' | 'r4' | 'r5' | 'branded' | 'lead' | 'strangerCall';

/** One account with five calls, a branded call and a lead; a stranger with one call. */
export interface RecordsWorld {
  owner: SignedInOwner;
  stranger: SignedInOwner;
  campaignA: number;
  campaignB: number;
  strangerCampaign: number;
  ids: Record<RecordName, number>;
}

/** Builds the records world once for a test file; with helpers that read it over HTTP. */
export function useRecordsWorld(context: TestContext) {
  const world = {} as RecordsWorld;
  beforeAll(async () => {
    Object.assign(world, await ownerAndStranger(context));
    world.ids = await insertRecords(context.db, world);
  });
  const listRecords = (owner: SignedInOwner, query: QueryOf<typeof getRecords>) =>
    context.call(getRecords, { as: owner, query });
  /** The ids (in answer order) of the owner's calls matching `filter`. */
  const idsFor = async (filter: string | FilterRule[], query: Partial<QueryOf<typeof getRecords>> = {}) => {
    const text = typeof filter === 'string' ? filter : formatFilter(filter);
    const response = await listRecords(world.owner, { type: 'calls', filter: text, ...query });
    expect(response.status, response.text).toBe(200);
    return response.data.records.map((record: { id: number }) => record.id);
  };
  const named = (...names: RecordName[]) => names.map((name) => world.ids[name]);
  return { world, listRecords, idsFor, named };
}

/** The world's campaigns (kept on `world`) and records; answers the records' ids. */
async function insertRecords(db: TestContext['db'], world: RecordsWorld): Promise<RecordsWorld['ids']> {
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
  return {
    ...(await insertCalls(db, world, { a: a.id, b: b.id, branded: branded.id, theirs: theirs.id })),
    lead: await insertLead(db, accountId, leads.id),
  };
}

async function insertLead(db: TestContext['db'], accountId: number, campaignId: number): Promise<number> {
  const [leadRow] = await db
    .insert(leadRecords)
    .values({
      accountId,
      campaignId,
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
  return leadRow!.id;
}

async function insertCalls(
  db: TestContext['db'],
  world: RecordsWorld,
  campaigns: { a: number; b: number; branded: number; theirs: number },
): Promise<Omit<RecordsWorld['ids'], 'lead'>> {
  const accountId = world.owner.account.id;
  const inA = { accountId, campaignId: campaigns.a, campaignName: NAME_A };
  const inB = { accountId, campaignId: campaigns.b, campaignName: NAME_B };
  return {
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
      campaignId: campaigns.branded,
      campaignName: 'Branded',
      isBranded: true,
      timeCreated: new Date('2026-01-10T16:00:00Z'),
      payoutCents: 1500,
    }),
    strangerCall: await insertCall(db, {
      accountId: world.stranger.account.id,
      campaignId: campaigns.theirs,
      campaignName: NAME_A,
      timeCreated: new Date('2026-01-10T15:00:00Z'),
      callerName: 'Stranger',
      payoutCents: 9999,
    }),
  };
}
