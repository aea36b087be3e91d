import { getStatement, listStatements, saveDeliverySettings } from '@vanbid/contract';
import { parseExpression } from 'cron-parser';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailMonthlyStatements, statementMailJobs } from '../src/features/billing';
import { postMovement } from '../src/features/wallet';
import { mailOutbox } from '../src/platform/db/schema/index';
import { createCampaign } from '../src/seed/factories';
import {
  addSandboxBankAccount,
  backdateMovement,
  chargeForPurchase,
  fundWallet,
  SANDBOX_BANK,
} from '../src/seed/money-factories';
import { ownerWithCard, useMoneyTestApp } from './payments-support';

const context = useMoneyTestApp({ cardData: false });
const { call } = context;

type Owner = Awaited<ReturnType<typeof ownerWithCard>>;
let owner: Owner;

const at = (iso: string) => new Date(iso);

/**
 * December 2025: $100 top-up. January 2026: $500 top-up (Jan 1, 00:30 Eastern), two campaigns'
 * purchases, a $15 credit, a $40 cash out, a declined top-up (no money), and a last lead at
 * 23:30 Eastern on Jan 31 (which is February in UTC).
 */
beforeAll(async () => {
  owner = await ownerWithCard(context);
  const accountId = owner.account.id;
  await context.db.execute(
    sql`update accounts set created_at = '2025-12-05T12:00:00Z' where id = ${accountId}`,
  );
  const [movers, longHaul] = await Promise.all([
    createCampaign(context.db, { accountId, group: 'leads', nickname: 'Richmond Movers' }),
    createCampaign(context.db, { accountId, group: 'calls', nickname: 'Long Haul Calls' }),
  ]);
  const topUp = (amountCents: number) =>
    fundWallet(context.db, { accountId, paymentMethodId: owner.card.payment_method_id, amountCents });
  const buy = (campaignId: number, type: 'lead' | 'call', amountCents: number) =>
    chargeForPurchase(context.db, { accountId, campaignId, type, amountCents, description: type });
  const dated = async (movement: Promise<{ id: number }>, iso: string) =>
    backdateMovement(context.db, await movement, at(iso));
  await dated(topUp(10_000), '2025-12-10T15:00:00Z');
  await dated(topUp(50_000), '2026-01-01T05:30:00Z');
  await dated(buy(movers.id, 'lead', 1250), '2026-01-05T15:00:00Z');
  await dated(buy(movers.id, 'lead', 1399), '2026-01-06T15:00:00Z');
  await dated(buy(longHaul.id, 'call', 4500), '2026-01-07T15:00:00Z');
  const credit = context.db.transaction((tx) =>
    postMovement(tx, {
      accountId,
      type: 'adjustment',
      walletChangeCents: 1500,
      counterAccount: 'marketplace_revenue',
      description: 'Credit — returned lead',
    }),
  );
  await dated(credit, '2026-01-08T15:00:00Z');
  const bank = await addSandboxBankAccount(context.db, { accountId });
  const cashOut = context.db.transaction(async (tx) =>
    postMovement(tx, {
      accountId,
      type: 'cash_out',
      walletChangeCents: -4000,
      counterAccount: 'gateway_clearing',
      paymentMethodId: bank.payment_method_id,
      description: 'Cash out to bank',
    }),
  );
  await dated(cashOut, '2026-01-20T15:00:00Z');
  await dated(buy(longHaul.id, 'call', 3000), '2026-02-01T04:30:00Z');
  const closed = await addSandboxBankAccount(context.db, { accountId, accountNumber: SANDBOX_BANK.closed });
  expect((await owner.charge(99, {}, closed.payment_method_id)).status).toBe(422);
});

async function walletLedgerCents(before: string) {
  const result = await context.db.execute<{ cents: string | null }>(sql`
    select sum(amount_cents) as cents from ledger_entries
    where account_id = ${owner.account.id} and ledger_account = 'wallet' and created_at < ${before}::timestamptz`);
  return Number(result.rows[0]?.cents ?? 0) / 100;
}

describe('GET /payment/statements', () => {
  it('adds up each past month from the ledger, to the cent, in Eastern months', async () => {
    const { statements } = (await call(listStatements, { as: owner })).data;
    const january = statements.find((statement) => statement.month === '2026-01');
    expect(january).toEqual({
      month: '2026-01',
      label: 'January 2026',
      opening_balance: 100,
      top_ups: 500,
      purchases: [
        { campaign: 'Long Haul Calls', items: 2, amount: 75 },
        { campaign: 'Richmond Movers', items: 2, amount: 26.49 },
      ],
      credits: 15,
      cash_outs: 40,
      other_debits: 0,
      closing_balance: 473.51,
    });
    expect(january!.closing_balance).toBe(await walletLedgerCents('2026-02-01T05:00:00Z'));
    expect(january!.opening_balance).toBe(await walletLedgerCents('2026-01-01T05:00:00Z'));
    const february = statements.find((statement) => statement.month === '2026-02');
    expect(february!.opening_balance).toBe(january!.closing_balance);
  });

  it('lists every past month since the account opened or first moved money, newest first, not the current one', async () => {
    const { statements } = (await call(listStatements, { as: owner })).data;
    const months = statements.map((statement) => statement.month);
    expect(months.at(-1)).toBe('2025-12');
    expect(months[0]! > '2026-01').toBe(true);
    expect([...months].sort().reverse()).toEqual(months);
    const now = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' }).slice(0, 7);
    expect(months).not.toContain(now);
    // A history older than the account (the demo's, imported) has its months too.
    await context.db.execute(sql`update accounts set created_at = now() where id = ${owner.account.id}`);
    const again = (await call(listStatements, { as: owner })).data.statements;
    expect(again.map((statement) => statement.month)).toEqual(months);
    await context.db.execute(
      sql`update accounts set created_at = '2025-12-05T12:00:00Z' where id = ${owner.account.id}`,
    );
  });
});

