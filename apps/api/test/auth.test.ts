import { getTokenMetaData, proappLogin } from '@vanbid/contract';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccount, createUser } from '../src/seed/factories';
import { unchecked } from './support/call';
import { signedInOwner, TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { TEST_JWT_SECRET, useTestApp } from './support/test-app';
import { sessionOf } from './support/two-factor';

const context = useTestApp();
const { call } = context;
const login = (body: { login: string; password: string }) => call(proappLogin, { body });

describe('POST /users/proappLogin', () => {
  it('returns a token, the home globalId and the user for good credentials', async () => {
    const owner = await signedInOwner(context);
    const response = await login({ login: owner.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.envelope.Status).toBe('ok');
    expect(sessionOf(response).globalId).toBe(owner.account.id);
    expect(sessionOf(response).user).toEqual({
      id: owner.user.id,
      username: 'Test Owner',
      email: owner.email,
      role: 'user',
    });
    expect(sessionOf(response).token.split('.')).toHaveLength(3);
  });

  it('answers 401 with the same body for an unknown user and a wrong password', async () => {
    const owner = await signedInOwner(context);
    const wrongPassword = await login({ login: owner.email, password: 'not the password' });
    const unknownUser = await login({ login: uniqueEmail('nobody'), password: 'whatever' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.envelope).toEqual(unknownUser.envelope);
    expect(wrongPassword.error.code).toBe('INVALID_CREDENTIALS');
  });

  it('answers 400 naming the field when the body fails validation', async () => {
    const response = await call(proappLogin, { body: unchecked({ login: 'someone@test.vanbid' }) });
    expect(response.status).toBe(400);
    expect(response.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { password: expect.any(String) },
    });
    expect(response.error.message).toContain('password');
  });

  it('never stores the password in clear', async () => {
    const owner = await signedInOwner(context);
    const { rows } = await context.db.$client.query('select password_hash from users where id = $1', [
      owner.user.id,
    ]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].password_hash).not.toContain(TEST_PASSWORD);
  });
});

describe('GET /users/getTokenMetaData', () => {
  it('returns exp in seconds, sub and the user claims', async () => {
    const owner = await signedInOwner(context, { isMainAccount: false });
    const response = await call(getTokenMetaData, { as: owner });
    expect(response.status).toBe(200);
    const data = response.data;
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(data.exp).toBeGreaterThan(nowSeconds);
    expect(data.exp).toBeLessThan(nowSeconds + 24 * 3600);
    expect(data).toMatchObject({
      sub: String(owner.user.id),
      user: { role: 'user', inviteType: null, isMainAccount: false, globalId: owner.account.id },
    });
  });

  it('answers 401 without a token, with a forged token and with an expired token', async () => {
    const owner = await signedInOwner(context);
    const claims = {
      user: { role: 'user', inviteType: null, isMainAccount: true, globalId: owner.account.id },
    };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(owner.user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(owner.user.id))
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    for (const authorization of [
      undefined,
      `Bearer ${forged}`,
      `Bearer ${expired}`,
      'Bearer not-a-jwt',
      `Basic ${owner.token}`,
    ]) {
      const response = await call(getTokenMetaData, { headers: authorization ? { authorization } : {} });
      expect(response.status, String(authorization)).toBe(401);
      expect(response.envelope).toMatchObject({ Status: 'fail', Error: { code: 'UNAUTHENTICATED' } });
    }
  });
});

describe('login rate limits', () => {
  it('makes an address that failed repeatedly for an e-mail wait, even with the right password', async () => {
    const account = await createAccount(context.db, { name: 'Locked Movers' });
    const email = uniqueEmail('locked');
    await createUser(context.db, {
      email,
      password: TEST_PASSWORD,
      username: 'Locked',
      homeAccountId: account.id,
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await limited.call(proappLogin, { body: { login: email, password: 'wrong' } });
      expect(refused.status).toBe(401);
    }
    const locked = await limited.call(proappLogin, { body: { login: email, password: TEST_PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.error.code).toBe('RATE_LIMITED');
  });

  it('refuses an IP after too many attempts in a minute', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await limited.call(proappLogin, {
        body: { login: uniqueEmail('ip'), password: 'x' },
        remoteAddress: '10.9.8.7',
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 9).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

const limited = useTestApp({ LOGIN_RATE_LIMIT: '3', LOGIN_FREE_FAILURES: '3' });
