import { proappLogin } from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { createLoginThrottle, SignInThrottled } from '../src/features/auth';
import { loadConfig } from '../src/platform/config';
import { createAccount, createUser } from '../src/seed/factories';
import { TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { useTestApp } from './support/test-app';
import { sessionOf } from './support/two-factor';

// Issue #25, finding 3: wrong passwords for one account from many addresses were all checked.
// The defaults hold: 100 failed sign-ins per account an hour, 10 per browser that signed in before.
const context = useTestApp();

async function anOwner(label = 'guessed') {
  const account = await createAccount(context.db, { name: 'Guessed Movers' });
  const email = uniqueEmail(label);
  await createUser(context.db, {
    email,
    password: TEST_PASSWORD,
    username: 'Owner',
    homeAccountId: account.id,
  });
  return email;
}

function signIn(login: string, password: string, from: string, cookie?: string) {
  return context.call(proappLogin, {
    body: { login, password },
    remoteAddress: from,
    headers: cookie ? { cookie } : {},
  });
}

/** The browser's device cookie (`name=value`) from a sign-in's answer. */
function deviceCookieOf(answer: { headers: Record<string, unknown> }): string {
  const header = answer.headers['set-cookie'];
  const cookies = (Array.isArray(header) ? header : [header]).filter((value) => typeof value === 'string');
  expect(cookies).toHaveLength(1);
  return cookies[0]!.split(';')[0]!;
}

/** `count` wrong passwords, each from an address of its own (the botnet); their statuses. */
async function guessFromManyAddresses(login: string, count: number, firstHost = 1): Promise<number[]> {
  const statuses: number[] = [];
  for (let batch = 0; batch < count; batch += 10) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(10, count - batch) }, (_, index) => {
        const host = firstHost + batch + index;
        return signIn(login, `guess ${host}`, `10.25.${Math.floor(host / 250)}.${(host % 250) + 1}`);
      }),
    );
    statuses.push(...answers.map((answer) => answer.status));
  }
  return statuses;
}

describe('POST /users/proappLogin: failed sign-ins per account (issue #25, finding 3)', () => {
  it('checks at most 100 wrong passwords an hour from 150 addresses; then a new address gets 429 with Retry-After, even with the right password', async () => {
    const email = await anOwner();
    const statuses = await guessFromManyAddresses(email, 150);
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);

    const newcomer = await signIn(email, TEST_PASSWORD, '192.0.2.77');
    expect(newcomer.status).toBe(429);
    expect(newcomer.error.code).toBe('RATE_LIMITED');
    expect(Number(newcomer.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(newcomer.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });

  it('150 wrong passwords sent at once from 150 addresses get only 100 checked', async () => {
    const email = await anOwner();
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, host) => signIn(email, `guess ${host}`, `10.26.0.${host + 1}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
  });

  it('a sign-in gives the browser an HttpOnly, SameSite=Strict device cookie', async () => {
    const email = await anOwner();
    const answer = await signIn(email, TEST_PASSWORD, '192.0.2.78');
    expect(answer.status).toBe(200);
    const header = String(answer.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).not.toMatch(/Secure/);
    expect((await signIn(email, 'wrong', '192.0.2.78')).headers['set-cookie']).toBeUndefined();
  });

  it('a browser that signed in before still signs in while the account is closed to everyone else', async () => {
    const email = await anOwner();
    const device = deviceCookieOf(await signIn(email, TEST_PASSWORD, '192.0.2.80'));
    await guessFromManyAddresses(email, 100);
    expect((await signIn(email, TEST_PASSWORD, '192.0.2.81')).status).toBe(429);

    // The owner's browser, from the same or a new address (a train's Wi-Fi), a typo first.
    expect((await signIn(email, 'typo', '192.0.2.82', device)).status).toBe(401);
    const owner = await signIn(email, TEST_PASSWORD, '192.0.2.82', device);
    expect(owner.status).toBe(200);
    expect(sessionOf(owner).token).toBeTruthy();
    // The next sign-in's cookie works as well.
    const renewed = deviceCookieOf(owner);
    expect((await signIn(email, TEST_PASSWORD, '192.0.2.80', renewed)).status).toBe(200);
  });

  it('locks the device cookie itself after 10 wrong passwords through it', async () => {
    const email = await anOwner();
    const device = deviceCookieOf(await signIn(email, TEST_PASSWORD, '192.0.2.90'));
    for (let attempt = 0; attempt < 10; attempt++)
      expect(
        (await signIn(email, `stolen cookie guess ${attempt}`, `10.27.0.${attempt + 1}`, device)).status,
      ).toBe(401);
    const locked = await signIn(email, TEST_PASSWORD, '10.27.0.99', device);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The account itself is not closed by the device's failures: a new browser signs in.
    expect((await signIn(email, TEST_PASSWORD, '192.0.2.91')).status).toBe(200);
  });

  it("a forged cookie, or another login's cookie, gives no pass through the account's closed door", async () => {
    const email = await anOwner('victim');
    const attacker = await anOwner('attacker');
    const attackersCookie = deviceCookieOf(await signIn(attacker, TEST_PASSWORD, '192.0.2.100'));
    await guessFromManyAddresses(email, 100);

    expect((await signIn(email, TEST_PASSWORD, '192.0.2.101', attackersCookie)).status).toBe(429);
    const [name, value] = attackersCookie.split('=') as [string, string];
    const [, ...rest] = value.split('.');
    const forged = `${name}=${[Buffer.from(email).toString('base64url'), ...rest].join('.')}`;
    expect((await signIn(email, TEST_PASSWORD, '192.0.2.101', forged)).status).toBe(429);
    expect((await signIn(email, TEST_PASSWORD, '192.0.2.101', `${name}=nonsense`)).status).toBe(429);
  });
});

describe('the throttle for a second factor', () => {
  it("counts a second factor's code guesses by the same rules, apart from the password's", async () => {
    const rules = loadConfig({ LOGIN_ACCOUNT_FAILURES_PER_HOUR: '3' });
    const throttle = createLoginThrottle(context.db, rules);
    const login = uniqueEmail('codes');
    const from = (address: string) => ({ address, log: context.app.log });
    for (let host = 1; host <= 3; host++)
      await throttle.claimAttempt(login, from(`10.28.0.${host}`), 'second-factor');
    await expect(throttle.claimAttempt(login, from('10.28.0.4'), 'second-factor')).rejects.toThrow(
      SignInThrottled,
    );
    await expect(throttle.claimAttempt(login, from('10.28.0.4'))).resolves.toBeUndefined();
  });
});

describe('the device cookie behind an https proxy', () => {
  const proxied = useTestApp({ TRUST_PROXY: '127.0.0.1' });

  it('is Secure when the browser came over https', async () => {
    const account = await createAccount(proxied.db, { name: 'Secure Movers' });
    const email = uniqueEmail('secure');
    await createUser(proxied.db, {
      email,
      password: TEST_PASSWORD,
      username: 'Owner',
      homeAccountId: account.id,
    });
    const answer = await proxied.call(proappLogin, {
      body: { login: email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.200' },
    });
    expect(answer.status).toBe(200);
    expect(String(answer.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
