import type { Invite, inviteInput } from '@vanbid/contract';
import { can, canGrantRole } from '@vanbid/domain';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestAuth } from '../../platform/auth/guard';
import { findSessionStanding } from '../../platform/auth/memberships';
import { hashPassword } from '../../platform/auth/passwords';
import { assertMayGrantRole } from '../../platform/auth/role-grants';
import type { Database, Queryable } from '../../platform/db/database';
import { accounts, invites, memberships, users } from '../../platform/db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { publish } from '../../platform/events/publish';
import { publishSessionsRevoked } from '../../platform/events/session-revocation';
import { portalUrl } from '../../platform/http/portal-url';
import { findSecondStep, issueSession } from '../auth';
import { recordChange } from '../logs';
import { hashInviteToken, INVITE_TTL_MS, newInviteToken } from './invite-tokens';

type InviteInput = z.output<typeof inviteInput>;
type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'tokens' | 'secretBox'>;
type Row = typeof invites.$inferSelect;

const GONE = () =>
  new AppError('NOT_FOUND', 'This invitation link is not valid: it was used, withdrawn or has expired');

function toWire(row: Row, now = new Date()): Invite {
  return {
    _id: row.id,
    id: row.id,
    email: row.email,
    contactType: row.contactType,
    inviteType: row.inviteType,
    status: row.usedAt ? 'used' : row.expiresAt <= now ? 'expired' : 'pending',
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listInvites(db: Queryable, accountId: number, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invites)
      .where(eq(invites.accountId, accountId))
      .orderBy(desc(invites.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(invites).where(eq(invites.accountId, accountId)),
  ]);
  return { invites: rows.map((row) => toWire(row)), total: Number(total?.n ?? 0) };
}

/**
 * Invites each person (all or none): only as a role the inviter may give (docs/product.md §1,
 * "Roles"); someone already on the team is refused, a pending invite of the same e-mail is
 * replaced (its link stops working). The links go by e-mail only.
 */
export async function createInvites(deps: Deps, auth: RequestAuth, inputs: InviteInput[]): Promise<Invite[]> {
  const emails = inputs.map((input) => input.email);
  if (new Set(emails).size !== emails.length)
    throw new AppError('VALIDATION_FAILED', 'The same e-mail is twice in the list', {
      invites: 'Each e-mail once',
    });
  for (const [index, input] of inputs.entries())
    assertMayGrantRole(
      auth.contactType,
      input.contactType,
      inputs.length > 1 ? `invites.${index}.contactType` : 'contactType',
    );
  const sent: { row: Row; token: string }[] = [];
  const [account] = await deps.db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, auth.accountId));
  const [inviter] = await deps.db
    .select({ name: users.username })
    .from(users)
    .where(eq(users.id, auth.userId));
  await deps.db.transaction(async (tx) => {
    for (const [index, input] of inputs.entries()) {
      const [member] = await tx
        .select({ userId: memberships.userId })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.accountId, auth.accountId), sql`lower(${users.email}) = ${input.email}`));
      if (member) {
        const message = `${input.email} is already on the team`;
        throw new AppError('CONFLICT', message, {
          [inputs.length > 1 ? `invites.${index}.email` : 'email']: message,
        });
      }
      await tx
        .delete(invites)
        .where(
          and(eq(invites.accountId, auth.accountId), eq(invites.email, input.email), isNull(invites.usedAt)),
        );
      const token = newInviteToken();
      const [row] = await tx
        .insert(invites)
        .values({
          accountId: auth.accountId,
          email: input.email,
          contactType: input.contactType,
          inviteType: input.inviteType,
          tokenHash: hashInviteToken(token),
          invitedBy: auth.userId,
          expiresAt: new Date(Date.now() + INVITE_TTL_MS),
        })
        .returning();
      sent.push({ row: row!, token });
      await recordChange(tx, auth, {
        field: 'invite_sent',
        subject: input.email,
        before: null,
        after: input.contactType,
      });
    }
  });
  for (const { row, token } of sent)
    await deps.mailer.send({
      to: row.email,
      subject: `${inviter?.name ?? 'A colleague'} invited you to ${account?.name ?? 'their company'} on Vanbid`,
      text: [
        `${inviter?.name ?? 'A colleague'} invited you to join ${account?.name ?? 'their company'} on Vanbid as ${row.contactType}.`,
        '',
        `Accept the invitation: ${portalUrl(deps.config)}/accept-invite?token=${token}`,
        '',
        'The link works once and expires in 7 days. If you did not expect it, ignore this e-mail.',
      ].join('\n'),
    });
  return sent.map(({ row }) => toWire(row));
}

/** Withdraws an invite of the account, if its role is one the caller may give. */
export async function withdrawInvite(db: Database, auth: RequestAuth, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: invites.email, contactType: invites.contactType })
      .from(invites)
      .where(and(eq(invites.id, id), eq(invites.accountId, auth.accountId)))
      .for('update');
    if (!row) throw notFound('Invite');
    assertMayGrantRole(auth.contactType, row.contactType);
    await tx.delete(invites).where(eq(invites.id, id));
    await recordChange(tx, auth, {
      field: 'invite_withdrawn',
      subject: row.email,
      before: row.contactType,
      after: null,
    });
  });
}

