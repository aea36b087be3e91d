import { cashOutBalance, decideReturnReview, requestReturn } from '@vanbid/contract';
import { LEAD_RETURN_REASONS, publisherPayoutCents, sumCents } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/features/verify-ledger';
import { fundWallet } from '../src/seed/money-factories';
import { idempotencyKey, ownerWithCard } from './payments-support';
import { buyer, leadBody, prepareMarket, publisherClient } from './support/marketplace';
import { signedInSupport } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
let publisher: Awaited<ReturnType<typeof publisherClient>>;
let support: Awaited<ReturnType<typeof signedInSupport>>;

beforeAll(async () => {
  await prepareMarket(context.db);
  publisher = await publisherClient(context, 'Returns Property Traffic');
  support = await signedInSupport(context);
});

type Owner = Awaited<ReturnType<typeof ownerWithCard>>;

/** The real system under test: one buying account and the ids it bought. */
interface World {
  owner: Owner;
  campaignId: number;
  leads: number[];
}

/** Nothing is modelled beyond what the world itself holds: the checks read the books. */
type Model = Record<string, never>;

const pick = <T>(list: readonly T[], index: number): T | undefined => list[index % Math.max(1, list.length)];

async function pendingReturnIds(accountId: number): Promise<number[]> {
  const result = await context.db.execute<{ id: string }>(
    sql`select id from record_returns where account_id = ${accountId} and status = 'pending' order by id`,
  );
  return result.rows.map((row) => Number(row.id));
}

/** wallet = ledger sum, never negative, and no sale credited more than it took. */
async function checkBooks(accountId: number) {
  const money = await context.db.execute<{ balance: string; ledger: string }>(sql`
    select coalesce((select balance_cents from wallets where account_id = ${accountId}), 0) as balance,
      coalesce((select sum(amount_cents) from ledger_entries where account_id = ${accountId} and ledger_account = 'wallet'), 0) as ledger`);
  const { balance, ledger } = money.rows[0]!;
  expect(Number(balance)).toBe(Number(ledger));
  expect(Number(balance)).toBeGreaterThanOrEqual(0);
  const overCredited = await context.db.execute(sql`
    select s.id from transactions s join transactions c on c.credit_of_transaction_id = s.id
    where s.account_id = ${accountId} group by s.id, s.amount_cents having sum(c.amount_cents) > s.amount_cents`);
  expect(overCredited.rows).toEqual([]);
  await checkPublisher();
}

/**
 * The publisher is owed its payout of every sale it made that is still charged: each approved
 * return charged its payout back, nothing else moved its balance.
 */
async function checkPublisher() {
  const sold = await context.db.execute<{ cents: string }>(sql`
    select r.payout_cents as cents from lead_records r
    join marketplace_decisions d on d.record_id = r.id and d.campaign_id = r.campaign_id and d.is_won
    join marketplace_offers o on o.id = d.offer_id and o.kind = 'lead'
    where o.publisher_id = ${publisher.id} and r.charged`);
  const owed = await context.db.execute<{ cents: string }>(sql`
    select coalesce(sum(amount_cents), 0) as cents from ledger_entries
    where ledger_account = 'publisher_payable' and publisher_id = ${publisher.id}`);
  expect(Number(owed.rows[0]!.cents)).toBe(
    sumCents(sold.rows.map((row) => publisherPayoutCents(Number(row.cents)))),
  );
}

class SellLead implements fc.AsyncCommand<Model, World> {
  check = () => true;
  async run(_model: Model, world: World) {
    // 422 NO_BUYER once the wallet cannot pay.
    const answer = await publisher.post('/api/marketplace/leads', leadBody());
    expect([200, 422]).toContain(answer.statusCode);
    const result = await context.db.execute<{ id: string }>(
      sql`select id from lead_records where campaign_id = ${world.campaignId} order by id`,
    );
    world.leads = result.rows.map((row) => Number(row.id));
    await checkBooks(world.owner.account.id);
  }
  toString = () => 'sell a lead';
}

