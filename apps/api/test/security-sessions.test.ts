import { createGuestLink, devMailbox, exchangeLoginCode } from '@vanbid/contract';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { signedInOwner, signedInSupport } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp({ MAILBOX_VIEW: 'on' });
const { call } = context;

describe('guest sessions (issue #16, finding 3)', () => {
  it('last at most one hour', async () => {
    const owner = await signedInOwner(context);
    const link = await call(createGuestLink, {
      body: { email: owner.email },
      as: { token: (await signedInSupport(context)).token },
    });
    const code = new URL(link.data.url, 'http://x').searchParams.get('token')!;
    const session = await call(exchangeLoginCode, { body: { code } });
    const { exp, iat } = decodeJwt(session.data.token);
    expect(exp! - iat!).toBeLessThanOrEqual(3600);
  });
});

describe('GET /dev/mailbox (issue #16, finding 6)', () => {
  it('answers 401 to a caller who is not signed in', async () => {
    const response = await call(devMailbox, { query: {} });
    expect(response.status).toBe(401);
  });

  it('answers 403 to a signed-in user who is not support staff', async () => {
    const owner = await signedInOwner(context);
    const response = await call(devMailbox, { query: {}, as: owner });
    expect(response.status).toBe(403);
  });

  it('shows the outbox to signed-in support staff', async () => {
    const response = await call(devMailbox, {
      query: {},
      as: { token: (await signedInSupport(context)).token },
    });
    expect(response.status).toBe(200);
  });
});
