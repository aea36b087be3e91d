import {
  createGuestLink,
  exchangeLoginCode,
  getCurrentUser,
  logoutEverywhere,
  proappLogin,
  resetPassword,
  sendResetCode,
  verifyResetCode,
} from '@vanbid/contract';
import { desc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { revokeSessions } from '../src/features/auth';
import { mailOutbox, outboxEvents } from '../src/platform/db/schema/index';
import { type SignedInOwner, signedInOwner, signedInSupport, TEST_PASSWORD } from './support/signed-in';
import { connected, useSocketClients } from './support/sockets';
import { useTestApp } from './support/test-app';
import { sessionOf } from './support/two-factor';

// The relay pushes the outbox (and the revocations) to the sockets every 25 ms.
const context = useTestApp({ REALTIME_RELAY_MS: '25' });
const { call } = context;
const clients = useSocketClients(context);

async function openConnected(token: string): Promise<Socket> {
  const socket = clients.open({ token });
  await connected(socket);
  return socket;
}

/** Resolves with the reason once the server has closed the socket. */
const disconnection = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

const currentUserStatus = async (token: string) => (await call(getCurrentUser, { as: { token } })).status;

async function resetPasswordOf(owner: SignedInOwner, password: string): Promise<void> {
  await call(sendResetCode, { body: { email: owner.email } });
  const [mail] = await context.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, owner.email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = /(\d{6})/.exec(mail!.subject)![1]!;
  const verified = await call(verifyResetCode, { body: { email: owner.email, code } });
  const reset = await call(resetPassword, { body: { token: verified.data.token, password } });
  expect(reset.status).toBe(200);
}

describe('session revocation (issue #16, finding 2)', () => {
  it('a token issued before a password reset answers 401 after it; the new password signs in', async () => {
    const owner = await signedInOwner(context);
    expect(await currentUserStatus(owner.token)).toBe(200);
    await resetPasswordOf(owner, 'a brand new password');
    const after = await call(getCurrentUser, { as: owner });
    expect(after.status).toBe(401);
    expect(after.error.code).toBe('UNAUTHENTICATED');
    const again = await call(proappLogin, { body: { login: owner.email, password: 'a brand new password' } });
    expect(await currentUserStatus(sessionOf(again).token)).toBe(200);
  });

  it('POST logout everywhere ends every session of the user, the caller’s own included', async () => {
    const owner = await signedInOwner(context);
    const other = await call(proappLogin, { body: { login: owner.email, password: TEST_PASSWORD } });
    const answer = await call(logoutEverywhere, { as: owner });
    expect(answer.status).toBe(200);
    expect(await currentUserStatus(owner.token)).toBe(401);
    expect(await currentUserStatus(sessionOf(other).token)).toBe(401);
    const fresh = await call(proappLogin, { body: { login: owner.email, password: TEST_PASSWORD } });
    expect(await currentUserStatus(sessionOf(fresh).token)).toBe(200);
  });

  it('refuses sign out everywhere to a guest session (support staff acting for the user)', async () => {
    const owner = await signedInOwner(context);
    const support = await signedInSupport(context);
    const link = await call(createGuestLink, { body: { email: owner.email }, as: { token: support.token } });
    const code = new URL(link.data.url, 'http://x').searchParams.get('token')!;
    const guest = await call(exchangeLoginCode, { body: { code } });
    const refused = await call(logoutEverywhere, { as: { token: guest.data.token } });
    expect(refused.status).toBe(403);
    expect(await currentUserStatus(owner.token)).toBe(200);
  });

  it('revoking the support user ends the guest sessions they opened, socket included', async () => {
    const owner = await signedInOwner(context);
    const support = await signedInSupport(context);
    const link = await call(createGuestLink, { body: { email: owner.email }, as: { token: support.token } });
    const code = new URL(link.data.url, 'http://x').searchParams.get('token')!;
    const guestToken = (await call(exchangeLoginCode, { body: { code } })).data.token;
    const socket = await openConnected(guestToken);
    const closed = disconnection(socket);
    const supportUserId = (await context.app.deps.tokens.verify(support.token))!.sub;

    await revokeSessions(context.db, Number(supportUserId));
    expect(await closed).toBe('io server disconnect');
    expect(await currentUserStatus(guestToken)).toBe(401);
    expect(await currentUserStatus(owner.token)).toBe(200);
  });

  it('after revokeSessions (a member removed) the socket is disconnected and receives no further events', async () => {
    const owner = await signedInOwner(context);
    const socket = await openConnected(owner.token);
    const events: string[] = [];
    socket.onAny((event: string) => events.push(event));
    const closed = disconnection(socket);

    await revokeSessions(context.db, owner.user.id);
    expect(await closed).toBe('io server disconnect');
    await context.db.insert(outboxEvents).values({
      accountId: owner.account.id,
      event: 'new_notification',
      payload: { id: 1, title: 'x', body: 'y' },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual([]);
    expect(socket.connected).toBe(false);
    expect(await currentUserStatus(owner.token)).toBe(401);
  });

  it('refuses a new socket with a revoked token', async () => {
    const owner = await signedInOwner(context);
    await revokeSessions(context.db, owner.user.id);
    const socket = clients.open({ token: owner.token });
    await expect(connected(socket)).rejects.toThrow(/session has ended/);
  });

  it('disconnects a socket when its token expires', async () => {
    const owner = await signedInOwner(context);
    const { exp: _exp, ...claims } = (await context.app.deps.tokens.verify(owner.token))!;
    // Signed for 2 seconds (`exp` is in whole seconds: it comes 1 to 2 seconds from now).
    const { token } = await context.app.deps.tokens.sign(claims, 2);
    const socket = await openConnected(token);
    expect(await disconnection(socket)).toBe('io server disconnect');
  });
});
