import {
  accountActivity,
  deleteAuthorizedContact,
  exchangeLoginCode,
  findAccounts,
  getAuthorizedContacts,
  getAvatar,
  getCompanyLogo,
  getCurrentUser,
  getFeedbackFile,
  getTeam,
  listFeedback,
  listTutorials,
  markPatchesViewed,
  ownActivity,
  proappLogin,
  removeTeamMember,
  saveAuthorizedContact,
  scheduledNotifications,
  sendFeedback,
  unseenPatches,
  updateAuthorizedContact,
  updateAvatar,
  updateCompanyLogo,
  updateTimeZone,
  viewTutorial,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mailPendingNotifications } from '../src/features/notifications';
import { createUser } from '../src/seed/factories';
import { unchecked } from './support/call';
import { signedInOwner, signedInSupport, TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { useTestApp } from './support/test-app';
import { sessionOf } from './support/two-factor';

const context = useTestApp();
const { call } = context;

const contact = (email: string, overrides: Record<string, string> = {}) => ({
  authorizedContactFirstName: 'Dana',
  authorizedContactLastName: 'Reyes',
  authorizedContactPhoneNumber: '8045550100',
  authorizedContactEmail: email,
  authorizedContactType: 'Manager' as const,
  ...overrides,
});

/** A member of the owner's account with this contact type, signed in. */
async function member(owner: { account: { id: number } }, contactType: string) {
  const email = uniqueEmail('member');
  const user = await createUser(context.db, {
    email,
    password: TEST_PASSWORD,
    username: `${contactType} Member`,
    homeAccountId: owner.account.id,
    contactType,
  });
  const login = await call(proappLogin, { body: { login: email, password: TEST_PASSWORD } });
  return { user, email, token: sessionOf(login).token, globalId: owner.account.id };
}

const png = (width = 64, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe('authorized contacts', () => {
  it('changes a contact, refuses another contact’s e-mail, and keeps the last one', async () => {
    const owner = await signedInOwner(context);
    const first = await call(saveAuthorizedContact, { as: owner, body: contact(uniqueEmail('a')) });
    const second = await call(saveAuthorizedContact, { as: owner, body: contact(uniqueEmail('b')) });
    const id = second.data.contact._id;
    const changed = await call(updateAuthorizedContact, {
      as: owner,
      params: { id },
      body: contact(second.data.contact.email, {
        authorizedContactFirstName: 'Dina',
        authorizedContactType: 'Owner',
      }),
    });
    expect(changed.status).toBe(200);
    expect(changed.data.contact).toMatchObject({
      firstName: 'Dina',
      contactType: 'Owner',
      phoneNumber: '(804) 555-0100',
    });
    const clash = await call(updateAuthorizedContact, {
      as: owner,
      params: { id },
      body: contact(first.data.contact.email),
    });
    expect(clash.status).toBe(409);
    expect(clash.error.fields).toHaveProperty('authorizedContactEmail');

    expect((await call(deleteAuthorizedContact, { as: owner, params: { id } })).status).toBe(200);
    const last = await call(deleteAuthorizedContact, { as: owner, params: { id: first.data.contact._id } });
    expect(last.status).toBe(409);
    expect(last.error.message).toMatch(/at least one authorized contact/);
    const left = await call(getAuthorizedContacts, { as: owner });
    expect(left.data.contacts.map((each) => each._id)).toEqual([first.data.contact._id]);
  });

  it('answers 404 for another account’s contact and 403 for a role that cannot manage the team', async () => {
    const owner = await signedInOwner(context);
    const stranger = await signedInOwner(context, { name: 'Other Movers' });
    const mine = await call(saveAuthorizedContact, { as: owner, body: contact(uniqueEmail('c')) });
    const id = mine.data.contact._id;
    expect((await call(deleteAuthorizedContact, { as: stranger, params: { id } })).status).toBe(404);
    expect(
      (await call(updateAuthorizedContact, { as: stranger, params: { id }, body: contact(uniqueEmail('d')) }))
        .status,
    ).toBe(404);
    const sales = await member(owner, 'Sales Manager');
    expect((await call(deleteAuthorizedContact, { as: sales, params: { id } })).status).toBe(403);
  });
});

describe('removing a member', () => {
  it('ends the access and every session of a member with no other account; not oneself, an owner only by an owner', async () => {
    const owner = await signedInOwner(context);
    const sales = await member(owner, 'Sales Manager');
    expect((await call(getCurrentUser, { as: sales })).status).toBe(200);
    const removed = await call(removeTeamMember, { as: owner, params: { id: sales.user.id } });
    expect(removed.status).toBe(200);
    expect((await call(getCurrentUser, { as: sales })).status).toBe(401);
    const team = await call(getTeam, { as: owner });
    expect(team.data.team.map((each) => each.email)).not.toContain(sales.email);
    // Signing in again does not bring the account back: it was their only one.
    const again = await call(proappLogin, { body: { login: sales.email, password: TEST_PASSWORD } });
    expect(again.status).toBe(401);

    const self = await call(removeTeamMember, { as: owner, params: { id: owner.user.id } });
    expect(self.status).toBe(409);
    const manager = await member(owner, 'Manager');
    // Only an owner removes an owner (issue #25); so the last one is only ever oneself.
    const theOwner = await call(removeTeamMember, { as: manager, params: { id: owner.user.id } });
    expect(theOwner.status).toBe(403);
    expect(theOwner.error.message).toMatch(/Only an owner/);
    expect((await call(removeTeamMember, { as: manager, params: { id: 999_999_999 } })).status).toBe(404);
    const activity = await call(ownActivity, { as: owner });
    expect(activity.data.entries.map((entry) => entry.description)).toContain(
      'Removed from the team: Sales Manager Member (Sales Manager)',
    );
  });
});

describe('pictures', () => {
  it('squares an avatar, shows it to members only, and drops what trails a polyglot file', async () => {
    const owner = await signedInOwner(context);
    const stranger = await signedInOwner(context, { name: 'Other Movers' });
    const colleague = await member(owner, 'Other');
    const polyglot = Buffer.concat([await png(), Buffer.from('<script>alert(1)</script>PK\u0003\u0004zip')]);
    const uploaded = await call(updateAvatar, { as: owner, body: { file: polyglot } });
    expect(uploaded.status).toBe(200);
    expect(uploaded.data.avatarUrl).toMatch(new RegExp(`^/api/team/${owner.user.id}/avatar\\?v=\\d+$`));
    const me = await call(getCurrentUser, { as: owner });
    expect(me.data.avatarUrl).toBe(uploaded.data.avatarUrl);

    const seen = await call(getAvatar, { as: colleague, params: { userId: owner.user.id } });
    expect(seen.status).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    const picture = await sharp(seen.bytes).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['webp', 256, 256]);
    expect(seen.bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect((await call(getAvatar, { as: stranger, params: { userId: owner.user.id } })).status).toBe(404);
  });

  it('refuses what is not a PNG, JPEG or WebP by content, and what is too large, keeping nothing', async () => {
    const owner = await signedInOwner(context);
    const filesBefore = await context.db.execute(sql`select count(*)::int as n from files`);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const refusals = [
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      gif,
      (await png()).subarray(0, 40),
      Buffer.alloc(0),
    ];
    for (const file of refusals) {
      const answer = await call(updateAvatar, { as: owner, body: { file } });
      expect(answer.status).toBe(400);
      expect(answer.error.fields).toHaveProperty('file');
    }
    const huge = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await call(updateAvatar, { as: owner, body: { file: huge } })).error.message).toMatch(/2 MB/);
    const past = await call(updateAvatar, { as: owner, body: { file: Buffer.alloc(6 * 1024 * 1024, 1) } });
    expect(past.status).toBe(413);
    const noFile = await call(updateAvatar, { as: owner, body: unchecked({ file: 'not a file' }) });
    expect(noFile.status).toBe(400);
    const filesAfter = await context.db.execute(sql`select count(*)::int as n from files`);
    expect(filesAfter.rows[0]).toEqual(filesBefore.rows[0]);
  });

  it('keeps the company logo for the account’s members; a sales manager cannot change it', async () => {
    const owner = await signedInOwner(context);
    const sales = await member(owner, 'Sales Manager');
    const uploaded = await call(updateCompanyLogo, { as: owner, body: { file: await png(300, 120) } });
    expect(uploaded.status).toBe(200);
    const logo = await call(getCompanyLogo, { as: sales });
    expect(logo.status).toBe(200);
    expect((await sharp(logo.bytes).metadata()).width).toBe(512);
    expect((await call(updateCompanyLogo, { as: sales, body: { file: await png() } })).status).toBe(403);
    const activity = await call(ownActivity, { as: owner });
    expect(activity.data.entries.map((entry) => `${entry.who}: ${entry.description}`)).toEqual([
      'Test Owner: Company logo changed',
    ]);
  });
});

