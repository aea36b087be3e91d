import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'otplib';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { signIn } from './browser';

/**
 * The demo's support user. Support staff sign in with two factors: the demo's authenticator key
 * is public like its password (README; `DEMO_SUPPORT_AUTHENTICATOR_KEY`).
 */
export const SUPPORT = {
  email: 'support@vanbid.test',
  password: 'vanbid-demo-1',
  authenticatorKey: 'VANBIDSUPPORTDEMOKEY234567ABCDEF',
};

const api = (baseUrl: string, path: string, body: unknown, cookie?: string) =>
  fetch(`${baseUrl}/api/users/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/**
 * A support session for API calls and the "remember this browser" cookie that skips the code
 * step. Every file of the run shares the cookie (kept in the server's DATA_DIR): a code is taken
 * once, and several files sign in within one 30 s step.
 */
export async function supportSession(baseUrl: string): Promise<{ token: string; cookie: string }> {
  const file = join(inject('dataDir'), 'e2e-support-remembered-browser');
  const saved = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const credentials = { login: SUPPORT.email, password: SUPPORT.password };
  const login = (await (await api(baseUrl, 'proappLogin', credentials, saved)).json()).Data;
  if (login.token && saved) return { token: login.token, cookie: saved };
  // The code of this step, else (taken by another file a moment ago) the next one.
  for (const steps of [0, 1]) {
    const code = await generate({
      secret: SUPPORT.authenticatorKey,
      epoch: Math.floor(Date.now() / 1000) + steps * 30,
    });
    const challenge = (await (await api(baseUrl, 'proappLogin', credentials)).json()).Data.twoFactor
      .challenge;
    const verified = await api(baseUrl, 'twoFactor/verify', { challenge, code, rememberBrowser: true });
    if (!verified.ok) continue;
    // The remembered-browser cookie (the sign-in throttle's device cookie comes with it).
    const remembered = verified.headers.getSetCookie().find((each) => each.startsWith('vanbid_tfa_'));
    if (!remembered) throw new Error('support signed in, but the browser was not remembered');
    const cookie = remembered.split(';')[0]!;
    writeFileSync(file, cookie);
    return { token: (await verified.json()).Data.token, cookie };
  }
  throw new Error('support could not sign in with a code');
}

/** Signs support in through the sign-in page of a browser that support's cookie remembers. */
export async function signInAsSupport(page: Page, context: BrowserContext, baseUrl: string) {
  const [name, value] = (await supportSession(baseUrl)).cookie.split('=') as [string, string];
  await context.addCookies([
    { name, value, url: `${baseUrl}/api/users/`, httpOnly: true, sameSite: 'Strict' },
  ]);
  await signIn(page, SUPPORT);
}
