import {
  disableTwoFactor,
  enableTwoFactor,
  exchangeLoginCode,
  getAccountTwoFactorPolicy,
  getCurrentUser,
  getTwoFactor,
  logoutEverywhere,
  proappLogin,
  setAccountTwoFactorPolicy,
  startSignInEnrolment,
  startTwoFactorSetup,
  verifyTwoFactorSignIn,
} from '@vanbid/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashLinkCode, newLinkCode } from '../src/platform/auth/link-codes';
import { createAccount, createUser } from '../src/seed/factories';
import { rememberShownSecret } from './support/shown-secrets';
import { signedInOwner, signedInSupport, TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { useTestApp } from './support/test-app';
import { authenticatorCode, challengeOf, enrolAtSignIn, secretOfUri, sessionOf } from './support/two-factor';

/** The sign-in throttle's device cookie among the answer's cookies, if any. */
const deviceCookieOf = (headers: Record<string, unknown>) =>
  [headers['set-cookie']]
    .flat()
    .map(String)
    .find((cookie) => cookie.startsWith('vanbid_device='));

/** The remembered-browser cookie among the answer's cookies (the sign-in throttle sets its own too). */
const rememberCookieOf = (headers: Record<string, unknown>) =>
  [headers['set-cookie']]
    .flat()
    .map(String)
    .find((cookie) => cookie.startsWith('vanbid_tfa_')) ?? '';

// docs/product.md §9, "Two-factor sign-in". The clock (Date only) is held still, a few seconds
// into a 30 s step, and moved a step on where a test needs a new code: a code is taken once.
const context = useTestApp({ LOGIN_FREE_FAILURES: '5' });
const { call } = context;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 5_000);
});
afterEach(() => vi.useRealTimers());

/** The authenticator app shows its next code: 30 s later. */
function nextStep(): void {
  vi.setSystemTime(Date.now() + 30_000);
}

const signIn = (email: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) =>
  call(proappLogin, { body: { login: email, password }, headers });

const verify = (challenge: string, code: string, rememberBrowser = false, remoteAddress?: string) =>
  call(verifyTwoFactorSignIn, {
    body: { challenge, code, rememberBrowser },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** An owner who turned two-factor on from their settings: the secret and the recovery codes. */
async function ownerWithTwoFactor() {
  const owner = await signedInOwner(context);
  const setup = await call(startTwoFactorSetup, { as: owner });
  const secret = secretOfUri(setup.data.otpauthUri);
  const enabled = await call(enableTwoFactor, { as: owner, body: { code: await authenticatorCode(secret) } });
  for (const code of enabled.data.recoveryCodes) rememberShownSecret('a recovery code', code);
  nextStep();
  return { owner, secret, recoveryCodes: enabled.data.recoveryCodes };
}

describe('turning two-factor sign-in on (Settings → Security)', () => {
  it('shows a QR code and a key, takes a first code, then answers ten recovery codes once', async () => {
    const owner = await signedInOwner(context);
    expect((await call(getTwoFactor, { as: owner })).data).toEqual({
      enabled: false,
      requiredBy: null,
      recoveryCodesLeft: 0,
    });
    const setup = await call(startTwoFactorSetup, { as: owner });
    expect(setup.status).toBe(200);
    expect(setup.data.qrCode).toMatch(/^data:image\/png;base64,/);
    const secret = secretOfUri(setup.data.otpauthUri);
    expect(setup.data.manualKey.replaceAll(' ', '')).toBe(secret);
    expect(setup.data.otpauthUri).toContain('issuer=Vanbid');

    const wrong = await call(enableTwoFactor, { as: owner, body: { code: '000000' } });
    // 400 naming the field, not 401: the session asking stays signed in.
    expect(wrong.status).toBe(400);
    expect(wrong.error.fields).toEqual({ code: expect.stringMatching(/not right/) });
    expect((await call(getTwoFactor, { as: owner })).data.enabled).toBe(false);

    const enabled = await call(enableTwoFactor, {
      as: owner,
      body: { code: await authenticatorCode(secret) },
    });
    expect(enabled.status).toBe(200);
    const codes = enabled.data.recoveryCodes;
    for (const code of codes) rememberShownSecret('a recovery code', code);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await call(getTwoFactor, { as: owner })).data).toEqual({
      enabled: true,
      requiredBy: null,
      recoveryCodesLeft: 10,
    });
    // Never shown again: a new setup is refused while it is on.
    expect((await call(startTwoFactorSetup, { as: owner })).status).toBe(409);
  });

  it('keeps the secret sealed and the recovery codes hashed', async () => {
    const { owner, secret, recoveryCodes } = await ownerWithTwoFactor();
    const { rows } = await context.db.$client.query(
      `select c.sealed_secret, array_agg(r.code_hash) as hashes from two_factor_credentials c
       join two_factor_recovery_codes r on r.user_id = c.user_id where c.user_id = $1 group by c.sealed_secret`,
      [owner.user.id],
    );
    const stored = JSON.stringify(rows).toLowerCase();
    expect(stored).not.toContain(secret.toLowerCase());
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
  });
});