describe('preferences, tutorials and release notes', () => {
  it('keeps the time zone preference with the user', async () => {
    const owner = await signedInOwner(context);
    expect((await call(getCurrentUser, { as: owner })).data.timeZone).toBeNull();
    expect((await call(updateTimeZone, { as: owner, body: { timeZone: '3' } })).status).toBe(200);
    expect((await call(getCurrentUser, { as: owner })).data.timeZone).toBe('3');
    expect((await call(updateTimeZone, { as: owner, body: unchecked({ timeZone: '9' }) })).status).toBe(400);
  });

  it('lists the tutorials, counts each play and marks them watched per user', async () => {
    const owner = await signedInOwner(context);
    const other = await signedInOwner(context);
    const list = await call(listTutorials, { as: owner });
    expect(list.data.tutorials.length).toBeGreaterThanOrEqual(5);
    const first = list.data.tutorials[0]!;
    expect(first.watched).toBe(false);
    const viewed = await call(viewTutorial, { as: owner, body: { videoId: first._id } });
    expect(viewed.data.tutorial).toMatchObject({ watched: true, views: first.views + 1 });
    await call(viewTutorial, { as: owner, body: { videoId: first._id } });
    const mine = await call(listTutorials, { as: owner });
    expect(mine.data.tutorials[0]).toMatchObject({ watched: true, views: first.views + 2 });
    expect((await call(listTutorials, { as: other })).data.tutorials[0]!.watched).toBe(false);
    expect((await call(viewTutorial, { as: owner, body: { videoId: 999_999 } })).status).toBe(404);
  });

  it('shows a release note once to users who joined before it', async () => {
    const owner = await signedInOwner(context);
    expect((await call(unseenPatches, { as: owner })).data.patches).toEqual([]);
    await context.db.execute(
      sql`insert into patches (title, body, released_at) values ('Faster logs', 'Logs open faster.', now() + interval '1 second')`,
    );
    await new Promise((done) => setTimeout(done, 1100));
    const unseen = await call(unseenPatches, { as: owner });
    expect(unseen.data.patches.map((patch) => patch.title)).toEqual(['Faster logs']);
    expect((await call(markPatchesViewed, { as: owner, body: {} })).data.marked).toBe(1);
    expect((await call(unseenPatches, { as: owner })).data.patches).toEqual([]);
    expect((await call(markPatchesViewed, { as: owner, body: {} })).data.marked).toBe(0);
  });
});

