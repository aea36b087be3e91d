import {
  addMobileNumber,
  createDeliveryDestination,
  getLeadDeliveryRecord,
  listDeliveryMobileNumbers,
  updateDeliveryDestination,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buyer, leadBody, prepareMarket, publisherClient } from './support/marketplace';
import { freshMobile, textsTo, verifiedMobile } from './support/mobile-numbers';
import { signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';
import { waitFor } from './support/webhook-receiver';

// The job queue in the API process sends the deliveries; the worker on the app's event loop, where
// a test can make the app's SMS provider refuse a number.
const context = useTestApp({ JOBS: 'on', DELIVERY_THREAD: 'off', LOG_LEVEL: 'error' });
const { call } = context;
let publisher: Awaited<ReturnType<typeof publisherClient>>;

beforeAll(async () => {
  await prepareMarket(context.db);
  publisher = await publisherClient(context);
});

/** A signed-in owner whose account buys every lead of the test market (the only active campaign). */
async function buyingOwner() {
  await context.db.execute(sql`update campaigns set is_active = false`);
  const owner = await signedInOwner(context);
  await buyer(context.db, { account: owner.account });
  return owner;
}

async function sellLead() {
  const body = leadBody({ first_name: 'Rosa', last_name: 'Diaz' });
  const answer = await publisher.post('/api/marketplace/leads', body);
  expect(answer.statusCode).toBe(200);
  const record = await context.db.execute<{ id: number }>(
    sql`select id from lead_records where phone = ${body.phone.replace(/\D/g, '').replace(/^(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3')}`,
  );
  return Number(record.rows[0]!.id);
}

describe('a text message destination', () => {
  it('texts a sold lead to the confirmed numbers only (all, or the chosen ones) and logs it delivered', async () => {
    const owner = await buyingOwner();
    const first = await verifiedMobile(context, owner);
    const second = await verifiedMobile(context, owner);
    const unconfirmed = freshMobile();
    await call(addMobileNumber, { body: { phone: unconfirmed }, as: owner });

    const offered = await call(listDeliveryMobileNumbers, { as: owner });
    expect(offered.data.numbers.map((number) => number.phone).sort()).toEqual([first, second].sort());

    const refused = await call(createDeliveryDestination, {
      as: owner,
      body: { kind: 'sms', name: 'Not confirmed', campaignId: null, phones: [unconfirmed] },
    });
    expect(refused.status).toBe(422);

    const everyone = await call(createDeliveryDestination, {
      as: owner,
      body: { kind: 'sms', name: 'Whole team', campaignId: null, phones: [] },
    });
    expect(everyone.data.destination).toMatchObject({ kind: 'sms', phones: [] });
    const chosen = await call(createDeliveryDestination, {
      as: owner,
      body: { kind: 'sms', name: 'Dispatcher', campaignId: null, phones: [second] },
    });
    expect(chosen.data.destination.phones).toEqual([second]);

    const recordId = await sellLead();
    const recordOf = () => call(getLeadDeliveryRecord, { as: owner, params: { id: recordId } });
    await waitFor(async () => {
      const { deliveries } = (await recordOf()).data;
      return deliveries.length === 2 && deliveries.every((delivery) => delivery.status !== 'pending');
    });

    const leadTextsTo = async (phone: string) =>
      (await textsTo(context, phone)).filter((body) => body.includes('Rosa Diaz'));
    const [toFirst] = await leadTextsTo(first);
    expect(await leadTextsTo(first)).toHaveLength(1);
    expect(toFirst).toContain('Richmond, VA 23219');
    expect(toFirst).toContain(`/leads/${recordId}`);
    expect(await leadTextsTo(second)).toHaveLength(2);
    expect(await leadTextsTo(unconfirmed)).toHaveLength(0);

    const record = await recordOf();
    expect(record.data.deliveries).toHaveLength(2);
    for (const delivery of record.data.deliveries) {
      expect(delivery).toMatchObject({ kind: 'sms', status: 'delivered', attempts: 1 });
      expect(delivery.attemptLog[0]).toMatchObject({ outcome: 'delivered' });
    }
  });

  it('tries again after a number was refused, texting only the numbers that did not get it', async () => {
    const owner = await buyingOwner();
    const reached = await verifiedMobile(context, owner);
    const refusedOnce = await verifiedMobile(context, owner);
    await call(createDeliveryDestination, {
      as: owner,
      body: { kind: 'sms', name: 'Whole team', campaignId: null, phones: [] },
    });
    const { sms } = context.app.deps;
    const send = sms.send.bind(sms);
    let refusals = 0;
    const provider = vi.spyOn(sms, 'send').mockImplementation(async (message) => {
      if (message.to === refusedOnce && refusals++ === 0) throw new Error('Carrier unavailable');
      return send(message);
    });
    try {
      const recordId = await sellLead();
      const deliveryOf = async () =>
        (await call(getLeadDeliveryRecord, { as: owner, params: { id: recordId } })).data.deliveries[0]!;
      await waitFor(
        async () => (await deliveryOf()).attempts === 1 && (await deliveryOf()).status === 'pending',
      );
      // Due now rather than after the backoff.
      await context.db.execute(
        sql`update lead_deliveries set next_attempt_at = now() where record_id = ${recordId}`,
      );
      await waitFor(async () => (await deliveryOf()).status === 'delivered');
      expect(await deliveryOf()).toMatchObject({ attempts: 2 });
    } finally {
      provider.mockRestore();
    }
    const leadTextsTo = async (phone: string) =>
      (await textsTo(context, phone)).filter((body) => body.includes('Rosa Diaz'));
    expect(await leadTextsTo(reached)).toHaveLength(1);
    expect(await leadTextsTo(refusedOnce)).toHaveLength(1);
  });

  it('changes its numbers after it was added, to confirmed numbers only', async () => {
    const owner = await buyingOwner();
    const first = await verifiedMobile(context, owner);
    const second = await verifiedMobile(context, owner);
    const created = await call(createDeliveryDestination, {
      as: owner,
      body: { kind: 'sms', name: 'Dispatcher', campaignId: null, phones: [first] },
    });
    const id = created.data.destination.id;
    const changed = await call(updateDeliveryDestination, {
      as: owner,
      params: { id },
      body: { phones: [second] },
    });
    expect(changed.data.destination.phones).toEqual([second]);
    const refused = await call(updateDeliveryDestination, {
      as: owner,
      params: { id },
      body: { phones: [freshMobile()] },
    });
    expect(refused.status).toBe(422);

    const recordId = await sellLead();
    await waitFor(async () => {
      const record = await call(getLeadDeliveryRecord, { as: owner, params: { id: recordId } });
      return record.data.deliveries[0]?.status === 'delivered';
    });
    const leadTextsTo = async (phone: string) =>
      (await textsTo(context, phone)).filter((body) => body.includes('Rosa Diaz'));
    expect(await leadTextsTo(second)).toHaveLength(1);
    expect(await leadTextsTo(first)).toHaveLength(0);
  });
});