describe('signing in with two-factor on', () => {
  it('answers a challenge and no session for the right password, then a session for the code', async () => {
    const { owner, secret } = await ownerWithTwoFactor();
    const login = await signIn(owner.email);
    expect(login.status).toBe(200);
    expect(login.text).not.toMatch(/"token"/);
    const challenge = challengeOf(login);
    expect(challenge.step).toBe('verify');

    const verified = await verify(challenge.challenge, await authenticatorCode(secret));
    expect(verified.status).toBe(200);
    expect(verified.data.user.email).toBe(owner.email);
    expect(verified.data.recoveryCodes).toBeUndefined();
    expect((await call(getCurrentUser, { as: { token: verified.data.token } })).status).toBe(200);
  });

  it('answers 401 for a wrong code, a code already used and a forged challenge', async () => {
    const { owner, secret } = await ownerWithTwoFactor();
    const { challenge } = challengeOf(await signIn(owner.email));
    const wrong = await verify(challenge, '123456');
    expect(wrong.status).toBe(401);
    expect(wrong.error.code).toBe('INVALID_CREDENTIALS');

    const code = await authenticatorCode(secret);
    expect((await verify(challenge, code)).status).toBe(200);
    const replayed = await verify(challengeOf(await signIn(owner.email)).challenge, code);
    expect(replayed.status).toBe(401);

    const forged = await verify(`v1.${'A'.repeat(80)}`, await authenticatorCode(secret, 1));
    expect(forged.status).toBe(401);
    expect(forged.error.code).toBe('UNAUTHENTICATED');
  });

  it('takes each recovery code once', async () => {
    const { owner, recoveryCodes } = await ownerWithTwoFactor();
    const [first] = recoveryCodes as [string];
    const used = await verify(challengeOf(await signIn(owner.email)).challenge, first.toUpperCase());
    expect(used.status).toBe(200);
    const again = await verify(challengeOf(await signIn(owner.email)).challenge, first);
    expect(again.status).toBe(401);
    const status = await call(getTwoFactor, { as: { token: used.data.token } });
    expect(status.data.recoveryCodesLeft).toBe(9);
  });

  it('knows the browser for the sign-in throttle only once the code is right, not after the password alone', async () => {
    const { owner, secret } = await ownerWithTwoFactor();
    const challenged = await signIn(owner.email);
    expect(deviceCookieOf(challenged.headers)).toBeUndefined();
    const verified = await verify(challengeOf(challenged).challenge, await authenticatorCode(secret));
    expect(verified.status).toBe(200);
    expect(deviceCookieOf(verified.headers)).toMatch(/HttpOnly/i);
  });

  it('remembers the browser for 30 days until the user signs out everywhere or turns it off and on', async () => {
    const { owner, secret } = await ownerWithTwoFactor();
    const verified = await verify(
      challengeOf(await signIn(owner.email)).challenge,
      await authenticatorCode(secret),
      true,
    );
    const setCookie = rememberCookieOf(verified.headers);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    const cookie = setCookie.split(';')[0]!;

    const remembered = await signIn(owner.email, TEST_PASSWORD, { cookie });
    const session = sessionOf(remembered);
    expect(challengeOf(await signIn(owner.email)).step).toBe('verify');
    // The cookie never replaces the password.
    expect((await signIn(owner.email, 'not the password', { cookie })).status).toBe(401);

    await call(logoutEverywhere, { as: { token: session.token } });
    expect(challengeOf(await signIn(owner.email, TEST_PASSWORD, { cookie })).step).toBe('verify');
  });

  it('forgets remembered browsers when two-factor is turned off and on again', async () => {
    const { owner, secret } = await ownerWithTwoFactor();
    const verified = await verify(
      challengeOf(await signIn(owner.email)).challenge,
      await authenticatorCode(secret),
      true,
    );
    const cookie = rememberCookieOf(verified.headers).split(';')[0]!;
    nextStep();
    const as = { token: verified.data.token };
    const off = await call(disableTwoFactor, {
      as,
      body: { password: TEST_PASSWORD, code: await authenticatorCode(secret) },
    });
    expect(off.status).toBe(200);
    const setup = await call(startTwoFactorSetup, { as });
    const newSecret = secretOfUri(setup.data.otpauthUri);
    const on = await call(enableTwoFactor, { as, body: { code: await authenticatorCode(newSecret) } });
    for (const code of on.data.recoveryCodes) rememberShownSecret('a recovery code', code);
    expect(challengeOf(await signIn(owner.email, TEST_PASSWORD, { cookie })).step).toBe('verify');
  });

  it('throttles guessing codes like passwords: past the free tries even the right code waits (429)', async () => {
    const { owner, secret } = await ownerWithTwoFactor();
    const { challenge } = challengeOf(await signIn(owner.email));
    const from = '198.51.100.44';
    for (let guess = 0; guess < 5; guess++)
      expect((await verify(challenge, String(100000 + guess), false, from)).status).toBe(401);
    const throttled = await verify(challenge, await authenticatorCode(secret), false, from);
    expect(throttled.status).toBe(429);
    expect(throttled.error.code).toBe('RATE_LIMITED');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // The password's own count is apart: the owner still gets to the code step.
    expect(challengeOf(await signIn(owner.email)).step).toBe('verify');
  });
});