describe('feedback and the support console', () => {
  it('keeps feedback with its file for support staff only', async () => {
    const owner = await signedInOwner(context, { name: 'Feedback Movers' });
    const support = await signedInSupport(context);
    const sent = await call(sendFeedback, {
      as: owner,
      body: {
        message: 'The call log could show the caller city.',
        pageUrl: '/call-log',
        file: Buffer.from('a,b\n1,2\n'),
      },
    });
    expect(sent.status).toBe(200);
    const listed = await call(listFeedback, { as: support });
    expect(listed.data.feedback[0]).toMatchObject({
      _id: sent.data.feedbackId,
      message: 'The call log could show the caller city.',
      account: 'Feedback Movers',
      from: owner.email,
      hasFile: true,
    });
    const file = await call(getFeedbackFile, { as: support, params: { id: sent.data.feedbackId } });
    expect(file.bytes.toString()).toBe('a,b\n1,2\n');
    expect(file.headers['content-disposition']).toMatch(/attachment/);
    expect((await call(listFeedback, { as: owner })).status).toBe(403);
    expect((await call(getFeedbackFile, { as: owner, params: { id: sent.data.feedbackId } })).status).toBe(
      403,
    );
    const empty = await call(sendFeedback, { as: owner, body: { message: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.error.fields).toHaveProperty('message');
    const control = await call(sendFeedback, { as: owner, body: { message: 'a\u0000b' } });
    expect(control.status).toBe(400);
  });

  it('finds accounts by name or e-mail and reads their activity, marking support’s actions', async () => {
    const owner = await signedInOwner(context, { name: 'Zephyr Relocation' });
    const support = await signedInSupport(context);
    await call(updateTimeZone, { as: owner, body: { timeZone: '1' } });
    const byName = await call(findAccounts, { as: support, query: { q: 'zephyr reloc' } });
    expect(byName.data.accounts).toEqual([
      expect.objectContaining({
        accountId: owner.account.id,
        name: 'Zephyr Relocation',
        ownerEmail: owner.email,
      }),
    ]);
    const byEmail = await call(findAccounts, { as: support, query: { q: owner.email } });
    expect(byEmail.data.accounts.map((account) => account.accountId)).toEqual([owner.account.id]);
    expect((await call(findAccounts, { as: support, query: { q: '%' } })).status).toBe(400);
    expect((await call(findAccounts, { as: owner, query: { q: 'zephyr' } })).status).toBe(403);
    // The request log is written once the answer has gone: wait for the entry rather than race it.
    await expect
      .poll(async () => {
        const activity = await call(accountActivity, {
          as: support,
          params: { accountId: owner.account.id },
        });
        return activity.data.entries[0];
      })
      .toMatchObject({ event: expect.stringMatching(/time zone/i), bySupport: false });
    expect((await call(accountActivity, { as: owner, params: { accountId: owner.account.id } })).status).toBe(
      403,
    );
  });
});

describe('notification e-mails', () => {
  it('mails each notification once, by the delivery settings, with a single-use sign-in link', async () => {
    const owner = await signedInOwner(context);
    const other = await member(owner, 'Other');
    await context.db.execute(sql`insert into notifications (account_id, type, title, body, campaign_id)
      values (${owner.account.id}, 'out_of_funds', 'Low balance', 'Your wallet has $3.00.', 42),
             (${owner.account.id}, 'min_bid_update', 'Minimum bids updated', 'Weekday minimums rose.', null)`);
    const scheduled = await call(scheduledNotifications, { as: owner });
    expect(scheduled.data.scheduled.map((each) => each.title)).toEqual(['Low balance']);
    expect((await call(scheduledNotifications, { as: other })).data.scheduled).toEqual([]);

    await mailPendingNotifications(context.app.deps);
    await mailPendingNotifications(context.app.deps);
    const mails = await context.db.execute<{ to: string; subject: string; text: string }>(
      sql`select "to", subject, text from mail_outbox where "to" in (${owner.email}, ${other.email})`,
    );
    expect(mails.rows.map((mail) => [mail.to, mail.subject])).toEqual([[owner.email, 'Low balance']]);
    const link = /notification_redirect\?(\S+)/.exec(mails.rows[0]!.text)![1]!;
    const search = new URLSearchParams(link);
    expect(search.get('campaignId')).toBe('42');
    expect(search.get('eventType')).toBe('out_of_funds');
    const signedIn = await call(exchangeLoginCode, { body: { code: search.get('token')! } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.data.globalId).toBe(owner.account.id);
    expect((await call(exchangeLoginCode, { body: { code: search.get('token')! } })).status).toBe(401);
    expect((await call(scheduledNotifications, { as: owner })).data.scheduled).toEqual([]);
  });
});
