import { randomUUID } from 'node:crypto';
import { proappLogin } from '@vanbid/contract';
import { ALL_SETUP_FLAGS, createAccount, createUser } from '../../src/seed/factories';
import type { TestContext } from './test-app';
import { challengeOf, enrolAtSignIn, sessionOf } from './two-factor';

export const TEST_PASSWORD = 'correct horse battery';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@test.vanbid`;

export type SignedInOwner = Awaited<ReturnType<typeof signedInOwner>>;

/**
 * An account with its owner signed in: `{ account, user, email, token, globalId }`. The owner is
 * a test session (`call(endpoint, { as: owner })`) acting on the account.
 */
export async function signedInOwner(
  context: TestContext,
  options: { name?: string; setupComplete?: boolean; isMainAccount?: boolean } = {},
) {
  const account = await createAccount(context.db, {
    name: options.name ?? 'Test Movers',
    isMainAccount: options.isMainAccount ?? true,
    meta: options.setupComplete === false ? {} : ALL_SETUP_FLAGS,
  });
  const email = uniqueEmail('owner');
  const user = await createUser(context.db, {
    email,
    password: TEST_PASSWORD,
    username: 'Test Owner',
    homeAccountId: account.id,
  });
  const login = await context.call(proappLogin, { body: { login: email, password: TEST_PASSWORD } });
  return { account, user, email, token: sessionOf(login).token, globalId: account.id };
}

/** The pair behind every account-scope test: a signed-in owner and a stranger with an account of their own. */
export async function ownerAndStranger(context: TestContext) {
  const owner = await signedInOwner(context);
  const stranger = await signedInOwner(context, { name: 'Other Movers' });
  return { owner, stranger };
}

/**
 * A signed-in member of Vanbid's support staff (`isSupport`): `{ token, email }`. Support staff
 * must sign in with a second factor: their first sign-in sets up an authenticator.
 */
export async function signedInSupport(context: TestContext) {
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
  const login = await context.call(proappLogin, { body: { login: email, password: TEST_PASSWORD } });
  const { session, secret } = await enrolAtSignIn(context, challengeOf(login).challenge);
  return { token: session.token, email, authenticatorSecret: secret };
}
