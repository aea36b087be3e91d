import {
  createInvite,
  createInvites,
  deleteInvite,
  getAllDetails,
  getContactUserMeta,
  inviteStatus,
  listInvites,
  listNotifications,
  proappLogin,
  registerWithInvite,
  useInvite,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailPendingNotifications } from '../src/features/notifications';
import { createUser } from '../src/seed/factories';
import { unchecked } from './support/call';
import { signedInOwner, TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { useTestApp } from './support/test-app';
import { sessionOf } from './support/two-factor';

const context = useTestApp();
const { call } = context;

/** The token of the newest invite e-mail to `email` (the local outbox). */
async function mailedToken(email: string): Promise<string> {
  const result = await context.db.execute<{ text: string }>(
    sql`select text from mail_outbox where "to" = ${email} order by id desc limit 1`,
  );
  const match = /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(result.rows[0]?.text ?? '');
  if (!match) throw new Error(`No invite e-mail to ${email}`);
  return match[1]!;
}

/** The subjects of the e-mails to `email` other than invitations, oldest first. */
async function noticesMailedTo(email: string): Promise<string[]> {
  const result = await context.db.execute<{ subject: string }>(
    sql`select subject from mail_outbox where "to" = ${email} and text not like '%accept-invite%' order by id`,
  );
  return result.rows.map((row) => row.subject);
}

describe('the owner is told when an invitee joins', () => {
  it('notifies the account and e-mails the owner, for a new user and for an existing one', async () => {
    const owner = await signedInOwner(context, { name: 'Ridge Movers' });
    const newcomer = uniqueEmail('sales');
    await call(createInvite, { as: owner, body: { email: newcomer, contactType: 'Sales Manager' } });
    await call(registerWithInvite, {
      body: { token: await mailedToken(newcomer), username: 'Sam Sales', password: 'a long password' },
    });
    const existing = uniqueEmail('manager');
    const other = await signedInOwner(context);
    await createUser(context.db, {
      email: existing,
      password: TEST_PASSWORD,
      username: 'Mona Manager',
      homeAccountId: other.account.id,
    });
    const login = await call(proappLogin, { body: { login: existing, password: TEST_PASSWORD } });
    await call(createInvite, {
      as: owner,
      body: { email: existing, contactType: 'Manager', inviteType: 'company_creation_invite' },
    });
    const accepted = await call(useInvite, {
      as: { token: sessionOf(login).token },
      params: { token: await mailedToken(existing) },
    });
    expect(accepted.status).toBe(200);

    const { notifications } = (await call(listNotifications, { as: owner, query: { size: 100 } })).data;
    expect(
      notifications
        .filter((notice) => notice.type === 'team_member_joined')
        .map((notice) => [notice.title, notice.body]),
    ).toEqual(
      expect.arrayContaining([
        [
          'Sam Sales joined Ridge Movers',
          `${newcomer} accepted your invitation and joined as Sales Manager.`,
        ],
        ['Mona Manager joined Ridge Movers', `${existing} accepted your invitation and joined as Manager.`],
      ]),
    );
    await mailPendingNotifications(context.app.deps);
    expect(await noticesMailedTo(owner.email)).toEqual(
      expect.arrayContaining(['Sam Sales joined Ridge Movers', 'Mona Manager joined Ridge Movers']),
    );
    // The person who joined is not told about themselves.
    expect(await noticesMailedTo(newcomer)).toEqual([]);
  });
});

describe('invites', () => {
  it('e-mails a single-use link (never in the answer) and lists the invite as pending', async () => {
    const owner = await signedInOwner(context, { name: 'Ridge Movers' });
    const email = uniqueEmail('sales');
    const created = await call(createInvite, { as: owner, body: { email, contactType: 'Sales Manager' } });
    expect(created.status).toBe(200);
    expect(created.data.invite).toMatchObject({
      email,
      contactType: 'Sales Manager',
      inviteType: 'authorized_contact_invite',
      status: 'pending',
    });
    expect(JSON.stringify(created.envelope)).not.toMatch(/token/i);
    const token = await mailedToken(email);
    expect(token).toHaveLength(43);
    const stored = await context.db.execute(sql`select token_hash from invites where email = ${email}`);
    expect(stored.rows[0]!.token_hash).not.toBe(token);
    const list = await call(listInvites, { as: owner, query: { page: 1, size: 1000 } });
    expect(list.data.invites.map((each) => each.email)).toContain(email);
    const status = await call(inviteStatus, { params: { token } });
    expect(status.data).toEqual({
      contactType: 'Sales Manager',
      inviteType: 'authorized_contact_invite',
      isNewUser: true,
      email,
      companyName: 'Ridge Movers',
    });
  });

  it('creates the invited user once: the link then answers 404, a bad link 400', async () => {
    const owner = await signedInOwner(context);
    const email = uniqueEmail('contact');
    await call(createInvite, { as: owner, body: { email, contactType: 'Other' } });
    const token = await mailedToken(email);
    const joined = await call(registerWithInvite, {
      body: { token, username: 'Cora Contact', password: 'a long password' },
    });
    expect(joined.status).toBe(200);
    expect(sessionOf(joined).globalId).toBe(owner.account.id);
    const meta = await call(getContactUserMeta, { as: { token: sessionOf(joined).token } });
    expect(meta.data.metaData.isContactInvitee).toBe(true);
    const again = await call(registerWithInvite, {
      body: { token, username: 'Cora', password: 'a long password' },
    });
    expect(again.status).toBe(404);
    expect((await call(inviteStatus, { params: { token } })).status).toBe(404);
    expect((await call(inviteStatus, { params: unchecked({ token: 'short' }) })).status).toBe(400);
  });

  it('lets exactly one of 50 concurrent uses of a token win', async () => {
    const owner = await signedInOwner(context);
    const email = uniqueEmail('manager');
    const other = await signedInOwner(context);
    await createUser(context.db, {
      email,
      password: TEST_PASSWORD,
      username: 'Mona',
      homeAccountId: other.account.id,
    });
    const login = await call(proappLogin, { body: { login: email, password: TEST_PASSWORD } });
    await call(createInvite, {
      as: owner,
      body: { email, contactType: 'Manager', inviteType: 'company_creation_invite' },
    });
    const token = await mailedToken(email);
    expect((await call(inviteStatus, { params: { token } })).data.isNewUser).toBe(false);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(useInvite, { as: { token: sessionOf(login).token }, params: { token } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(49);
    const companies = await call(getAllDetails, { as: { token: sessionOf(login).token } });
    expect(companies.data.companies.map((company) => company.globalId)).toContain(owner.account.id);
  });

  it('refuses an expired link, another person’s link, another account’s invite and someone already on the team', async () => {
    const owner = await signedInOwner(context);
    const stranger = await signedInOwner(context);
    const email = uniqueEmail('late');
    const created = await call(createInvite, { as: owner, body: { email, contactType: 'Owner' } });
    const token = await mailedToken(email);
    const wrongPerson = await call(useInvite, { as: stranger, params: { token } });
    expect(wrongPerson.status).toBe(403);
    await context.db.execute(
      sql`update invites set expires_at = now() - interval '1 minute' where email = ${email}`,
    );
    expect((await call(inviteStatus, { params: { token } })).status).toBe(404);
    expect(
      (await call(registerWithInvite, { body: { token, username: 'Late', password: 'a long password' } }))
        .status,
    ).toBe(404);
    expect((await call(deleteInvite, { as: stranger, params: { id: created.data.invite._id } })).status).toBe(
      404,
    );
    expect((await call(deleteInvite, { as: owner, params: { id: created.data.invite._id } })).status).toBe(
      200,
    );
    const member = await call(createInvite, {
      as: owner,
      body: { email: owner.email, contactType: 'Owner' },
    });
    expect(member.status).toBe(409);
    expect(member.error.fields).toHaveProperty('email');
  });

  it('invites a batch all or none', async () => {
    const owner = await signedInOwner(context);
    const first = uniqueEmail('batch');
    const refused = await call(createInvites, {
      as: owner,
      body: {
        invites: [
          { email: first, contactType: 'Other' },
          { email: owner.email, contactType: 'Other' },
        ],
      },
    });
    expect(refused.status).toBe(409);
    expect(
      (await context.db.execute(sql`select count(*)::int as n from invites where email = ${first}`)).rows[0]!
        .n,
    ).toBe(0);
    const sent = await call(createInvites, {
      as: owner,
      body: {
        invites: [
          { email: first, contactType: 'Other' },
          { email: uniqueEmail('batch'), contactType: 'Manager' },
        ],
      },
    });
    expect(sent.data.invites).toHaveLength(2);
  });
});