describe('links from e-mails', () => {
  it('a notification e-mail’s sign-in link opens no session of a user who signs in with two factors', async () => {
    const { owner } = await ownerWithTwoFactor();
    const code = newLinkCode();
    await context.db.$client.query(
      `insert into login_codes (code_hash, user_id, account_id, purpose, expires_at)
       values ($1, $2, $3, 'notification', now() + interval '10 minutes')`,
      [hashLinkCode(code), owner.user.id, owner.account.id],
    );
    const exchanged = await call(exchangeLoginCode, { body: { code } });
    expect(exchanged.status).toBe(401);
    expect(exchanged.text).not.toMatch(/"token"/);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code', async () => {
    const { owner, secret } = await ownerWithTwoFactor();
    const code = await authenticatorCode(secret);
    const wrongPassword = await call(disableTwoFactor, { as: owner, body: { password: 'not it', code } });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.error.fields).toEqual({ password: 'The password is not correct' });
    const wrongCode = await call(disableTwoFactor, {
      as: owner,
      body: { password: TEST_PASSWORD, code: '654321' },
    });
    expect(wrongCode.status).toBe(400);
    expect(Object.keys(wrongCode.error.fields ?? {})).toEqual(['code']);
    expect((await call(getTwoFactor, { as: owner })).data.enabled).toBe(true);

    const off = await call(disableTwoFactor, { as: owner, body: { password: TEST_PASSWORD, code } });
    expect(off.status).toBe(200);
    expect(off.data).toEqual({ enabled: false, requiredBy: null, recoveryCodesLeft: 0 });
    sessionOf(await signIn(owner.email));
  });
});

describe('turning two-factor sign-in off, guessed', () => {
  it('is throttled like the code step: past the free tries even the right code waits (429)', async () => {
    const { owner, secret } = await ownerWithTwoFactor();
    for (let guess = 0; guess < 5; guess++) {
      const body = { password: TEST_PASSWORD, code: String(200000 + guess) };
      expect((await call(disableTwoFactor, { as: owner, body })).status).toBe(400);
    }
    const body = { password: TEST_PASSWORD, code: await authenticatorCode(secret) };
    const throttled = await call(disableTwoFactor, { as: owner, body });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(getTwoFactor, { as: owner })).data.enabled).toBe(true);
  });
});