describe('GET /payment/statements/:month', () => {
  it('answers the month as a PDF', async () => {
    const response = await call(getStatement, { as: owner, params: { month: '2026-01' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('vanbid-statement-2026-01.pdf');
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(response.bytes);
    expect(pdf.getTitle()).toBe('Vanbid statement 2026-01');
  });

  it('answers 404 for the current month, a month before the account, and for another account', async () => {
    const now = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' }).slice(0, 7);
    for (const month of [now, '2025-11'])
      expect((await call(getStatement, { as: owner, params: { month } })).status).toBe(404);
    const stranger = await ownerWithCard(context);
    const theirs = await call(getStatement, { as: stranger, params: { month: '2026-01' } });
    expect(theirs.status).toBe(404);
  });
});

describe('The monthly statement e-mail (job monthly-statements)', () => {
  const mailsTo = (to: string) =>
    context.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
  const subjectsTo = async (to: string) => (await mailsTo(to)).map((mail) => mail.subject);

  it('mails last month’s statement on the 1st to the owner, once, with the PDF attached', async () => {
    await mailMonthlyStatements(context.app.deps, new Date('2026-01-01T13:00:00Z'));
    const firstOfFebruary = new Date('2026-02-01T13:00:00Z');
    expect(await mailMonthlyStatements(context.app.deps, firstOfFebruary)).toBeGreaterThanOrEqual(1);
    expect(await mailMonthlyStatements(context.app.deps, firstOfFebruary)).toBe(0);
    const mails = await mailsTo(owner.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your Vanbid statement for December 2025',
      'Your Vanbid statement for January 2026',
    ]);
    expect(mails[1]).toMatchObject({
      subject: 'Your Vanbid statement for January 2026',
      attachments: [
        expect.objectContaining({ fileName: 'vanbid-statement-2026-01.pdf', contentType: 'application/pdf' }),
      ],
    });
    expect(mails[1]!.text).toContain('closing balance 473.51 USD');
  });

  it('mails no one who turned the statement e-mail off, nor those months once it is on again', async () => {
    const setEmail = (email: boolean) =>
      call(saveDeliverySettings, { as: owner, body: { settings: { monthly_statement: { email } } } });
    expect((await setEmail(false)).status).toBe(200);
    await mailMonthlyStatements(context.app.deps, new Date('2026-03-01T13:00:00Z'));
    expect(await mailsTo(owner.user.email)).toHaveLength(2);
    expect((await setEmail(true)).status).toBe(200);
    await mailMonthlyStatements(context.app.deps, new Date('2026-04-01T13:00:00Z'));
    expect((await subjectsTo(owner.user.email)).at(-1)).toBe('Your Vanbid statement for March 2026');
    expect(await mailsTo(owner.user.email)).toHaveLength(3);
    expect((await setEmail(false)).status).toBe(200);
  });

  it('still mails the other accounts when one account’s e-mail fails, and mails that one at the next run', async () => {
    const unreachable = await ownerFundedOn('2026-03-02T12:00:00Z', '2026-04-10T15:00:00Z');
    const reachable = await ownerFundedOn('2026-03-02T12:00:00Z', '2026-04-10T15:00:00Z');
    const { mailer } = context.app.deps;
    const failingFor = (to: string): typeof mailer => ({
      kind: mailer.kind,
      async send(mail) {
        if (mail.to === to) throw new Error('454 Temporary service failure');
        await mailer.send(mail);
      },
    });
    const firstOfMay = new Date('2026-05-01T13:00:00Z');

    await expect(
      mailMonthlyStatements({ db: context.db, mailer: failingFor(unreachable.user.email) }, firstOfMay),
    ).rejects.toThrow(`not mailed to accounts ${unreachable.account.id}`);

    expect(await mailsTo(reachable.user.email)).toHaveLength(1);
    expect(await mailsTo(unreachable.user.email)).toHaveLength(0);
    await mailMonthlyStatements(context.app.deps, new Date('2026-05-01T14:00:00Z'));
    const [mail] = await mailsTo(unreachable.user.email);
    expect(mail?.subject).toBe('Your Vanbid statement for April 2026');
    expect(await mailsTo(reachable.user.email)).toHaveLength(1);
  });

  it('catches up on the days after a 1st the server was down, mailing the month once', async () => {
    const buyer = await ownerFundedOn('2026-05-20T12:00:00Z', '2026-06-10T15:00:00Z');
    const [job] = statementMailJobs(context.app.deps);
    const runs = runsOf(job!.cron, '2026-07-01T00:00:00Z', '2026-07-04T00:00:00Z');
    expect(runs[0]).toEqual(at('2026-07-01T13:00:00Z'));

    const afterTheFirst = runs.filter((run) => run >= at('2026-07-02T00:00:00Z'));
    expect(afterTheFirst.length).toBeGreaterThan(1);
    for (const run of afterTheFirst) await mailMonthlyStatements(context.app.deps, run);

    const mails = await mailsTo(buyer.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Vanbid statement for June 2026']);
  });
});

describe('The monthly statements after the server was down across month starts', () => {
  const subjectsTo = async (to: string) =>
    (await context.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id)).map(
      (mail) => mail.subject,
    );

  it('mails every month missed since the last statement, oldest first, each once', async () => {
    const buyer = await ownerFundedOn('2026-07-02T12:00:00Z', '2026-07-10T15:00:00Z');
    await mailMonthlyStatements(context.app.deps, at('2026-08-01T13:00:00Z'));
    // Down from before September 1st until after October 1st.
    await mailMonthlyStatements(context.app.deps, at('2026-10-15T13:00:00Z'));
    await mailMonthlyStatements(context.app.deps, at('2026-10-15T14:00:00Z'));
    expect(await subjectsTo(buyer.user.email)).toEqual([
      'Your Vanbid statement for July 2026',
      'Your Vanbid statement for August 2026',
      'Your Vanbid statement for September 2026',
    ]);
  });

  it('mails every month since the account’s first money when none was ever mailed', async () => {
    const buyer = await ownerFundedOn('2026-02-20T12:00:00Z', '2026-03-03T15:00:00Z');
    await mailMonthlyStatements(context.app.deps, at('2026-06-02T13:00:00Z'));
    expect(await subjectsTo(buyer.user.email)).toEqual(
      ['March', 'April', 'May'].map((month) => `Your Vanbid statement for ${month} 2026`),
    );
  });

  it('keeps an account’s later months for the run that mails the month its e-mail failed on', async () => {
    const buyer = await ownerFundedOn('2026-04-02T12:00:00Z', '2026-04-10T15:00:00Z');
    const { mailer } = context.app.deps;
    let failures = 1;
    const down: typeof mailer = {
      kind: mailer.kind,
      async send(mail) {
        if (mail.to === buyer.user.email && failures-- > 0) throw new Error('421 Service not available');
        await mailer.send(mail);
      },
    };
    await expect(
      mailMonthlyStatements({ db: context.db, mailer: down }, at('2026-06-03T13:00:00Z')),
    ).rejects.toThrow(`${buyer.account.id} (2026-04)`);
    expect(await subjectsTo(buyer.user.email)).toEqual([]);
    await mailMonthlyStatements(context.app.deps, at('2026-06-03T14:00:00Z'));
    expect(await subjectsTo(buyer.user.email)).toEqual([
      'Your Vanbid statement for April 2026',
      'Your Vanbid statement for May 2026',
    ]);
  });

  it('mails at most a run’s share of statements, the oldest first, and the rest at the next runs', async () => {
    const buyer = await ownerFundedOn('2025-06-02T12:00:00Z', '2025-06-10T15:00:00Z');
    const months = ['June', 'July', 'August', 'September'].map(
      (month) => `Your Vanbid statement for ${month} 2025`,
    );
    const firstOfOctober = at('2025-10-01T13:00:00Z');
    for (let run = 0; run < 20 && (await subjectsTo(buyer.user.email)).length < months.length; run += 1)
      expect(
        await mailMonthlyStatements(context.app.deps, firstOfOctober, { statementsPerRun: 1 }),
      ).toBeLessThanOrEqual(1);
    expect(await subjectsTo(buyer.user.email)).toEqual(months);
  });
});

/** A new account opened at `openedAt` whose owner added $20 to the wallet at `fundedAt`. */
async function ownerFundedOn(openedAt: string, fundedAt: string) {
  const buyer = await ownerWithCard(context);
  const accountId = buyer.account.id;
  await context.db.execute(sql`update accounts set created_at = ${openedAt} where id = ${accountId}`);
  const funding = fundWallet(context.db, {
    accountId,
    paymentMethodId: buyer.card.payment_method_id,
    amountCents: 2_000,
  });
  await backdateMovement(context.db, await funding, at(fundedAt));
  return buyer;
}

/** When a job with this schedule runs from `from` until before `to`. */
function runsOf(cron: string, from: string, to: string): Date[] {
  const schedule = parseExpression(cron, { currentDate: at(from), endDate: at(to), tz: 'UTC' });
  const runs: Date[] = [];
  while (schedule.hasNext()) runs.push(schedule.next().toDate());
  return runs;
}
