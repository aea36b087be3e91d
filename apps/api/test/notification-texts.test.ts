import { addMobileNumber, saveDeliverySettings } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendLeadText } from '../src/features/mobile-numbers';
import { textPendingNotifications } from '../src/features/notifications';
import { mobileNumbers } from '../src/platform/db/schema/index';
import { createUser } from '../src/seed/factories';
import { buyer, leadBody, prepareMarket, publisherClient } from './support/marketplace';
import { freshMobile, textsTo, verifiedMobile } from './support/mobile-numbers';
import { createTestNotification } from './support/notifications';
import { signedInOwner, TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp({ PUBLIC_URL: 'https://portal.vanbid.test' });
const { call } = context;

const notify = (accountId: number, type: string, title: string) =>
  createTestNotification(context.db, accountId, title, { type });

describe('text messages of notifications (the notification-sms job)', () => {
  it('texts an owner’s confirmed number about running out of funds (on by default), once', async () => {
    const owner = await signedInOwner(context);
    const phone = await verifiedMobile(context, owner);
    await notify(owner.account.id, 'out_of_funds', 'Low balance');
    await textPendingNotifications(context.app.deps);
    await textPendingNotifications(context.app.deps);
    expect(await textsTo(context, phone)).toEqual([
      'Vanbid: Low balance. Low balance body https://portal.vanbid.test/notifications',
      expect.stringMatching(/code is/),
    ]);
  });

  it('sends nothing to a number that never confirmed its code', async () => {
    const owner = await signedInOwner(context);
    const phone = freshMobile();
    await call(addMobileNumber, { body: { phone }, as: owner });
    await notify(owner.account.id, 'out_of_funds', 'Low balance');
    await textPendingNotifications(context.app.deps);
    expect(await textsTo(context, phone)).toEqual([expect.stringMatching(/code is/)]);
  });

  it('sends nothing when the user turned Text message off for that kind, and texts once it is on', async () => {
    const owner = await signedInOwner(context);
    const phone = await verifiedMobile(context, owner);
    await call(saveDeliverySettings, {
      body: { settings: { auto_recharge_failed: { sms: false } } },
      as: owner,
    });
    await notify(owner.account.id, 'auto_recharge_failed', 'Auto-recharge failed');
    await notify(owner.account.id, 'daily_limit_reached', 'Daily limit reached'); // text is off by default
    await textPendingNotifications(context.app.deps);
    expect(await textsTo(context, phone)).toHaveLength(1); // the code only

    await call(saveDeliverySettings, {
      body: { settings: { daily_limit_reached: { sms: true } } },
      as: owner,
    });
    await notify(owner.account.id, 'daily_limit_reached', 'Daily limit reached');
    await textPendingNotifications(context.app.deps);
    expect((await textsTo(context, phone))[0]).toMatch(/^Vanbid: Daily limit reached\./);
    expect(await textsTo(context, phone)).toHaveLength(2);
  });

  it('texts each member by their own settings: a member who never chose gets no texts', async () => {
    const owner = await signedInOwner(context);
    const ownerPhone = await verifiedMobile(context, owner);
    const manager = await createUser(context.db, {
      email: uniqueEmail('manager'),
      password: TEST_PASSWORD,
      username: 'Manager',
      homeAccountId: owner.account.id,
      contactType: 'Manager',
    });
    const managerPhone = freshMobile();
    await context.db.insert(mobileNumbers).values({
      accountId: owner.account.id,
      userId: manager.id,
      phone: managerPhone,
      verifiedAt: new Date(),
    });
    await notify(owner.account.id, 'out_of_funds', 'Low balance');
    await textPendingNotifications(context.app.deps);
    expect((await textsTo(context, ownerPhone))[0]).toMatch(/^Vanbid: Low balance\./);
    expect(await textsTo(context, managerPhone)).toEqual([]);
  });

  it('does not text a notification older than a day (the server was down): it is only marked', async () => {
    const owner = await signedInOwner(context);
    const phone = await verifiedMobile(context, owner);
    await createTestNotification(context.db, owner.account.id, 'Low balance', {
      type: 'out_of_funds',
      minutesAgo: 25 * 60,
    });
    await textPendingNotifications(context.app.deps);
    expect(await textsTo(context, phone)).toHaveLength(1);
  });
});

describe('a sale that leaves a low balance', () => {
  it('texts nothing itself; the job texts the owner’s confirmed number afterwards', async () => {
    await prepareMarket(context.db);
    const publisher = await publisherClient(context);
    const { account } = await buyer(context.db, { balanceCents: 1500 });
    const owner = await createUser(context.db, {
      email: uniqueEmail('buyer'),
      password: TEST_PASSWORD,
      username: 'Buyer Owner',
      homeAccountId: account.id,
    });
    const phone = freshMobile();
    await context.db
      .insert(mobileNumbers)
      .values({ accountId: account.id, userId: owner.id, phone, verifiedAt: new Date() });

    expect((await publisher.post('/api/marketplace/leads', leadBody())).statusCode).toBe(200); // $5 left
    expect(await textsTo(context, phone)).toEqual([]);
    await textPendingNotifications(context.app.deps);
    expect(await textsTo(context, phone)).toEqual([expect.stringMatching(/^Vanbid: Low balance\./)]);
    await context.db.execute(sql`update campaigns set is_active = false where account_id = ${account.id}`);
  });
});

describe('sendLeadText (for the lead delivery)', () => {
  const lead = {
    link: 'https://portal.vanbid.test/leads/99?account=7',
    isTest: false,
    firstName: 'Jane',
    lastName: 'Doe',
    phone: '8045551234',
    fromZip: '23219',
    toZip: '22201',
  };

  it('texts the lead to every confirmed number of the account’s members, and to no other', async () => {
    const owner = await signedInOwner(context);
    const stranger = await signedInOwner(context, { name: 'Other Movers' });
    const confirmed = await verifiedMobile(context, owner);
    const unconfirmed = freshMobile();
    await call(addMobileNumber, { body: { phone: unconfirmed }, as: owner });
    const theirs = await verifiedMobile(context, stranger);

    const outcomes = await sendLeadText(context.app.deps, owner.account.id, lead);
    expect(outcomes).toEqual([{ to: confirmed, providerId: expect.stringMatching(/^outbox-\d+$/) }]);
    expect((await textsTo(context, confirmed))[0]).toBe(
      'New Vanbid lead: Jane Doe, (804) 555-1234. Move from Richmond, VA 23219 to Arlington, VA 22201. https://portal.vanbid.test/leads/99?account=7',
    );
    expect(await textsTo(context, unconfirmed)).toHaveLength(1); // its code only
    expect(await textsTo(context, theirs)).toHaveLength(1);
  });

  it('texts only the numbers named, when the destination names some', async () => {
    const owner = await signedInOwner(context);
    const first = await verifiedMobile(context, owner);
    const second = await verifiedMobile(context, owner);
    const outcomes = await sendLeadText(context.app.deps, owner.account.id, lead, [second, freshMobile()]);
    expect(outcomes.map((outcome) => outcome.to)).toEqual([second]);
    expect(await textsTo(context, first)).toHaveLength(1);
  });
});
