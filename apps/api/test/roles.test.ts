import { ENDPOINT_PERMISSIONS, type Endpoint, proappLogin } from '@vanbid/contract';
import { CONTACT_TYPES, can } from '@vanbid/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_SETUP_FLAGS, createAccount, createUser } from '../src/seed/factories';
import { routeOf, unchecked } from './support/call';
import { TEST_PASSWORD, uniqueEmail } from './support/signed-in';
import { useTestApp } from './support/test-app';
import { sessionOf } from './support/two-factor';

const context = useTestApp();
const tokens = new Map<string, string>();
let accountId: number;

beforeAll(async () => {
  const account = await createAccount(context.db, { name: 'Roles Movers', meta: ALL_SETUP_FLAGS });
  accountId = account.id;
  for (const contactType of CONTACT_TYPES) {
    const email = uniqueEmail(contactType.replace(' ', '-').toLowerCase());
    await createUser(context.db, {
      email,
      password: TEST_PASSWORD,
      username: contactType,
      homeAccountId: account.id,
      contactType,
    });
    const login = await context.call(proappLogin, { body: { login: email, password: TEST_PASSWORD } });
    tokens.set(contactType, sessionOf(login).token);
  }
});

/**
 * A path parameter naming nothing: the role is checked before the input is read, and a real id
 * (say 1, this account's own owner when the file runs alone) would meet the record's own rules.
 */
const params = (endpoint: Endpoint) =>
  Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map((match) => [match[1], '2147483000']));

const cases = [...ENDPOINT_PERMISSIONS].flatMap(([endpoint, permission]) =>
  CONTACT_TYPES.map(
    (role) => [`${role} · ${endpoint.method} ${routeOf(endpoint)}`, role, endpoint, permission] as const,
  ),
);

describe('the role table, on the server: every role × every guarded endpoint', () => {
  it('guards money, bids, the team, lead delivery and the logs', () => {
    expect(new Set([...ENDPOINT_PERMISSIONS.values()])).toEqual(
      new Set(['move_money', 'change_bids', 'manage_team', 'configure_delivery', 'see_logs']),
    );
    expect(ENDPOINT_PERMISSIONS.size).toBeGreaterThan(20);
  });

  it.each(cases)('%s', async (_name, role, endpoint, permission) => {
    const answer = await context.call(endpoint, {
      as: { token: tokens.get(role)!, globalId: accountId },
      params: unchecked(params(endpoint)),
      ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { body: unchecked({}) }),
    });
    if (can(role, permission)) expect(answer.status).not.toBe(403);
    else {
      expect(answer.status).toBe(403);
      expect(answer.error.message).toContain(`As ${role}`);
    }
  });
});
