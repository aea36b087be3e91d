import {
  createGuestLink,
  createLog,
  exchangeLoginCode,
  getTokenMetaData,
  patchCompanyUserMeta,
  proappLogin,
} from '@vanbid/contract';
import { describe, expect, it, vi } from 'vitest';
import { createAccount, createUser } from '../src/seed/factories';
import { unchecked } from './support/call';
import { ownerAndStranger, signedInOwner, TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { useTestApp } from './support/test-app';
import { challengeOf, enrolAtSignIn } from './support/two-factor';

const context = useTestApp();
const { call } = context;

async function signedInSupport() {
  const account = await createAccount(context.db, { name: 'Vanbid Support' });
  const email = uniqueEmail('support');
  await createUser(context.db, {
    email,
    password: TEST_PASSWORD,
    username: 'Support',
    homeAccountId: account.id,
    contactType: 'Account Manager',
    isSupport: true,
  });
  const login = await call(proappLogin, { body: { login: email, password: TEST_PASSWORD } });
  return (await enrolAtSignIn(context, challengeOf(login).challenge)).session.token;
}

const exchange = (code: string) => call(exchangeLoginCode, { body: { code } });

describe('guest sign-in (support staff)', () => {
  it('swaps a single-use link code for a guest session on the user’s account', async () => {
    const owner = await signedInOwner(context);
    const supportToken = await signedInSupport();
    const link = await call(createGuestLink, {
      body: { email: owner.email },
      as: { token: supportToken },
    });
    expect(link.status).toBe(200);
    const code = new URL(link.data.url, 'http://x').searchParams.get('token')!;
    const session = await exchange(code);
    expect(session.status).toBe(200);
    expect(session.data).toMatchObject({
      globalId: owner.account.id,
      user: { id: owner.user.id, role: 'guest' },
    });
    const meta = await call(getTokenMetaData, { as: { token: session.data.token } });
    expect(meta.data.user.role).toBe('guest');
    const reused = await exchange(code);
    expect(reused.status).toBe(401);
  });

  it('logs every change of a guest session as super-admin with both identities', async () => {
    const owner = await signedInOwner(context);
    const supportToken = await signedInSupport();
    const link = await call(createGuestLink, {
      body: { email: owner.email },
      as: { token: supportToken },
    });
    const code = new URL(link.data.url, 'http://x').searchParams.get('token')!;
    const guestToken = (await exchange(code)).data.token;
    await call(createLog, {
      body: { event: 'opened wallet', type: 'user_activity', role: 'user' },
      as: { token: guestToken },
    });
    await call(patchCompanyUserMeta, {
      body: { walletWelcomeDismissed: true },
      as: { token: guestToken },
    });
    // The request log is written as the answer leaves: wait for it rather than race it.
    await vi.waitFor(async () => {
      const { rows } = await context.db.$client.query(
        'select role, user_id, actor_user_id, event from activity_log where account_id = $1 order by id',
        [owner.account.id],
      );
      expect(rows.length).toBeGreaterThanOrEqual(3);
      for (const row of rows) {
        expect(row.role).toBe('super-admin');
        expect(row.user_id).toBe(owner.user.id);
        expect(row.actor_user_id).not.toBeNull();
      }
      expect(rows.map((row) => row.event)).toEqual(
        expect.arrayContaining(['guest session started', 'opened wallet', patchCompanyUserMeta.summary]),
      );
    });
  });

  it('refuses guest links to users who are not support staff, and unknown codes', async () => {
    const { owner, stranger } = await ownerAndStranger(context);
    const refused = await call(createGuestLink, { as: owner, body: { email: stranger.email } });
    expect(refused.status).toBe(403);
    expect((await exchange('x'.repeat(43))).status).toBe(401);
  });
});

describe('POST /logs/create', () => {
  it('records the event with the server’s role, not the client’s', async () => {
    const owner = await signedInOwner(context);
    const response = await call(createLog, {
      as: owner,
      body: {
        event: 'viewed call log',
        type: 'user_activity',
        importance: 2,
        role: 'super-admin',
        content: { page: 1 },
      },
    });
    expect(response.status).toBe(200);
    const { rows } = await context.db.$client.query(
      'select role, kind, importance, content from activity_log where id = $1',
      [response.data.id],
    );
    expect(rows[0]).toEqual({ role: 'user', kind: 'user_activity', importance: 2, content: { page: 1 } });
  });

  it('rejects an unknown log kind with a 400', async () => {
    const owner = await signedInOwner(context);
    const response = await call(createLog, { as: owner, body: { event: 'x', type: unchecked('debug') } });
    expect(response.status).toBe(400);
    expect(response.error.fields).toHaveProperty('type');
  });
});
