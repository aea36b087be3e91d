import { getOwnerAlerts, listNotifications, saveOwnerAlerts } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailPendingNotifications } from '../src/features/notifications';
import { checkOwnerAlerts } from '../src/features/owner-alerts';
import { createCampaign } from '../src/seed/factories';
import { addSandboxCard, fundWallet } from '../src/seed/money-factories';
import { useMoneyTestApp } from './payments-support';
import { insertCall } from './support/records-world';
import { ownerAndStranger, type SignedInOwner, signedInOwner } from './support/signed-in';

const context = useMoneyTestApp({ cardData: false });
const { call } = context;

const OFF = { balanceBelow: null, spendTodayAbove: null, quietHours: null, missedCallPercent: null };
const ALWAYS = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ from: '00:00', to: '24:00' }]]),
);

async function noticesOf(owner: SignedInOwner) {
  const { data } = await call(listNotifications, { as: owner, query: { size: 100 } });
  return data.notifications.map(({ type, title, campaignId }) => ({ type, title, campaignId }));
}

async function mailTo(email: string) {
  const result = await context.db.execute<{ subject: string }>(
    sql`select subject from mail_outbox where "to" = ${email} order by id`,
  );
  return result.rows.map((row) => row.subject);
}

async function fund(accountId: number, cents: number) {
  const card = await addSandboxCard(context.db, { accountId });
  await fundWallet(context.db, { accountId, paymentMethodId: card.payment_method_id, amountCents: cents });
}

describe('GET and PUT /settings/alerts', () => {
  it('keeps each account’s alerts, all off until set', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    expect((await call(getOwnerAlerts, { as: owner })).data.alerts).toEqual(OFF);
    const alerts = { balanceBelow: 150.5, spendTodayAbove: 1_200, quietHours: 3, missedCallPercent: 25 };
    expect((await call(saveOwnerAlerts, { as: owner, body: alerts })).data.alerts).toEqual(alerts);
    expect((await call(getOwnerAlerts, { as: owner })).data.alerts).toEqual(alerts);
    expect((await call(getOwnerAlerts, { as: stranger })).data.alerts).toEqual(OFF);
  });

  it('answers 400 for a share over 99% or a negative amount', async () => {
    const owner = await signedInOwner(context);
    const response = await call(saveOwnerAlerts, {
      as: owner,
      body: { ...OFF, missedCallPercent: 120, balanceBelow: -5 },
    });
    expect(response.status).toBe(400);
  });
});

describe('the owner-alerts job', () => {
  it('says a low balance once per episode, by notification and e-mail, and again after it recovered', async () => {
    const owner = await signedInOwner(context);
    await call(saveOwnerAlerts, { as: owner, body: { ...OFF, balanceBelow: 100 } });

    await checkOwnerAlerts(context.db);
    await checkOwnerAlerts(context.db);
    expect(await noticesOf(owner)).toEqual([
      { type: 'balance_low', title: 'Wallet under $100.00', campaignId: null },
    ]);
    await mailPendingNotifications(context.app.deps);
    expect(await mailTo(owner.email)).toEqual(['Wallet under $100.00']);

    await fund(owner.account.id, 50_000);
    await checkOwnerAlerts(context.db);
    expect(await noticesOf(owner)).toHaveLength(1);
    await call(saveOwnerAlerts, { as: owner, body: { ...OFF, balanceBelow: 600 } });
    await checkOwnerAlerts(context.db);
    expect((await noticesOf(owner)).map((notice) => notice.title)).toEqual([
      'Wallet under $600.00',
      'Wallet under $100.00',
    ]);
  });

  it('names the campaign that missed too many calls and the one that stayed quiet in its hours', async () => {
    const owner = await signedInOwner(context);
    const accountId = owner.account.id;
    const missing = await createCampaign(context.db, {
      accountId,
      group: 'calls',
      nickname: 'Missing',
      hours: ALWAYS,
    });
    const quiet = await createCampaign(context.db, {
      accountId,
      group: 'calls',
      nickname: 'Quiet',
      hours: ALWAYS,
    });
    await context.db.execute(
      sql`update campaigns set created_at = now() - interval '5 hours' where account_id = ${accountId}`,
    );
    for (let index = 0; index < 6; index += 1) {
      await insertCall(context.db, {
        accountId,
        campaignId: missing.id,
        campaignName: 'Missing',
        timeCreated: new Date(Date.now() - (index + 1) * 60_000),
        status: index < 3 ? 'missed' : 'answered',
      });
    }
    await call(saveOwnerAlerts, { as: owner, body: { ...OFF, quietHours: 4, missedCallPercent: 40 } });

    await checkOwnerAlerts(context.db);
    expect(await noticesOf(owner)).toEqual(
      expect.arrayContaining([
        { type: 'missed_calls_high', title: '50% of calls missed', campaignId: missing.id },
        { type: 'campaign_quiet', title: 'No lead or call for 4 buying hours', campaignId: quiet.id },
      ]),
    );
    expect(await noticesOf(owner)).toHaveLength(2);
  });
});
