import {
  createGuestLink,
  createInvite,
  enableTwoFactor,
  exchangeLoginCode,
  getAllDetails,
  getCompanyName,
  getTokenMetaData,
  getTwoFactor,
  logoutEverywhere,
  proappLogin,
  registerWithInvite,
  setAccountTwoFactorPolicy,
  startTwoFactorSetup,
  useInvite,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../src/seed/factories';
import type { TestSession } from './support/call';
import { rememberShownSecret } from './support/shown-secrets';
import { signedInOwner, signedInSupport, TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { connected, useSocketClients } from './support/sockets';
import { useTestApp } from './support/test-app';
import { authenticatorCode, enrolAtSignIn, secretOfUri, sessionOf } from './support/two-factor';

// docs/product.md §9, "Two-factor sign-in": an account that requires it of every member holds
// to it for members who join by invitation and for sessions begun before the owner turned it on.
const context = useTestApp({ REALTIME_RELAY_MS: '25' });
const { call } = context;
const { open } = useSocketClients(context);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 5_000);
});
afterEach(() => vi.useRealTimers());

const errorCodeOf = (answer: { envelope: unknown }) =>
  (answer.envelope as { Error?: { code?: string } }).Error?.code;

/** An owner with two-factor on whose account requires it of every member. */
async function requiringOwner(name = 'Strict Movers') {
  const owner = await signedInOwner(context, { name });
  const setup = await call(startTwoFactorSetup, { as: owner });
  const secret = secretOfUri(setup.data.otpauthUri);
  const enabled = await call(enableTwoFactor, { as: owner, body: { code: await authenticatorCode(secret) } });
  for (const code of enabled.data.recoveryCodes) rememberShownSecret('a recovery code', code);
  vi.setSystemTime(Date.now() + 30_000);
  expect((await call(setAccountTwoFactorPolicy, { as: owner, body: { required: true } })).status).toBe(200);
  return owner;
}

async function mailedToken(email: string): Promise<string> {
  const result = await context.db.execute<{ text: string }>(
    sql`select text from mail_outbox where "to" = ${email} order by id desc limit 1`,
  );
  const match = /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(result.rows[0]?.text ?? '');
  if (!match) throw new Error(`No invite e-mail to ${email}`);
  return match[1]!;
}

/** Turns two-factor on from Settings → Security with the session's own calls. */
async function enrolFromSettings(session: TestSession) {
  const setup = await call(startTwoFactorSetup, { as: session });
  expect(setup.status).toBe(200);
  const secret = secretOfUri(setup.data.otpauthUri);
  const enabled = await call(enableTwoFactor, {
    as: session,
    body: { code: await authenticatorCode(secret) },
  });
  expect(enabled.status).toBe(200);
  for (const code of enabled.data.recoveryCodes) rememberShownSecret('a recovery code', code);
}

describe('joining by invitation a company that requires two-factor sign-in', () => {
  it('gives a new user the enrolment step, not a session; the first code opens it with recovery codes', async () => {
    const owner = await requiringOwner();
    const email = uniqueEmail('invitee');
    await call(createInvite, { as: owner, body: { email, contactType: 'Manager' } });
    const joined = await call(registerWithInvite, {
      body: { token: await mailedToken(email), username: 'New Member', password: 'a long password' },
    });
    expect(joined.status).toBe(200);
    expect(joined.data).not.toHaveProperty('token');
    if (!('twoFactor' in joined.data)) throw new Error('Expected the enrolment step');
    expect(joined.data.twoFactor.step).toBe('enrol');

    const { session, recoveryCodes } = await enrolAtSignIn(context, joined.data.twoFactor.challenge);
    expect(session.globalId).toBe(owner.account.id);
    expect(recoveryCodes).toHaveLength(10);
    const company = await call(getCompanyName, { as: { token: session.token } });
    expect(company.status).toBe(200);
    // The password chosen with the link signs in, with the code from now on.
    const again = await call(proappLogin, { body: { login: email, password: 'a long password' } });
    expect(again.data).toHaveProperty('twoFactor.step', 'verify');
  });

  it('still gives a new user of a company without the rule a session straight away', async () => {
    const owner = await signedInOwner(context);
    const email = uniqueEmail('invitee');
    await call(createInvite, { as: owner, body: { email, contactType: 'Manager' } });
    const joined = await call(registerWithInvite, {
      body: { token: await mailedToken(email), username: 'New Member', password: 'a long password' },
    });
    expect(joined.data).toHaveProperty('token');
  });

  it('lets a signed-in user without it accept, says so, and opens nothing but the set-up until they turn it on', async () => {
    const owner = await requiringOwner();
    const other = await signedInOwner(context, { name: 'Own Movers' });
    await call(createInvite, { as: owner, body: { email: other.email, contactType: 'Sales Manager' } });
    const socket = open({ token: other.token });
    await connected(socket);
    const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const accepted = await call(useInvite, {
      as: { token: other.token },
      params: { token: await mailedToken(other.email) },
    });
    expect(accepted.status).toBe(200);
    expect(await ended).toBe('io server disconnect');
    expect(accepted.data).toMatchObject({ globalId: owner.account.id, twoFactorRequired: true });

    const onJoined = await call(getCompanyName, { as: { token: other.token, globalId: owner.account.id } });
    expect(onJoined.status).toBe(403);
    expect(errorCodeOf(onJoined)).toBe('TWO_FACTOR_REQUIRED');
    await enrolFromSettings({ token: other.token });
    const afterEnrol = await call(getCompanyName, { as: { token: other.token, globalId: owner.account.id } });
    expect(afterEnrol.status).toBe(200);
  });

  it('tells a user who has it that nothing more is due', async () => {
    const owner = await requiringOwner();
    const other = await requiringOwner('Also Strict');
    await call(createInvite, { as: owner, body: { email: other.email, contactType: 'Sales Manager' } });
    const accepted = await call(useInvite, {
      as: { token: other.token },
      params: { token: await mailedToken(other.email) },
    });
    expect(accepted.data).toMatchObject({ twoFactorRequired: false });
  });
});