/**
 * Whether the one who sent the invite may still send it (docs/product.md §1, "Roles": they manage
 * the team and may give its role): an invite whose sender has left, been demoted, or never could
 * give the role opens nothing.
 */
async function isStillGrantable(db: Queryable, row: Row): Promise<boolean> {
  if (row.invitedBy === null) return false;
  const [inviter] = await db
    .select({ contactType: memberships.contactType })
    .from(memberships)
    .where(and(eq(memberships.userId, row.invitedBy), eq(memberships.accountId, row.accountId)));
  return can(inviter?.contactType, 'manage_team') && canGrantRole(inviter?.contactType, row.contactType);
}

async function findOpenInvite(db: Queryable, token: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(invites)
    .where(
      and(
        eq(invites.tokenHash, hashInviteToken(token)),
        isNull(invites.usedAt),
        gt(invites.expiresAt, sql`now()`),
      ),
    );
  if (!row || !(await isStillGrantable(db, row))) throw GONE();
  return row;
}

export async function inviteStatus(db: Queryable, token: string) {
  const row = await findOpenInvite(db, token);
  const [account] = await db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${row.email}`);
  return {
    contactType: row.contactType,
    inviteType: row.inviteType,
    isNewUser: !user,
    email: row.email,
    companyName: account?.name ?? '',
  };
}

/** Marks the invite used, once: of concurrent uses exactly one gets the row. */
async function claim(tx: Queryable, token: string): Promise<Row> {
  const [row] = await tx
    .update(invites)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(invites.tokenHash, hashInviteToken(token)),
        isNull(invites.usedAt),
        gt(invites.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!row || !(await isStillGrantable(tx, row))) throw GONE();
  return row;
}

/** Tells the inviting account (in the app, and by e-mail per the delivery settings) who joined. */
async function announceJoin(tx: Queryable, row: Row, name: string): Promise<void> {
  const [account] = await tx
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  await publish(tx, {
    name: 'new_notification',
    accountId: row.accountId,
    notification: {
      type: 'team_member_joined',
      title: `${name} joined ${account?.name ?? 'your company'}`,
      body: `${row.email} accepted your invitation and joined as ${row.contactType}.`,
    },
  });
}

/**
 * An existing user accepts: they join the inviting account with the invite's role. When it
 * requires two-factor sign-in and they have not turned it on, the answer says so: the guard
 * then opens only what sets it up, and their open sockets end (docs/product.md §9, "Two-factor sign-in").
 */
export async function acceptInvite(deps: Deps, auth: RequestAuth, token: string) {
  const [user] = await deps.db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, auth.userId));
  const open = await findOpenInvite(deps.db, token);
  if (user?.email.toLowerCase() !== open.email)
    throw new AppError(
      'FORBIDDEN',
      `This invitation is for ${open.email}; sign in with that e-mail to accept it`,
    );
  const joined = await deps.db.transaction(async (tx) => {
    const row = await claim(tx, token);
    await tx
      .insert(memberships)
      .values({
        userId: auth.userId,
        accountId: row.accountId,
        contactType: row.contactType,
        inviteType: row.inviteType,
      })
      .onConflictDoNothing();
    await announceJoin(tx, row, user.username || row.email);
    return { globalId: row.accountId, contactType: row.contactType, inviteType: row.inviteType };
  });
  const standing = await findSessionStanding(deps.db, auth.userId, joined.globalId);
  const twoFactorRequired = standing?.isTwoFactorMissing ?? false;
  // Their open sockets end: a new handshake is refused until they turn it on.
  if (twoFactorRequired) await publishSessionsRevoked(deps.db, auth.userId);
  return { ...joined, twoFactorRequired };
}

/**
 * A new user accepts: their user is created with the invite's account as home, and signed in;
 * or, when the account requires two-factor sign-in, answered the enrolment step as a sign-in
 * would be (docs/product.md §9): the session comes with the first code.
 */
export async function registerWithInvite(
  deps: Deps,
  input: { token: string; username: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  const created = await deps.db.transaction(async (tx) => {
    const row = await claim(tx, input.token);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${row.email}`);
    if (existing)
      throw new AppError(
        'CONFLICT',
        `${row.email} already has a Vanbid sign-in: sign in, then open the link again`,
      );
    const [user] = await tx
      .insert(users)
      .values({ email: row.email, username: input.username, passwordHash, homeAccountId: row.accountId })
      .returning();
    await tx.insert(memberships).values({
      userId: user!.id,
      accountId: row.accountId,
      contactType: row.contactType,
      inviteType: row.inviteType,
    });
    await announceJoin(tx, row, input.username);
    return user!;
  });
  const secondStep = await findSecondStep(deps, created, {});
  if (secondStep) return secondStep;
  const session = await issueSession(deps, created, created.homeAccountId!);
  return session!;
}
