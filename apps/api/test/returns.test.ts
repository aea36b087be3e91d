import { randomUUID } from 'node:crypto';
import {
  decideReturnReview,
  exportReturns,
  getLeadDetail,
  getListOfBilledItems,
  getReturnOptions,
  getReturnRates,
  listReturnReviews,
  listReturns,
  requestReturn,
} from '@vanbid/contract';
import { PUBLISHER_PAYOUT_PERCENT } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/features/verify-ledger';
import {
  balanceOf,
  FLAT_MINIMUM_CENTS,
  freshPhone,
  leadBody,
  prepareMarket,
  publisherClient,
} from './support/marketplace';
import { returnsSteps } from './support/returns-steps';
import { type SignedInOwner, signedInOwner, signedInSupport } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;
const { buyingOwner, soldDaysAgo } = returnsSteps(context);
let publisher: Awaited<ReturnType<typeof publisherClient>>;
let support: Awaited<ReturnType<typeof signedInSupport>>;

beforeAll(async () => {
  await prepareMarket(context.db);
  publisher = await publisherClient(context, 'Returns Traffic');
  support = await signedInSupport(context);
});

/** Sells `count` leads to the campaign's account; answers their record ids, oldest first. */
async function sellLeads(campaignId: number, count: number, overrides: Record<string, unknown> = {}) {
  for (let index = 0; index < count; index++)
    expect((await publisher.post('/api/marketplace/leads', leadBody(overrides))).statusCode).toBe(200);
  const result = await context.db.execute<{ id: string }>(
    sql`select id from lead_records where campaign_id = ${campaignId} order by id`,
  );
  return result.rows.map((row) => Number(row.id));
}

async function soldCall(campaignId: number, status: 'answered' | 'busy' = 'answered') {
  const ringing = await publisher.post('/api/marketplace/calls', {
    external_id: randomUUID(),
    caller_phone: freshPhone(),
    from_zip: '23219',
    to_zip: '22201',
  });
  const { call_id: callId } = ringing.json().Data;
  await publisher.post(`/api/marketplace/calls/${callId}/events`, {
    type: 'ended',
    status,
    duration_seconds: status === 'answered' ? 240 : 0,
  });
  const result = await context.db.execute<{ id: string }>(
    sql`select id from call_records where campaign_id = ${campaignId} order by id desc limit 1`,
  );
  return Number(result.rows[0]!.id);
}

const ask = (owner: SignedInOwner, body: { kind: 'lead' | 'call'; record_id: number; reason: string }) =>
  call(requestReturn, { as: owner, body: body as never });

async function spentOf(campaignId: number) {
  const result = await context.db.execute<{ cents: string; purchases: string }>(sql`
    select coalesce(sum(payout_cents), 0) as cents, coalesce(sum(purchases), 0) as purchases
    from campaign_spend_days where campaign_id = ${campaignId}`);
  return { cents: Number(result.rows[0]!.cents), purchases: Number(result.rows[0]!.purchases) };
}

async function booksOf(accountId: number) {
  return (await verifyLedger(context.db)).filter((difference) => difference.accountId === accountId);
}

