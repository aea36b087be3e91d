import { describe, expect, it } from 'vitest';
import { createAccount, createUser } from '../src/seed/factories';
import { signedInOwner, TEST_PASSWORD, uniqueEmail, useTestApp } from './support/test-app';

const context = useTestApp();

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
  const login = await context.app.inject({
    method: 'POST',
    url: '/api/users/proappLogin',
    payload: { login: email, password: TEST_PASSWORD },
  });
  return login.json().Data.token as string;
}

const exchange = (code: string) =>
  context.app.inject({ method: 'POST', url: '/api/users/exchangeLoginCode', payload: { code } });

describe('guest sign-in (support staff)', () => {
  it('swaps a single-use link code for a guest session on the user’s account', async () => {
    const owner = await signedInOwner(context);
    const supportToken = await signedInSupport();
    const link = await context.app.inject({
      method: 'POST',
      url: '/api/admin/guestLinks',
      headers: { authorization: `Bearer ${supportToken}` },
      payload: { email: owner.email },
    });
    expect(link.statusCode).toBe(200);
    const code = new URL(link.json().Data.url, 'http://x').searchParams.get('token')!;
    const session = await exchange(code);
    expect(session.statusCode).toBe(200);
    expect(session.json().Data).toMatchObject({
      globalId: owner.account.id,
      user: { id: owner.user.id, role: 'guest' },
    });
    const meta = await context.app.inject({
      method: 'GET',
      url: '/api/users/getTokenMetaData',
      headers: { authorization: `Bearer ${session.json().Data.token}` },
    });
    expect(meta.json().Data.user.role).toBe('guest');
    const reused = await exchange(code);
    expect(reused.statusCode).toBe(401);
  });

  it('logs every change of a guest session as super-admin with both identities', async () => {
    const owner = await signedInOwner(context);
    const supportToken = await signedInSupport();
    const link = await context.app.inject({
      method: 'POST',
      url: '/api/admin/guestLinks',
      headers: { authorization: `Bearer ${supportToken}` },
      payload: { email: owner.email },
    });
    const code = new URL(link.json().Data.url, 'http://x').searchParams.get('token')!;
    const guestToken = (await exchange(code)).json().Data.token;
    await context.app.inject({
      method: 'POST',
      url: '/api/logs/create',
      headers: { authorization: `Bearer ${guestToken}` },
      payload: { event: 'opened wallet', type: 'user_activity', role: 'user' },
    });
    await context.app.inject({
      method: 'PATCH',
      url: '/api/user-meta/company',
      headers: { authorization: `Bearer ${guestToken}` },
      payload: { walletWelcomeDismissed: true },
    });
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
      expect.arrayContaining(['guest session started', 'opened wallet', 'PATCH /api/user-meta/company']),
    );
  });

  it('refuses guest links to users who are not support staff, and unknown codes', async () => {
    const owner = await signedInOwner(context);
    const other = await signedInOwner(context);
    const refused = await owner.call({
      method: 'POST',
      url: '/api/admin/guestLinks',
      payload: { email: other.email },
    });
    expect(refused.statusCode).toBe(403);
    expect((await exchange('x'.repeat(43))).statusCode).toBe(401);
  });
});

describe('POST /logs/create', () => {
  it('records the event with the server’s role, not the client’s', async () => {
    const owner = await signedInOwner(context);
    const response = await owner.call({
      method: 'POST',
      url: '/api/logs/create',
      payload: {
        event: 'viewed call log',
        type: 'user_activity',
        importance: 2,
        role: 'super-admin',
        content: { page: 1 },
      },
    });
    expect(response.statusCode).toBe(200);
    const { rows } = await context.db.$client.query(
      'select role, kind, importance, content from activity_log where id = $1',
      [response.json().Data.id],
    );
    expect(rows[0]).toEqual({ role: 'user', kind: 'user_activity', importance: 2, content: { page: 1 } });
  });

  it('rejects an unknown log kind with a 400', async () => {
    const owner = await signedInOwner(context);
    const response = await owner.call({
      method: 'POST',
      url: '/api/logs/create',
      payload: { event: 'x', type: 'debug' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Error.fields).toHaveProperty('type');
  });
});
