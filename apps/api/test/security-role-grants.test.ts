// Issue #25, finding 1: nobody gives, changes or takes away a role with more than their own.
import { createHash } from 'node:crypto';
import {
  createInvite,
  createInvites,
  deleteAuthorizedContact,
  deleteInvite,
  getCurrentUser,
  getTeam,
  inviteStatus,
  proappLogin,
  registerWithInvite,
  removeTeamMember,
  saveAuthorizedContact,
  updateAuthorizedContact,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMembership, createUser } from '../src/seed/factories';
import { signedInOwner, TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { connected, useSocketClients } from './support/sockets';
import { useTestApp } from './support/test-app';
import { sessionOf } from './support/two-factor';

// The relay pushes the outbox (the sockets to close) every 25 ms.
const context = useTestApp({ REALTIME_RELAY_MS: '25' });
const { call } = context;
const clients = useSocketClients(context);

/** A signed-in member of `account` with this contact type (and invite kind). */
async function member(account: { id: number }, contactType: string, inviteType: string | null = null) {
  const email = uniqueEmail(contactType.replace(' ', '-').toLowerCase());
  const user = await createUser(context.db, {
    email,
    password: TEST_PASSWORD,
    username: `${contactType} Member`,
    homeAccountId: account.id,
    contactType,
    inviteType,
  });
  const login = await call(proappLogin, { body: { login: email, password: TEST_PASSWORD } });
  return { user, email, token: sessionOf(login).token, globalId: account.id };
}

const contactOf = (email: string, authorizedContactType: 'Owner' | 'Manager' | 'Other') => ({
  authorizedContactFirstName: 'Dana',
  authorizedContactLastName: 'Reyes',
  authorizedContactPhoneNumber: '8045550100',
  authorizedContactEmail: email,
  authorizedContactType,
});

const countInvites = async (email: string) =>
  Number(
    (await context.db.execute(sql`select count(*)::int as n from invites where email = ${email}`)).rows[0]!.n,
  );

describe('a Manager cannot mint an Owner or remove the real one (issue #25, finding 1)', () => {
  it.each([
    ['a Manager', null],
    ['an authorized contact with the Manager role', 'authorized_contact_invite'],
  ])('%s: no Owner invite, alone or in a batch, and no invite of a role with money', async (_who, kind) => {
    const owner = await signedInOwner(context);
    const manager = await member(owner.account, 'Manager', kind);
    const email = uniqueEmail('new-owner');
    const minted = await call(createInvite, {
      as: manager,
      body: { email, contactType: 'Owner', inviteType: 'company_creation_invite' },
    });
    expect(minted.status).toBe(403);
    expect(minted.error.message).toMatch(/Owner/);
    expect(minted.error.fields).toHaveProperty('contactType');
    const batch = await call(createInvites, {
      as: manager,
      body: {
        invites: [
          { email: uniqueEmail('fine'), contactType: 'Sales Manager' },
          { email, contactType: 'Owner', inviteType: 'company_creation_invite' },
        ],
      },
    });
    expect(batch.status).toBe(403);
    expect(batch.error.fields).toHaveProperty('invites.1.contactType');
    const money = await call(createInvite, {
      as: manager,
      body: { email, contactType: 'Account Manager', inviteType: 'company_creation_invite' },
    });
    expect(money.status).toBe(403);
    expect(await countInvites(email)).toBe(0);
    // What the manager has, they may give.
    const peer = await call(createInvite, { as: manager, body: { email, contactType: 'Manager' } });
    expect(peer.status).toBe(200);
  });

  it('a Manager cannot remove an owner or withdraw an owner’s invitation; the owners keep their access', async () => {
    const owner = await signedInOwner(context);
    const secondOwner = await member(owner.account, 'Owner');
    const manager = await member(owner.account, 'Manager');
    for (const target of [owner.user.id, secondOwner.user.id]) {
      const removed = await call(removeTeamMember, { as: manager, params: { id: target } });
      expect(removed.status).toBe(403);
      expect(removed.error.message).toMatch(/owner/i);
    }
    expect((await call(getCurrentUser, { as: owner })).status).toBe(200);
    expect((await call(getCurrentUser, { as: secondOwner })).status).toBe(200);
    const team = await call(getTeam, { as: owner });
    expect(team.data.team.map((each) => each.id)).toEqual(
      expect.arrayContaining([owner.user.id, secondOwner.user.id]),
    );
    const invited = await call(createInvite, {
      as: owner,
      body: { email: uniqueEmail('co-owner'), contactType: 'Owner', inviteType: 'company_creation_invite' },
    });
    const withdrawn = await call(deleteInvite, { as: manager, params: { id: invited.data.invite._id } });
    expect(withdrawn.status).toBe(403);
    // An owner may remove another owner; the last owner stays (removing oneself is refused).
    expect((await call(removeTeamMember, { as: owner, params: { id: secondOwner.user.id } })).status).toBe(
      200,
    );
    expect((await call(removeTeamMember, { as: owner, params: { id: owner.user.id } })).status).toBe(409);
  });

  it('a Manager cannot make or change an Owner authorized contact', async () => {
    const owner = await signedInOwner(context);
    const manager = await member(owner.account, 'Manager');
    const ownerContact = await call(saveAuthorizedContact, {
      as: owner,
      body: contactOf(uniqueEmail('owner-contact'), 'Owner'),
    });
    expect(ownerContact.status).toBe(200);
    const other = await call(saveAuthorizedContact, {
      as: manager,
      body: contactOf(uniqueEmail('other-contact'), 'Other'),
    });
    expect(other.status).toBe(200);
    const promoted = await call(updateAuthorizedContact, {
      as: manager,
      params: { id: other.data.contact._id },
      body: contactOf(other.data.contact.email, 'Owner'),
    });
    expect(promoted.status).toBe(403);
    const minted = await call(saveAuthorizedContact, {
      as: manager,
      body: contactOf(uniqueEmail('minted'), 'Owner'),
    });
    expect(minted.status).toBe(403);
    const demoted = await call(updateAuthorizedContact, {
      as: manager,
      params: { id: ownerContact.data.contact._id },
      body: contactOf(ownerContact.data.contact.email, 'Other'),
    });
    expect(demoted.status).toBe(403);
    const overwritten = await call(saveAuthorizedContact, {
      as: manager,
      body: contactOf(ownerContact.data.contact.email, 'Other'),
    });
    expect(overwritten.status).toBe(403);
    const deleted = await call(deleteAuthorizedContact, {
      as: manager,
      params: { id: ownerContact.data.contact._id },
    });
    expect(deleted.status).toBe(403);
  });

  it('an Owner invitation a Manager left pending before the fix no longer opens the company', async () => {
    const owner = await signedInOwner(context);
    const manager = await member(owner.account, 'Manager');
    const email = uniqueEmail('planted');
    const token = 'p'.repeat(43);
    await context.db.execute(sql`
      insert into invites (account_id, email, contact_type, invite_type, token_hash, invited_by, expires_at)
      values (${owner.account.id}, ${email}, 'Owner', 'company_creation_invite', ${createHash('sha256').update(token).digest('hex')},
        ${manager.user.id}, now() + interval '1 day')`);
    expect((await call(inviteStatus, { params: { token } })).status).toBe(404);
    const joined = await call(registerWithInvite, {
      body: { token, username: 'Planted Owner', password: 'a long password' },
    });
    expect(joined.status).toBe(404);
  });
});

describe('removing a member ends their access to that account only', () => {
  it('their other accounts, sessions and sockets keep working; this account’s socket closes', async () => {
    const owner = await signedInOwner(context);
    const elsewhere = await signedInOwner(context, { name: 'Elsewhere Movers' });
    const sales = await member(owner.account, 'Sales Manager');
    await addMembership(context.db, sales.user.id, elsewhere.account.id, 'Manager');
    const here = clients.open({ token: sales.token, globalId: owner.account.id });
    const there = clients.open({ token: sales.token, globalId: elsewhere.account.id });
    await Promise.all([connected(here), connected(there)]);
    const closed = new Promise<string>((resolve) => here.once('disconnect', resolve));

    const removed = await call(removeTeamMember, { as: owner, params: { id: sales.user.id } });
    expect(removed.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(there.connected).toBe(true);
    const onElsewhere = await call(getTeam, { as: { token: sales.token, globalId: elsewhere.account.id } });
    expect(onElsewhere.status).toBe(200);
    const onRemoved = await call(getTeam, { as: { token: sales.token, globalId: owner.account.id } });
    expect(onRemoved.status).toBe(403);
    // Signing in again opens the account they still belong to.
    const again = await call(proappLogin, { body: { login: sales.email, password: TEST_PASSWORD } });
    expect(again.status).toBe(200);
    expect(sessionOf(again).globalId).toBe(elsewhere.account.id);
  });
});