describe('a member signed in before the owner required two-factor sign-in', () => {
  async function memberSignedInBeforeTheRule() {
    const owner = await signedInOwner(context, { name: 'Strict Movers' });
    const email = uniqueEmail('manager');
    await createUser(context.db, {
      email,
      password: TEST_PASSWORD,
      username: 'Manager',
      homeAccountId: owner.account.id,
      contactType: 'Manager',
    });
    const login = await call(proappLogin, { body: { login: email, password: TEST_PASSWORD } });
    const member = { token: sessionOf(login).token, globalId: owner.account.id };
    expect((await call(getCompanyName, { as: member })).status).toBe(200);
    const setup = await call(startTwoFactorSetup, { as: owner });
    const secret = secretOfUri(setup.data.otpauthUri);
    const enabled = await call(enableTwoFactor, {
      as: owner,
      body: { code: await authenticatorCode(secret) },
    });
    for (const code of enabled.data.recoveryCodes) rememberShownSecret('a recovery code', code);
    vi.setSystemTime(Date.now() + 30_000);
    await call(setAccountTwoFactorPolicy, { as: owner, body: { required: true } });
    return { owner, member, email };
  }

  it('answers 403 TWO_FACTOR_REQUIRED, saying where to turn it on, until they do', async () => {
    const { member } = await memberSignedInBeforeTheRule();
    const refused = await call(getCompanyName, { as: member });
    expect(refused.status).toBe(403);
    expect(errorCodeOf(refused)).toBe('TWO_FACTOR_REQUIRED');
    expect(JSON.stringify(refused.envelope)).toMatch(/Settings → Security/);

    // What it takes to turn it on stays open: its status, the token's claims, the company list.
    expect((await call(getTwoFactor, { as: member })).data).toMatchObject({
      enabled: false,
      requiredBy: 'account',
    });
    expect((await call(getTokenMetaData, { as: member })).status).toBe(200);
    expect((await call(getAllDetails, { as: member })).status).toBe(200);

    await enrolFromSettings(member);
    expect((await call(getCompanyName, { as: member })).status).toBe(200);
  });

  it('loses their live updates when the owner turns the rule on, and cannot connect again until they turn it on', async () => {
    const owner = await signedInOwner(context, { name: 'Strict Movers' });
    const email = uniqueEmail('manager');
    await createUser(context.db, {
      email,
      password: TEST_PASSWORD,
      username: 'Manager',
      homeAccountId: owner.account.id,
      contactType: 'Manager',
    });
    const login = await call(proappLogin, { body: { login: email, password: TEST_PASSWORD } });
    const member = { token: sessionOf(login).token, globalId: owner.account.id };
    const socket = open({ token: member.token });
    await connected(socket);
    const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const setup = await call(startTwoFactorSetup, { as: owner });
    const secret = secretOfUri(setup.data.otpauthUri);
    const enabled = await call(enableTwoFactor, {
      as: owner,
      body: { code: await authenticatorCode(secret) },
    });
    for (const code of enabled.data.recoveryCodes) rememberShownSecret('a recovery code', code);
    vi.setSystemTime(Date.now() + 30_000);
    await call(setAccountTwoFactorPolicy, { as: owner, body: { required: true } });

    expect(await ended).toBe('io server disconnect');
    await expect(connected(open({ token: member.token }))).rejects.toThrow(/Settings → Security/);
    await enrolFromSettings(member);
    await expect(connected(open({ token: member.token }))).resolves.toBeUndefined();
  });

  it('may still sign out everywhere', async () => {
    const { member } = await memberSignedInBeforeTheRule();
    expect((await call(logoutEverywhere, { as: member })).status).toBe(200);
  });

  it('does not hold back a Vanbid support (guest) session on their behalf', async () => {
    const { member, email } = await memberSignedInBeforeTheRule();
    const support = await signedInSupport(context);
    const link = await call(createGuestLink, { body: { email }, as: { token: support.token } });
    const code = new URL(link.data.url, 'http://x').searchParams.get('token')!;
    const guest = await call(exchangeLoginCode, { body: { code } });
    const asGuest = { token: guest.data.token, globalId: member.globalId };
    expect((await call(getCompanyName, { as: asGuest })).status).toBe(200);
  });

  it('leaves members of companies without the rule alone', async () => {
    const owner = await signedInOwner(context);
    expect((await call(getCompanyName, { as: owner })).status).toBe(200);
  });
});