class AskReturn implements fc.AsyncCommand<Model, World> {
  constructor(
    readonly index: number,
    readonly reason: (typeof LEAD_RETURN_REASONS)[number],
    readonly asDuplicate: boolean,
  ) {}
  check = () => true;
  async run(_model: Model, world: World) {
    const recordId = pick(world.leads, this.index);
    if (recordId === undefined) return;
    const earliest = world.leads[0]!;
    if (this.asDuplicate && recordId !== earliest)
      await context.db.execute(sql`
        update lead_records set phone = (select phone from lead_records where id = ${recordId}) where id = ${earliest}`);
    const answer = await context.call(requestReturn, {
      as: world.owner,
      body: { kind: 'lead', record_id: recordId, reason: this.asDuplicate ? 'duplicate' : this.reason },
    });
    expect([200, 422]).toContain(answer.status);
    await checkBooks(world.owner.account.id);
  }
  toString = () => `return lead #${this.index} (${this.asDuplicate ? 'duplicate' : this.reason})`;
}

class Decide implements fc.AsyncCommand<Model, World> {
  constructor(
    readonly index: number,
    readonly isApproval: boolean,
  ) {}
  check = () => true;
  async run(_model: Model, world: World) {
    const id = pick(await pendingReturnIds(world.owner.account.id), this.index);
    if (id === undefined) return;
    const answer = await context.call(decideReturnReview, {
      as: support,
      params: { id },
      body: { decision: this.isApproval ? 'approve' : 'refuse', reason: 'Checked by hand' },
    });
    expect(answer.status).toBe(200);
    await checkBooks(world.owner.account.id);
  }
  toString = () => `${this.isApproval ? 'approve' : 'refuse'} pending #${this.index}`;
}

class TopUp implements fc.AsyncCommand<Model, World> {
  constructor(readonly cents: number) {}
  check = () => true;
  async run(_model: Model, world: World) {
    await fundWallet(context.db, {
      accountId: world.owner.account.id,
      paymentMethodId: world.owner.card.payment_method_id,
      amountCents: this.cents,
    });
    await checkBooks(world.owner.account.id);
  }
  toString = () => `top up ${this.cents}¢`;
}

class CashOut implements fc.AsyncCommand<Model, World> {
  constructor(readonly cents: number) {}
  check = () => true;
  async run(_model: Model, world: World) {
    const answer = await context.call(cashOutBalance, {
      as: world.owner,
      body: {
        fromId: 'wallet',
        toId: world.owner.card.payment_method_id,
        amount: this.cents / 100,
        fromWallet: true,
      } as never,
      headers: idempotencyKey(),
    });
    expect([200, 422]).toContain(answer.status);
    await checkBooks(world.owner.account.id);
  }
  toString = () => `cash out ${this.cents}¢`;
}

const askReturn = fc
  .tuple(fc.nat(20), fc.constantFrom(...LEAD_RETURN_REASONS), fc.boolean())
  .map(([index, reason, asDuplicate]) => new AskReturn(index, reason, asDuplicate));
const decide = fc.tuple(fc.nat(5), fc.boolean()).map(([index, isApproval]) => new Decide(index, isApproval));

/** Returns and decisions come up twice as often as money movements, so the queue fills. */
const commands = [
  fc.constant(new SellLead()),
  askReturn,
  askReturn,
  decide,
  decide,
  fc.integer({ min: 100, max: 5_000 }).map((cents) => new TopUp(cents)),
  fc.integer({ min: 100, max: 8_000 }).map((cents) => new CashOut(cents)),
];

describe('returns among sales, top-ups and cash-outs', () => {
  it('keep the wallet equal to its ledger, never negative, never credit a sale more than it took, and owe the publisher the payouts of what is still sold', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 16 }), async (program) => {
        await context.db.execute(sql`update campaigns set is_active = false`);
        const owner = await ownerWithCard(context);
        const { campaign } = await buyer(context.db, { account: owner.account, balanceCents: 0 });
        await fundWallet(context.db, {
          accountId: owner.account.id,
          paymentMethodId: owner.card.payment_method_id,
          amountCents: 6_000,
        });
        // The highest cap an account may set, so support's queue fills and the approvals are exercised.
        await context.db.execute(
          sql`update accounts set return_cap_percent = 50 where id = ${owner.account.id}`,
        );
        const world: World = { owner, campaignId: campaign.id, leads: [] };
        for (let sale = 0; sale < 3; sale++) await new SellLead().run({}, world);
        await fc.asyncModelRun(() => ({ model: {}, real: world }), program);
        const differences = (await verifyLedger(context.db)).filter(
          (difference) =>
            difference.accountId === owner.account.id || difference.publisherId === publisher.id,
        );
        expect(differences).toEqual([]);
      }),
      { numRuns: 10 },
    );
  });
});