describe('POST /returns: rules that approve', () => {
  it('credits a duplicate lead at once: wallet, a Credit billed item, the daily spend and the books agree', async () => {
    const { owner, campaign } = await buyingOwner();
    const [first, second] = await sellLeads(campaign.id, 2);
    // The same person came in again from another source within 30 days.
    await context.db.execute(sql`
      update lead_records set phone = (select phone from lead_records where id = ${second}),
        time_created = time_created - interval '2 days' where id = ${first}`);
    const before = {
      balance: await balanceOf(context.db, owner.account.id),
      spent: await spentOf(campaign.id),
    };

    const answer = await ask(owner, { kind: 'lead', record_id: second!, reason: 'duplicate' });

    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      status: 'approved',
      amount: FLAT_MINIMUM_CENTS / 100,
      decided_by: 'Automatic',
      decision: 'The same phone was sold to you within 30 days',
      reason_label: 'Duplicate',
    });
    expect(await balanceOf(context.db, owner.account.id)).toBe(before.balance + FLAT_MINIMUM_CENTS);
    expect(await spentOf(campaign.id)).toEqual({
      cents: before.spent.cents - FLAT_MINIMUM_CENTS,
      purchases: before.spent.purchases - 1,
    });
    const billed = await call(getListOfBilledItems, { as: owner, body: {} as never });
    expect(billed.data.items[0]).toMatchObject({
      type: 'credit',
      direction: 'in',
      amount: FLAT_MINIMUM_CENTS / 100,
      description: `Credit — returned lead #${second} (Duplicate)`,
    });
    const options = await call(getReturnOptions, { as: owner, params: { kind: 'lead', id: second! } });
    expect(options.data).toMatchObject({ is_returnable: false, latest: { status: 'approved' } });
    expect(await booksOf(owner.account.id)).toEqual([]);
  });

  it('approves a lead outside the campaign’s area at the sale and one without a consent certificate', async () => {
    const { owner, campaign } = await buyingOwner('leads', ['23219']);
    const [outside, noConsent] = await sellLeads(campaign.id, 2);
    await context.db.execute(sql`
      update geo_templates set zip_codes = '["23220"]'::jsonb
      where id = (select geo_template_id from campaigns where id = ${campaign.id})`);
    await context.db.execute(sql`
      update marketplace_offers set payload = payload - 'consent'
      where id = (select offer_id from marketplace_decisions
        where record_id = ${noConsent} and campaign_id = ${campaign.id} and is_won)`);

    const area = await ask(owner, { kind: 'lead', record_id: outside!, reason: 'outside_area' });
    const consent = await ask(owner, { kind: 'lead', record_id: noConsent!, reason: 'no_consent' });

    expect(area.data).toMatchObject({ status: 'approved', decided_by: 'Automatic' });
    expect(consent.data).toMatchObject({
      status: 'approved',
      decision: 'The lead came without a consent certificate',
    });
    expect(await booksOf(owner.account.id)).toEqual([]);
  });

  it('replays a retry with the same Idempotency-Key: one return, one credit, no refusal notice', async () => {
    const { owner, campaign } = await buyingOwner();
    const [first, second] = await sellLeads(campaign.id, 2);
    await context.db.execute(sql`
      update lead_records set phone = (select phone from lead_records where id = ${second}),
        time_created = time_created - interval '2 days' where id = ${first}`);
    const balance = await balanceOf(context.db, owner.account.id);
    const body = { kind: 'lead', record_id: second!, reason: 'duplicate' } as const;
    const headers = { 'idempotency-key': randomUUID() };

    const answer = await call(requestReturn, { as: owner, body, headers });
    const retry = await call(requestReturn, { as: owner, body, headers });

    expect(answer.data).toMatchObject({ status: 'approved' });
    expect(retry.status).toBe(200);
    expect(retry.data).toEqual(answer.data);
    expect(await balanceOf(context.db, owner.account.id)).toBe(balance + FLAT_MINIMUM_CENTS);
    const returns = await call(listReturns, { as: owner, query: {} });
    expect(returns.data.returns.map((item) => item.status)).toEqual(['approved']);
    const notices = await context.db.execute<{ title: string }>(sql`
      select title from notifications where account_id = ${owner.account.id} and type = 'return_decided'`);
    expect(notices.rows.map((row) => row.title)).toEqual(['Return approved — $10.00 credited']);
    const reused = await call(requestReturn, { as: owner, body: { ...body, reason: 'fake' }, headers });
    expect(reused.status).toBe(422);
  });
});

