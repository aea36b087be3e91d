import { proappLogin } from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/signed-in';
import { useTestApp } from './support/test-app';

// LOGIN_RATE_LIMIT=1: the login route allows 3 tries a minute per client address.
const context = useTestApp({ LOGIN_RATE_LIMIT: '1' });

describe('X-Forwarded-For (issue #16, finding 1)', () => {
  it('is not trusted by default: a forged address does not escape the per-address limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/users/proappLogin',
        headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}` },
        payload: { login: uniqueEmail(), password: 'wrong password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(proappLogin.path).toBe('/users/proappLogin');
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count or a list of addresses and CIDRs, and refuses anything else', async () => {
    const { loadConfig } = await import('../src/platform/config');
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow();
  });
});
