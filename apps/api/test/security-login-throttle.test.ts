import { proappLogin } from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { createAccount, createUser } from '../src/seed/factories';
import { TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { useTestApp } from './support/test-app';

// The production per-address limit (LOGIN_RATE_LIMIT 10: 30 sign-ins a minute per address) and
// delays from the third failure of an (e-mail, address) pair.
const logLines: string[] = [];
const context = useTestApp(
  { LOGIN_RATE_LIMIT: '10', LOGIN_FREE_FAILURES: '3', LOG_LEVEL: 'warn' },
  {},
  logLines,
);

async function anOwner() {
  const account = await createAccount(context.db, { name: 'Throttled Movers' });
  const email = uniqueEmail('throttled');
  await createUser(context.db, {
    email,
    password: TEST_PASSWORD,
    username: 'Owner',
    homeAccountId: account.id,
  });
  return email;
}

function signIn(login: string, password: string, from: string, headers: Record<string, string> = {}) {
  return context.call(proappLogin, { body: { login, password }, remoteAddress: from, headers });
}

/**
 * The pair's delay has passed (the test does not wait for real): its last failure moves back by
 * the longest delay, still within the hour the failures are remembered.
 */
async function letTheDelayPass(login: string): Promise<void> {
  await context.db.$client.query(
    "update login_failures set last_failed_at = now() - interval '15 minutes' where login = lower($1)",
    [login],
  );
}

describe('failed sign-ins (issue #16, finding 1: lockout is no longer a denial of service)', () => {
  it('50 wrong passwords from one address, under forged X-Forwarded-For values, do not stop the owner signing in from another address', async () => {
    const email = await anOwner();
    const statuses = new Set<number>();
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await signIn(email, `wrong ${attempt}`, '198.51.100.7', {
        'x-forwarded-for': `203.0.113.${attempt + 1}`,
      });
      statuses.add(response.status);
    }
    expect([...statuses].sort()).toEqual([401, 429]);
    const owner = await signIn(email, TEST_PASSWORD, '192.0.2.10');
    expect(owner.status).toBe(200);
  });

  it('wrong passwords from many addresses slow those addresses, but the owner signs in from a fresh one', async () => {
    const email = await anOwner();
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await signIn(email, 'wrong', `10.1.0.${attempt + 1}`);
      expect(response.status).toBe(401);
    }
    // Under attack, an address that failed once waits from then on, even with the right password.
    const attackerAgain = await signIn(email, TEST_PASSWORD, '10.1.0.50');
    expect(attackerAgain.status).toBe(429);
    const owner = await signIn(email, TEST_PASSWORD, '192.0.2.20');
    expect(owner.status).toBe(200);
  });

  it('gives the failing (e-mail, address) pair growing delays, answered 429 with Retry-After', async () => {
    const email = await anOwner();
    const from = '198.51.100.8';
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await signIn(email, 'wrong', from)).status).toBe(401);
    const delays: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await signIn(email, TEST_PASSWORD, from);
      expect(refused.status).toBe(429);
      expect(refused.error.code).toBe('RATE_LIMITED');
      expect(refused.error.message).toMatch(/Try again in \d+ seconds?/);
      delays.push(Number(refused.headers['retry-after']));
      await letTheDelayPass(email);
      expect((await signIn(email, 'still wrong', from)).status).toBe(401);
    }
    expect(delays).toEqual([1, 2, 4]);
  });

  it('20 wrong passwords sent at once from one address get only the free tries checked', async () => {
    const email = await anOwner();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => signIn(email, `wrong ${attempt}`, '198.51.100.11')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
  });

  it('logs each throttled attempt with the e-mail and the real address, not the forged one', async () => {
    const email = await anOwner();
    for (let attempt = 0; attempt < 4; attempt++)
      await signIn(email, 'wrong', '198.51.100.9', { 'x-forwarded-for': '203.0.113.99' });
    const lines = logLines.map((line) => JSON.parse(line)).filter((line) => line.login === email);
    expect(lines).toContainEqual(
      expect.objectContaining({ login: email, address: '198.51.100.9', msg: 'sign-in throttled' }),
    );
    expect(JSON.stringify(lines)).not.toContain('203.0.113.99');
  });

  it('a success from an address clears its failures', async () => {
    const email = await anOwner();
    const from = '198.51.100.10';
    for (let attempt = 0; attempt < 2; attempt++) await signIn(email, 'wrong', from);
    expect((await signIn(email, TEST_PASSWORD, from)).status).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await signIn(email, 'wrong', from)).status).toBe(401);
    expect((await signIn(email, TEST_PASSWORD, from)).status).toBe(200);
  });
});