describe('POST /returns: rules that refuse', () => {
  it('refuses a second return of the same item and one past the window; a claim nobody can check waits for support', async () => {
    const { owner, campaign } = await buyingOwner();
    const leads = await sellLeads(campaign.id, 12);
    const first = await ask(owner, { kind: 'lead', record_id: leads[0]!, reason: 'not_moving' });
    expect(first.data).toMatchObject({ status: 'pending', decided_by: null });

    const again = await ask(owner, { kind: 'lead', record_id: leads[0]!, reason: 'fake' });
    expect(again.data).toMatchObject({
      status: 'refused',
      decision: 'This item was already returned',
      decided_by: 'Automatic',
    });

    await soldDaysAgo(leads[1]!, 8);
    const late = await ask(owner, { kind: 'lead', record_id: leads[1]!, reason: 'not_moving' });
    expect(late.data).toMatchObject({ status: 'refused', decision: 'The return window has passed' });
  });

  it('shows the cap before submitting and refuses a return above it (10% of the month’s purchases)', async () => {
    const { owner, campaign } = await buyingOwner();
    const leads = await sellLeads(campaign.id, 10);
    const options = await call(getReturnOptions, { as: owner, params: { kind: 'lead', id: leads[0]! } });
    expect(options.data.cap).toEqual({ percent: 10, month_purchases: 10, allowed: 1, used: 0 });
    expect(options.data.is_returnable).toBe(true);

    expect((await ask(owner, { kind: 'lead', record_id: leads[0]!, reason: 'not_moving' })).data.status).toBe(
      'pending',
    );
    const above = await ask(owner, { kind: 'lead', record_id: leads[1]!, reason: 'wrong_number' });
    expect(above.data).toMatchObject({ status: 'refused', decision: 'This month’s return cap is used up' });
  });

  it('answers 422 for a call the engine did not charge, and for a reason of the other kind', async () => {
    const { owner, campaign } = await buyingOwner('calls');
    const busy = await soldCall(campaign.id, 'busy');
    const refused = await ask(owner, { kind: 'call', record_id: busy, reason: 'spam' });
    expect(refused.status).toBe(422);
    expect(refused.error.message).toBe('This call was not charged, so there is nothing to return');

    const answered = await soldCall(campaign.id);
    const wrongReason = await ask(owner, { kind: 'call', record_id: answered, reason: 'duplicate' });
    expect(wrongReason.status).toBe(422);
  });

  it('answers 404 for another account’s lead', async () => {
    const { campaign } = await buyingOwner();
    const [lead] = await sellLeads(campaign.id, 1);
    const stranger = await signedInOwner(context);
    expect((await ask(stranger, { kind: 'lead', record_id: lead!, reason: 'fake' })).status).toBe(404);
  });
});