describe('support staff', () => {
  it('must set up two-factor at their first sign-in, and cannot turn it off', async () => {
    const support = await signedInSupport(context);
    // signedInSupport went through the enrolment step; from now on the code is asked.
    nextStep();
    const login = await signIn(support.email);
    expect(challengeOf(login).step).toBe('verify');
    const verified = await verify(
      challengeOf(login).challenge,
      await authenticatorCode(support.authenticatorSecret),
    );
    expect(verified.status).toBe(200);
    nextStep();
    const off = await call(disableTwoFactor, {
      as: { token: verified.data.token },
      body: { password: TEST_PASSWORD, code: await authenticatorCode(support.authenticatorSecret) },
    });
    expect(off.status).toBe(422);
    expect((await call(getTwoFactor, { as: { token: verified.data.token } })).data.requiredBy).toBe(
      'support',
    );
  });

  it('get no session from the password alone: the enrolment step is the only way in', async () => {
    const email = uniqueEmail('support');
    const account = await createAccount(context.db, { name: 'Vanbid Support' });
    await createUser(context.db, {
      email,
      password: TEST_PASSWORD,
      username: 'Support',
      homeAccountId: account.id,
      isSupport: true,
    });
    const login = await signIn(email);
    expect(login.text).not.toMatch(/"token"/);
    const { challenge, step } = challengeOf(login);
    expect(step).toBe('enrol');
    // A code for a challenge that was never enrolled is refused.
    expect((await verify(challenge, '123456')).status).toBe(401);
    const { session, recoveryCodes } = await enrolAtSignIn(context, challenge);
    expect(recoveryCodes).toHaveLength(10);
    expect((await call(getCurrentUser, { as: { token: session.token } })).status).toBe(200);
    // An enrol challenge does not start a second enrolment once it is on.
    expect((await call(startSignInEnrolment, { body: { challenge } })).status).toBe(409);
  });
});

describe('an account whose owner requires two-factor of every member', () => {
  it('sends a member without it to enrol at sign-in; only an owner with it sets the rule', async () => {
    const owner = await signedInOwner(context);
    const turnOn = () => call(setAccountTwoFactorPolicy, { as: owner, body: { required: true } });
    expect((await turnOn()).status).toBe(422);

    const memberEmail = uniqueEmail('manager');
    await createUser(context.db, {
      email: memberEmail,
      password: TEST_PASSWORD,
      username: 'Manager',
      homeAccountId: owner.account.id,
      contactType: 'Manager',
    });
    const member = { token: sessionOf(await signIn(memberEmail)).token };
    const byManager = await call(setAccountTwoFactorPolicy, { as: member, body: { required: true } });
    expect(byManager.status).toBe(403);

    const setup = await call(startTwoFactorSetup, { as: owner });
    const secret = secretOfUri(setup.data.otpauthUri);
    const enabled = await call(enableTwoFactor, {
      as: owner,
      body: { code: await authenticatorCode(secret) },
    });
    for (const code of enabled.data.recoveryCodes) rememberShownSecret('a recovery code', code);
    const required = await turnOn();
    expect(required.status).toBe(200);
    expect(required.data).toEqual({ required: true, membersWithout: 1 });

    const memberLogin = challengeOf(await signIn(memberEmail));
    expect(memberLogin.step).toBe('enrol');
    const { session } = await enrolAtSignIn(context, memberLogin.challenge);
    expect((await call(getAccountTwoFactorPolicy, { as: { token: session.token } })).data).toEqual({
      required: true,
      membersWithout: 0,
    });
    expect((await call(getTwoFactor, { as: { token: session.token } })).data.requiredBy).toBe('account');

    const relaxed = await call(setAccountTwoFactorPolicy, { as: owner, body: { required: false } });
    expect(relaxed.data.required).toBe(false);
  });
});
