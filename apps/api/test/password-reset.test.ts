import type { AddressInfo } from 'node:net';
import {
  devMailbox,
  exchangeLoginCode,
  proappLogin,
  resetPassword,
  sendResetCode,
  sendResetEmail,
  verifyResetCode,
} from '@vanbid/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { loginCodes, mailOutbox } from '../src/platform/db/schema/index';
import { createCall } from './support/call';
import { signedInOwner, signedInSupport, TEST_PASSWORD } from './support/signed-in';
import { TEST_JWT_SECRET, useTestApp } from './support/test-app';
import { testDatabaseUrl } from './support/worker-database';

const context = useTestApp({ MAILBOX_VIEW: 'on', PUBLIC_URL: 'https://portal.vanbid.test/' });
const { call } = context;
const NEW_PASSWORD = 'a brand new password';

async function lastMail(to: string) {
  const [mail] = await context.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** Asks for a code (as `typed`, e.g. in other letter case) and reads it from the user's mail. */
async function codeFor(email: string, typed = email): Promise<string> {
  await call(sendResetCode, { body: { email: typed } });
  const mail = await lastMail(email);
  return /(\d{6})/.exec(mail!.subject)![1]!;
}

const verify = (email: string, code: string) => call(verifyResetCode, { body: { email, code } });
const reset = (token: string, password = NEW_PASSWORD) => call(resetPassword, { body: { token, password } });
const signIn = (email: string, password: string) => call(proappLogin, { body: { login: email, password } });

describe('password reset by code', () => {
  it('e-mails a code, swaps it for a token once, and the token sets the new password once', async () => {
    const owner = await signedInOwner(context);
    const code = await codeFor(owner.email, owner.email.toUpperCase());
    const mail = await lastMail(owner.email);
    expect(mail!.text).toContain(code);
    const verified = await verify(owner.email, code);
    expect(verified.status).toBe(200);
    const token = verified.data.token;
    const again = await verify(owner.email, code);
    expect(again.status).toBe(400);

    expect((await reset(token)).envelope).toEqual({ Status: 'ok', Data: { reset: true } });
    expect((await signIn(owner.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(200);
    const reused = await reset(token, 'yet another password');
    expect(reused.status).toBe(401);
    expect(reused.error.code).toBe('TOKEN_EXPIRED');
    expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const email = 'nobody-here@test.vanbid';
    const response = await call(sendResetCode, { body: { email } });
    expect(response.envelope).toEqual({ Status: 'ok', Data: { sent: true } });
    expect(await lastMail(email)).toBeUndefined();
    expect((await verify(email, '123456')).status).toBe(400);
  });

  it('kills a code after five wrong tries, and a new code replaces the old one', async () => {
    const owner = await signedInOwner(context);
    const first = await codeFor(owner.email);
    const second = await codeFor(owner.email);
    const stale = await verify(owner.email, first);
    if (first !== second) expect(stale.status).toBe(400);
    const wrong = second === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await verify(owner.email, wrong);
      expect(response.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { code: expect.any(String) },
      });
    }
    const tooLate = await verify(owner.email, second);
    expect(tooLate.status).toBe(400);
  });

  it('refuses malformed input, short passwords and expired tokens, changing nothing', async () => {
    const owner = await signedInOwner(context);
    expect((await call(sendResetCode, { body: { email: 'not an address' } })).status).toBe(400);
    expect((await verify(owner.email, '12ab56')).status).toBe(400);
    const code = await codeFor(owner.email);
    const token = (await verify(owner.email, code)).data.token;
    const short = await reset(token, 'short');
    expect(short.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { password: 'Use at least 8 characters' },
    });
    await context.db.execute(sql`update login_codes set expires_at = now() - interval '1 second'
      where user_id = ${owner.user.id} and purpose = 'password_reset'`);
    expect((await reset(token)).status).toBe(401);
    expect((await signIn(owner.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('password reset by link', () => {
  it('e-mails a link to the configured portal, never to the caller’s Host', async () => {
    const owner = await signedInOwner(context);
    await call(sendResetEmail, {
      body: { email: owner.email },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    const mail = await lastMail(owner.email);
    const link = /https?:\/\/\S+/.exec(mail!.text)![0];
    expect(link.startsWith('https://portal.vanbid.test/reset-password?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    expect((await reset(token)).status).toBe(200);
    expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('never lets a reset token open a session through the link-code exchange', async () => {
    const owner = await signedInOwner(context);
    await call(sendResetEmail, { body: { email: owner.email } });
    const token = new URL(/https?:\/\/\S+/.exec((await lastMail(owner.email))!.text)![0]).searchParams.get(
      'token',
    )!;
    const exchanged = await call(exchangeLoginCode, { body: { code: token } });
    expect(exchanged.status).toBeGreaterThanOrEqual(400);
    const [row] = await context.db.select().from(loginCodes).where(eq(loginCodes.userId, owner.user.id));
    expect(row?.usedAt).toBeNull();
  });
});

describe('the local mailbox', () => {
  it('shows the outbox newest first, filtered by address', async () => {
    const owner = await signedInOwner(context);
    await codeFor(owner.email);
    const support = await signedInSupport(context);
    const response = await call(devMailbox, { query: { to: owner.email }, as: support });
    expect(response.data.mails).toHaveLength(1);
    expect(response.data.mails[0]).toMatchObject({
      to: owner.email,
      subject: expect.stringMatching(/\d{6}/),
    });
  });

  it('is shown to support staff in production on the embedded demo without SMTP (npm start)', async () => {
    const app = await buildApp({
      // No jobs: the mailbox's routes do not depend on them, and with them each app starts a delivery thread.
      config: loadConfig({
        LOG_LEVEL: 'silent',
        REALTIME_RELAY_MS: '0',
        JOBS: 'off',
        NODE_ENV: 'production',
      }),
      db: context.db,
      jwtSecret: TEST_JWT_SECRET,
      serveSpa: false,
    });
    const support = await signedInSupport(context);
    const response = await createCall(() => app)(devMailbox, { query: {}, as: support });
    await app.close();
    expect(response.status).toBe(200);
  });

  it('is not served in production on a real database unless asked for, nor when SMTP sends the mail', async () => {
    for (const env of [
      { NODE_ENV: 'production', DATABASE_URL: testDatabaseUrl() },
      { NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:1' },
    ]) {
      const app = await buildApp({
        config: loadConfig({ LOG_LEVEL: 'silent', REALTIME_RELAY_MS: '0', JOBS: 'off', ...env }),
        db: context.db,
        jwtSecret: TEST_JWT_SECRET,
        serveSpa: false,
      });
      const response = await createCall(() => app)(devMailbox);
      expect(response.status).toBe(404);
      await app.close();
    }
  });
});

describe('e-mail through SMTP', () => {
  it('sends the code through the configured SMTP server instead of the outbox', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        REALTIME_RELAY_MS: '0',
        // No jobs: the notification mail job would send other tests' notifications through this server.
        JOBS: 'off',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
      }),
      db: context.db,
      jwtSecret: TEST_JWT_SECRET,
      serveSpa: false,
    });
    const owner = await signedInOwner(context);
    const response = await createCall(() => app)(sendResetCode, { body: { email: owner.email } });
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/Subject: Your Vanbid password reset code: \d{6}/);
    expect(received[0]).toContain(`To: ${owner.email}`);
    expect(await lastMail(owner.email)).toBeUndefined();
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