describe('support review', () => {
  it('shows the evidence, approves one call (credited once even when two decisions race) and refuses another', async () => {
    const { owner, campaign } = await buyingOwner('calls');
    for (let index = 0; index < 20; index++) await soldCall(campaign.id);
    const [approveMe, refuseMe] = (
      await context.db.execute<{ id: string }>(
        sql`select id from call_records where campaign_id = ${campaign.id} and charged order by id limit 2`,
      )
    ).rows.map((row) => Number(row.id));
    const pending = await ask(owner, { kind: 'call', record_id: approveMe!, reason: 'spam' });
    const other = await ask(owner, { kind: 'call', record_id: refuseMe!, reason: 'hung_up' });
    expect([pending.data.status, other.data.status]).toEqual(['pending', 'pending']);

    const queue = await call(listReturnReviews, { as: support });
    const review = queue.data.returns.find((item) => item.id === pending.data.id);
    expect(review?.evidence.map((line) => line.label)).toContain('Same phone sold to them within 30 days');
    expect((await call(listReturnReviews, { as: owner })).status).toBe(403);

    const balance = await balanceOf(context.db, owner.account.id);
    const decide = () =>
      call(decideReturnReview, {
        as: support,
        params: { id: pending.data.id },
        body: { decision: 'approve', reason: 'Recording confirms a robocall' },
      });
    const answers = await Promise.all([decide(), decide()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(context.db, owner.account.id)).toBe(balance + FLAT_MINIMUM_CENTS);

    const refusal = await call(decideReturnReview, {
      as: support,
      params: { id: other.data.id },
      body: { decision: 'refuse', reason: 'The caller talked for four minutes' },
    });
    expect(refusal.data).toMatchObject({
      status: 'refused',
      decided_by: 'Vanbid support',
      decision: 'The caller talked for four minutes',
    });
    const notices = await context.db.execute<{ title: string }>(sql`
      select title from notifications where account_id = ${owner.account.id} and type = 'return_decided' order by id`);
    expect(notices.rows.map((row) => row.title)).toEqual([
      'Return approved — $10.00 credited',
      `Return refused: Call #${refuseMe}`,
    ]);
    expect(await booksOf(owner.account.id)).toEqual([]);
  });
});

describe('GET /returns, /returns/export and /returns/rates', () => {
  it('lists every request with its status, filters them, exports CSV and counts the rate per campaign and source', async () => {
    const { owner, campaign } = await buyingOwner();
    const [first, second] = await sellLeads(campaign.id, 2);
    await context.db.execute(sql`
      update lead_records set phone = (select phone from lead_records where id = ${second}),
        time_created = time_created - interval '1 day' where id = ${first}`);
    await ask(owner, { kind: 'lead', record_id: second!, reason: 'duplicate' });
    await ask(owner, { kind: 'lead', record_id: second!, reason: 'fake' });

    const all = await call(listReturns, { as: owner, query: {} });
    expect(all.data.returns.map((item) => item.status)).toEqual(['refused', 'approved']);
    const approved = await call(listReturns, { as: owner, query: { status: 'approved' } });
    expect(approved.data.returns).toHaveLength(1);

    const csv = await call(exportReturns, { as: owner, query: {} });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Return ID,Requested (UTC),Item,Campaign,Reason');
    expect(csv.text).toContain(`Lead #${second}`);

    const rates = await call(getReturnRates, { as: owner });
    expect(rates.data.campaigns).toEqual([
      expect.objectContaining({ campaign_id: campaign.id, purchases: 2, returns: 1, rate_percent: 50 }),
    ]);
    expect(rates.data.sources).toEqual([
      expect.objectContaining({ source: 'Source A', purchases: 2, returns: 1, credited: 10 }),
    ]);
    expect(JSON.stringify(rates.data)).not.toContain('Returns Traffic');
  });
});

describe('GET /returns, page by page', () => {
  /** `count` refused returns of the campaign asked for at scattered times (not in the order of their ids). */
  async function scatteredReturns(accountId: number, campaignId: number, count: number) {
    await context.db.execute(sql`
      insert into record_returns (account_id, kind, record_id, campaign_id, amount_cents, reason, status, rule,
        decided_at, created_at)
      select ${accountId}, 'lead', 9000000 + n, ${campaignId}, 1000, 'fake', 'refused', 'outside_window',
        now() - make_interval(mins => (n * 37) % ${count}), now() - make_interval(mins => (n * 37) % ${count})
      from generate_series(1, ${count}) n`);
    const result = await context.db.execute<{ id: string }>(sql`
      select id from record_returns where account_id = ${accountId} order by created_at desc, id desc`);
    return result.rows.map((row) => Number(row.id));
  }

  it('answers 100 a page with how many match, and next_cursor leads through every older one once', async () => {
    const { owner, campaign } = await buyingOwner();
    const newestFirst = await scatteredReturns(owner.account.id, campaign.id, 250);

    const seen: number[] = [];
    const totals: number[] = [];
    let before: number | undefined;
    for (let page = 0; page < 4; page++) {
      const answer = await call(listReturns, { as: owner, query: before ? { before } : {} });
      expect(answer.status).toBe(200);
      seen.push(...answer.data.returns.map((item) => item.id));
      totals.push(answer.data.total_items);
      if (answer.data.next_cursor === null) break;
      before = answer.data.next_cursor;
    }

    expect(seen).toEqual(newestFirst);
    expect(totals).toEqual([250, 250, 250]);
    const csv = await call(exportReturns, { as: owner, query: {} });
    expect(csv.text.trim().split('\r\n')).toHaveLength(251);
  });
});

/** A transaction's ledger lines, as `ledger account (publisher): cents`, sorted. */
async function linesOf(transactionId: number) {
  const result = await context.db.execute<{ line: string }>(sql`
    select ledger_account || coalesce(' (' || publisher_id || ')', '') || ': ' || amount_cents as line
    from ledger_entries where transaction_id = ${transactionId} order by ledger_account`);
  return result.rows.map((row) => row.line);
}

async function publisherBalanceOf(publisherId: number) {
  const result = await context.db.execute<{ cents: string }>(sql`
    select coalesce(sum(amount_cents), 0) as cents from ledger_entries
    where ledger_account = 'publisher_payable' and publisher_id = ${publisherId}`);
  return Number(result.rows[0]!.cents);
}

describe("the publisher's side of the ledger", () => {
  it('pays the publisher its share of a sale, and an approved return charges exactly that back in the credit’s transaction', async () => {
    const { owner, campaign } = await buyingOwner();
    const before = await publisherBalanceOf(publisher.id);
    const [first, second] = await sellLeads(campaign.id, 2);
    const share = (FLAT_MINIMUM_CENTS * PUBLISHER_PAYOUT_PERCENT) / 100;
    expect(await publisherBalanceOf(publisher.id)).toBe(before + 2 * share);
    await context.db.execute(sql`
      update lead_records set phone = (select phone from lead_records where id = ${second}),
        time_created = time_created - interval '2 days' where id = ${first}`);

    const answer = await ask(owner, { kind: 'lead', record_id: second!, reason: 'duplicate' });

    expect(answer.data.status).toBe('approved');
    const returned = await context.db.execute<{ charge: string; credit: string }>(sql`
      select charge_transaction_id as charge, credit_transaction_id as credit from record_returns where id = ${answer.data.id}`);
    const { charge, credit } = returned.rows[0]!;
    expect(await linesOf(Number(charge))).toEqual([
      `marketplace_revenue: ${FLAT_MINIMUM_CENTS - share}`,
      `publisher_payable (${publisher.id}): ${share}`,
      `wallet: -${FLAT_MINIMUM_CENTS}`,
    ]);
    expect(await linesOf(Number(credit))).toEqual([
      `marketplace_revenue: -${FLAT_MINIMUM_CENTS - share}`,
      `publisher_payable (${publisher.id}): -${share}`,
      `wallet: ${FLAT_MINIMUM_CENTS}`,
    ]);
    expect(await publisherBalanceOf(publisher.id)).toBe(before + share);
    expect(await booksOf(owner.account.id)).toEqual([]);
  });
});

describe('the billed item of a sale', () => {
  it('names the lead and the call by the id their logs and details show, as the credit does', async () => {
    const { owner, campaign } = await buyingOwner();
    const [lead] = await sellLeads(campaign.id, 1);
    const leadDetail = await call(getLeadDetail, { as: owner, params: { id: lead! } });
    expect(leadDetail.data.id).toBe(lead);
    const calls = await buyingOwner('calls');
    await soldCall(calls.campaign.id);
    const callRecord = await soldCall(calls.campaign.id);

    const leadBilled = await call(getListOfBilledItems, { as: owner, body: {} as never });
    const callBilled = await call(getListOfBilledItems, { as: calls.owner, body: {} as never });

    expect(leadBilled.data.items[0]?.description).toBe(`Lead #${lead} — ${campaign.nickname}`);
    expect(callBilled.data.items[0]?.description).toBe(`Call #${callRecord} — ${calls.campaign.nickname}`);
    await context.db.execute(
      sql`update accounts set return_cap_percent = 50 where id = ${calls.owner.account.id}`,
    );
    const asked = await ask(calls.owner, { kind: 'call', record_id: callRecord, reason: 'spam' });
    await call(decideReturnReview, {
      as: support,
      params: { id: asked.data.id },
      body: { decision: 'approve', reason: 'A robocall' },
    });
    const credited = await call(getListOfBilledItems, { as: calls.owner, body: {} as never });
    expect(credited.data.items[0]?.description).toBe(
      `Credit — returned call #${callRecord} (Solicitor or spam)`,
    );
  });
});
