// Issue #25, finding 1 (property): over the role table × every team, invite and contact endpoint,
// for a member's own session and a support session on their behalf, no call leaves anyone with a
// role that has more than the caller has, or touches a role above the caller's.
import { createHash, randomBytes } from 'node:crypto';
import {
  createGuestLink,
  createInvite,
  createInvites,
  deleteAuthorizedContact,
  deleteInvite,
  exchangeLoginCode,
  proappLogin,
  registerWithInvite,
  removeTeamMember,
  saveAuthorizedContact,
  updateAuthorizedContact,
  useInvite,
} from '@vanbid/contract';
import { CONTACT_TYPES, type ContactType, can, ROLE_PERMISSIONS, type SessionRole } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_SETUP_FLAGS, createAccount, createUser } from '../../src/seed/factories';
import type { TestSession } from '../support/call';
import { signedInSupport, TEST_PASSWORD, uniqueEmail } from '../support/signed-in';
import { useTestApp } from '../support/test-app';
import { sessionOf } from '../support/two-factor';

const context = useTestApp();
let calls = 0;
/** Each call from an address of its own: the invite endpoints' per-address limits are not the subject here. */
const call: typeof context.call = (endpoint, ...[options]) => {
  calls += 1;
  const remoteAddress = `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
  return context.call(endpoint, { ...options, remoteAddress } as never);
};

/** Every role of the table, and an authorized contact who has the Manager role. */
const ACTORS = [
  ...CONTACT_TYPES.map((contactType) => ({ contactType, inviteType: null })),
  { contactType: 'Manager' as ContactType, inviteType: 'authorized_contact_invite' },
];
type Actor = (typeof ACTORS)[number];
interface World {
  accountId: number;
  ownerId: number;
  actorId: number;
  sessions: Record<SessionRole, TestSession>;
}
const worlds = new Map<Actor, World>();
/** Someone with a sign-in of their own elsewhere, who accepts invitations with `useInvite`. */
let joinerAccountId = 0;

beforeAll(async () => {
  const support = await signedInSupport(context);
  const elsewhere = await createAccount(context.db, { name: 'Joiners' });
  joinerAccountId = elsewhere.id;
  for (const actor of ACTORS) {
    const account = await createAccount(context.db, {
      name: `${actor.contactType} Movers`,
      meta: ALL_SETUP_FLAGS,
    });
    const email = uniqueEmail('actor');
    const owner = await createUser(context.db, {
      email: actor.contactType === 'Owner' ? email : uniqueEmail('owner'),
      password: TEST_PASSWORD,
      username: 'Owner',
      homeAccountId: account.id,
    });
    const actorUser =
      actor.contactType === 'Owner'
        ? owner
        : await createUser(context.db, {
            email,
            password: TEST_PASSWORD,
            username: actor.contactType,
            homeAccountId: account.id,
            contactType: actor.contactType,
            inviteType: actor.inviteType,
          });
    // The account keeps a contact of its own, so removing one is never refused as the last.
    await insertContact(account.id, 'Owner');
    const login = await call(proappLogin, { body: { login: email, password: TEST_PASSWORD } });
    const link = await call(createGuestLink, { body: { email }, as: { token: support.token } });
    const code = new URL(link.data.url, 'http://x').searchParams.get('token')!;
    const guest = await call(exchangeLoginCode, { body: { code } });
    worlds.set(actor, {
      accountId: account.id,
      ownerId: owner.id,
      actorId: actorUser.id,
      sessions: {
        user: { token: sessionOf(login).token, globalId: account.id },
        guest: { token: guest.data.token, globalId: account.id },
      },
    });
  }
});

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await context.db.execute(query)).rows[0] as T | undefined;

async function insertMember(accountId: number, contactType: ContactType): Promise<number> {
  const user = await one<{ id: number }>(sql`
    insert into users (email, username, password_hash, home_account_id)
    values (${uniqueEmail('target')}, 'Target', 'not-a-password-hash', ${accountId}) returning id`);
  await context.db.execute(sql`
    insert into memberships (user_id, account_id, contact_type) values (${user!.id}, ${accountId}, ${contactType})`);
  return Number(user!.id);
}

async function insertInvite(accountId: number, invitedBy: number, contactType: ContactType) {
  const token = randomBytes(32).toString('base64url');
  const email = uniqueEmail('invited');
  const row = await one<{ id: number }>(sql`
    insert into invites (account_id, email, contact_type, invite_type, token_hash, invited_by, expires_at)
    values (${accountId}, ${email}, ${contactType}, 'company_creation_invite',
      ${createHash('sha256').update(token).digest('hex')}, ${invitedBy}, now() + interval '1 day')
    returning id`);
  return { id: Number(row!.id), token, email };
}

async function insertContact(accountId: number, contactType: ContactType) {
  const email = uniqueEmail('contact');
  const row = await one<{ id: number }>(sql`
    insert into contacts (account_id, first_name, last_name, email, contact_type)
    values (${accountId}, 'Dana', 'Reyes', ${email}, ${contactType}) returning id`);
  return { id: Number(row!.id), email };
}

const contactBody = (email: string, authorizedContactType: ContactType) => ({
  authorizedContactFirstName: 'Dana',
  authorizedContactLastName: 'Reyes',
  authorizedContactPhoneNumber: '8045550100',
  authorizedContactEmail: email,
  authorizedContactType,
});

const roleOfMember = async (accountId: number, userId: number) =>
  (
    await one<{ contact_type: string }>(
      sql`select contact_type from memberships where account_id = ${accountId} and user_id = ${userId}`,
    )
  )?.contact_type;
const roleOfContact = async (id: number) =>
  (await one<{ contact_type: string }>(sql`select contact_type from contacts where id = ${id}`))
    ?.contact_type;
const roleOfInvite = async (email: string) =>
  (await one<{ contact_type: string }>(sql`select contact_type from invites where email = ${email}`))
    ?.contact_type;
const roleOfJoined = async (accountId: number, email: string) =>
  (
    await one<{ contact_type: string }>(sql`
      select m.contact_type from memberships m join users u on u.id = m.user_id
      where m.account_id = ${accountId} and u.email = ${email}`)
  )?.contact_type;

interface Case {
  world: World;
  session: TestSession;
  /** `from`: the role the record has; `to`: the role asked for. */
  from: ContactType;
  to: ContactType;
}
/**
 * One path: the call, and the roles before and after as the database holds them. `touches`: the
 * roles the path gives or takes; `needsTeam`: whether the caller must manage the team.
 */
interface Path {
  needsTeam: boolean;
  bySession: boolean;
  touches: (c: Case) => ContactType[];
  run: (c: Case) => Promise<{ status: number; before: unknown; after: unknown }>;
}

const PATHS: Record<string, Path> = {
  createInvite: {
    needsTeam: true,
    bySession: true,
    touches: (c) => [c.to],
    async run({ session, to }) {
      const email = uniqueEmail('invite');
      const answer = await call(createInvite, {
        as: session,
        body: { email, contactType: to, inviteType: 'company_creation_invite' },
      });
      return { status: answer.status, before: undefined, after: await roleOfInvite(email) };
    },
  },
  createInvites: {
    needsTeam: true,
    bySession: true,
    touches: (c) => ['Other', c.to],
    async run({ session, to }) {
      const email = uniqueEmail('batch');
      const answer = await call(createInvites, {
        as: session,
        body: {
          invites: [
            { email: uniqueEmail('batch'), contactType: 'Other' },
            { email, contactType: to },
          ],
        },
      });
      return { status: answer.status, before: undefined, after: await roleOfInvite(email) };
    },
  },
  deleteInvite: {
    needsTeam: true,
    bySession: true,
    touches: (c) => [c.from],
    async run({ world, session, from }) {
      const invite = await insertInvite(world.accountId, world.ownerId, from);
      const answer = await call(deleteInvite, { as: session, params: { id: invite.id } });
      return { status: answer.status, before: from, after: await roleOfInvite(invite.email) };
    },
  },
  removeTeamMember: {
    needsTeam: true,
    bySession: true,
    touches: (c) => [c.from],
    async run({ world, session, from }) {
      const target = await insertMember(world.accountId, from);
      const answer = await call(removeTeamMember, { as: session, params: { id: target } });
      return { status: answer.status, before: from, after: await roleOfMember(world.accountId, target) };
    },
  },
  updateAuthorizedContact: {
    needsTeam: true,
    bySession: true,
    touches: (c) => [c.from, c.to],
    async run({ world, session, from, to }) {
      const contact = await insertContact(world.accountId, from);
      const answer = await call(updateAuthorizedContact, {
        as: session,
        params: { id: contact.id },
        body: contactBody(contact.email, to),
      });
      return { status: answer.status, before: from, after: await roleOfContact(contact.id) };
    },
  },
  'saveAuthorizedContact (new)': {
    needsTeam: false,
    bySession: true,
    touches: (c) => [c.to],
    async run({ session, to }) {
      const email = uniqueEmail('new-contact');
      const answer = await call(saveAuthorizedContact, { as: session, body: contactBody(email, to) });
      const after = await one<{ contact_type: string }>(
        sql`select contact_type from contacts where email = ${email}`,
      );
      return { status: answer.status, before: undefined, after: after?.contact_type };
    },
  },
  'saveAuthorizedContact (same e-mail)': {
    needsTeam: false,
    bySession: true,
    touches: (c) => [c.from, c.to],
    async run({ world, session, from, to }) {
      const contact = await insertContact(world.accountId, from);
      const answer = await call(saveAuthorizedContact, { as: session, body: contactBody(contact.email, to) });
      return { status: answer.status, before: from, after: await roleOfContact(contact.id) };
    },
  },
  deleteAuthorizedContact: {
    needsTeam: true,
    bySession: true,
    touches: (c) => [c.from],
    async run({ world, session, from }) {
      const contact = await insertContact(world.accountId, from);
      const answer = await call(deleteAuthorizedContact, { as: session, params: { id: contact.id } });
      return { status: answer.status, before: from, after: await roleOfContact(contact.id) };
    },
  },
  'registerWithInvite (the caller’s invite)': {
    needsTeam: true,
    bySession: false,
    touches: (c) => [c.to],
    async run({ world, to }) {
      const invite = await insertInvite(world.accountId, world.actorId, to);
      const answer = await call(registerWithInvite, {
        body: { token: invite.token, username: 'Joiner', password: 'a long password' },
      });
      return {
        status: answer.status,
        before: undefined,
        after: await roleOfJoined(world.accountId, invite.email),
      };
    },
  },
  'useInvite (the caller’s invite)': {
    needsTeam: true,
    bySession: false,
    touches: (c) => [c.to],
    async run({ world, to }) {
      const invite = await insertInvite(world.accountId, world.actorId, to);
      const joiner = await one<{ id: number }>(sql`
        insert into users (email, username, password_hash, home_account_id)
        values (${invite.email}, 'Joiner', 'not-a-password-hash', ${joinerAccountId}) returning id`);
      await context.db.execute(sql`
        insert into memberships (user_id, account_id, contact_type) values (${joiner!.id}, ${joinerAccountId}, 'Other')`);
      const { token } = await context.app.deps.tokens.sign({
        sub: String(joiner!.id),
        sv: 0,
        user: { role: 'user', inviteType: null, isMainAccount: true, globalId: joinerAccountId },
      });
      const answer = await call(useInvite, { as: { token }, params: { token: invite.token } });
      return {
        status: answer.status,
        before: undefined,
        after: await roleOfJoined(world.accountId, invite.email),
      };
    },
  },
};

const isWithin = (role: ContactType, actor: ContactType) =>
  ROLE_PERMISSIONS[role].every((permission) => ROLE_PERMISSIONS[actor].includes(permission));

describe('no team, invite or contact path gives more than the caller has (issue #25, finding 1)', () => {
  it('holds for every role, session and path', async () => {
    const role = fc.constantFrom(...CONTACT_TYPES);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ACTORS),
        fc.constantFrom<SessionRole>('user', 'guest'),
        fc.constantFrom(...Object.keys(PATHS)),
        role,
        role,
        async (actor, sessionRole, pathName, from, to) => {
          const path = PATHS[pathName]!;
          const world = worlds.get(actor)!;
          const c: Case = { world, session: world.sessions[sessionRole], from, to };
          const { status, before, after } = await path.run(c);
          const isOk = status === 200;
          const touched = path.touches(c);
          const actorType = actor.contactType;
          // What the rule allows: the caller's own session (not support's), the team permission
          // where the path needs it, and roles within the caller's own, an Owner only by an Owner.
          const mayDo =
            (!path.bySession || sessionRole === 'user') &&
            (!path.needsTeam || can(actorType, 'manage_team')) &&
            touched.every((each) => isWithin(each, actorType) && (each !== 'Owner' || actorType === 'Owner'));
          const label = `${actorType} (${sessionRole}) ${pathName} ${from} → ${to}: ${status}`;
          expect(isOk, label).toBe(mayDo);
          if (isOk) for (const each of touched) expect(isWithin(each, actorType), label).toBe(true);
          else {
            // Refused before anything changed: the record keeps its role, nothing new appears.
            expect(status, label).toBe(path.bySession ? 403 : 404);
            expect(after, label).toBe(before);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
