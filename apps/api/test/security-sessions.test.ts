import { createGuestLink, devMailbox, exchangeLoginCode, getCurrentUser } from '@vanbid/contract';
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { routeOf } from './support/call';
import { signedInOwner, signedInSupport } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp({ MAILBOX_VIEW: 'on' });
const { call } = context;

/** A support user's guest session on the owner's account: `{ token, supportUserId }`. */
async function guestSessionOn(owner: { email: string }) {
  const support = await signedInSupport(context);
  const link = await call(createGuestLink, { body: { email: owner.email }, as: { token: support.token } });
  const code = new URL(link.data.url, 'http://x').searchParams.get('token')!;
  const session = await call(exchangeLoginCode, { body: { code } });
  const { rows } = await context.db.$client.query('select id from users where email = $1', [support.email]);
  return { token: session.data.token as string, supportUserId: Number(rows[0].id) };
}

describe('guest sessions (issue #16, finding 3)', () => {
  it('last at most one hour', async () => {
    const owner = await signedInOwner(context);
    const { token } = await guestSessionOn(owner);
    const { exp, iat } = decodeJwt(token);
    expect(exp! - iat!).toBeLessThanOrEqual(3600);
  });

  it('leave an activity-log entry for every read, naming the support user and the user impersonated', async () => {
    const owner = await signedInOwner(context);
    const guest = await guestSessionOn(owner);
    const read = await call(getCurrentUser, { as: { token: guest.token } });
    expect(read.status).toBe(200);
    await vi.waitFor(async () => {
      const { rows } = await context.db.$client.query(
        "select role, user_id, actor_user_id from activity_log where account_id = $1 and content->>'request' = $2",
        [owner.account.id, `GET ${routeOf(getCurrentUser)}`],
      );
      expect(rows).toEqual([
        { role: 'super-admin', user_id: owner.user.id, actor_user_id: guest.supportUserId },
      ]);
    });
  });
});

describe('GET /dev/mailbox (issue #16, finding 6)', () => {
  it('answers 401 to a caller who is not signed in', async () => {
    const response = await call(devMailbox, { query: {} });
    expect(response.status).toBe(401);
  });

  it('answers 403 to a signed-in user who is not support staff', async () => {
    const owner = await signedInOwner(context);
    const response = await call(devMailbox, { query: {}, as: owner });
    expect(response.status).toBe(403);
  });

  it('shows the outbox to signed-in support staff', async () => {
    const response = await call(devMailbox, {
      query: {},
      as: { token: (await signedInSupport(context)).token },
    });
    expect(response.status).toBe(200);
  });
});
