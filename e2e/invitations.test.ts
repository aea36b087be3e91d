import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';
import { supportSession } from './support/support-staff';

const browser = useBrowser();
const inviter = useOwnAccount({ label: 'inviter' });
/** People who already sign in to Vanbid (each to a company of their own), invited to the inviter's. */
const salesManager = useOwnAccount({ label: 'invitee' });
const manager = useOwnAccount({ label: 'invitee' });
const WAIT = { timeout: 20_000 };

async function tokenOf(credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${browser.baseUrl}/api/users/proappLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: credentials.email, password: credentials.password }),
  });
  return (await response.json()).Data.token;
}

/** The inviter invites `email` as `contactType` (a team member); answers the e-mailed link's token. */
async function invite(email: string, contactType: string): Promise<string> {
  const response = await fetch(`${browser.baseUrl}/api/invites`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await tokenOf(inviter.owner)}`,
    },
    body: JSON.stringify({ email, contactType, inviteType: 'company_creation_invite' }),
  });
  expect(response.status).toBe(200);
  const { token } = await supportSession(browser.baseUrl);
  let text = '';
  await expect
    .poll(async () => {
      const mails = await fetch(`${browser.baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      text = (await mails.json()).Data.mails[0]?.text ?? '';
      return text;
    }, WAIT)
    .toContain('accept-invite');
  return /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
}

/** The existing user, signed out, goes through the five steps of `/invited-<kind>/`. */
async function acceptSignedOut(
  page: Page,
  kind: 'manager' | 'owner',
  token: string,
  invitee: { email: string; password: string },
) {
  await page.goto(`/accept-invite?token=${token}`);
  await page.waitForURL(`**/invited-${kind}/1`, WAIT);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`**/invited-${kind}/2`, WAIT);
  await page.getByLabel(/e-?mail/i).fill(invitee.email);
  await page.getByLabel(/password/i).fill(invitee.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**/invited-${kind}/3`, WAIT);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.waitForURL(`**/invited-${kind}/4`, WAIT);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`**/invited-${kind}/5`, WAIT);
  await page.getByRole('button', { name: `Open ${inviter.companyName}` }).click();
  await page.waitForURL('**/campaigns/recent', WAIT);
}

describe('an existing user accepts an invitation while signed out', () => {
  it('signs in at step 2 and joins as a Sales Manager (/invited-manager)', async () => {
    const token = await invite(salesManager.owner.email, 'Sales Manager');
    const { page } = await browser.newPage();
    await acceptSignedOut(page, 'manager', token, salesManager.owner);
  });

  it('signs in at step 2 and joins as a Manager (/invited-owner)', async () => {
    const token = await invite(manager.owner.email, 'Manager');
    const { page } = await browser.newPage({ width: 375, height: 800 });
    await acceptSignedOut(page, 'owner', token, manager.owner);
  });
});

describe('a new person opens /new-user?id=', () => {
  it('creates their sign-in from the invitation the id names, in a browser that never opened the link', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const token = await invite(email, 'Sales Manager');
    const { page } = await browser.newPage();
    await page.goto(`/new-user?id=${token}`);
    await page.getByRole('heading', { name: `Join ${inviter.companyName}` }).waitFor(WAIT);
    await expectAccessible(page);
    await page.getByLabel('Your name').fill('Nia New');
    await page.getByLabel(/^Password\s*\*?$/).fill('a long password 1');
    await page.getByLabel('Password again').fill('a long password 1');
    await page.getByRole('button', { name: 'Create my sign-in' }).click();
    await page.waitForURL('**/campaigns/recent', WAIT);
  });

  it('lands on the login page saying the invitation is not valid when the id names none', async () => {
    const { page } = await browser.newPage();
    await page.goto(`/new-user?id=${'x'.repeat(43)}`);
    await page.waitForURL('**/login', WAIT);
    await page
      .getByRole('alert')
      .filter({ hasText: /invitation link is not valid/ })
      .waitFor(WAIT);
  });
});

describe('a bad invitation link', () => {
  it('lands on the login page with the message shown as an error', async () => {
    const { page } = await browser.newPage();
    await page.goto(`/accept-invite?token=${'y'.repeat(43)}`);
    await page.waitForURL('**/login', WAIT);
    await page
      .getByRole('alert')
      .filter({ hasText: /invitation link is not valid/ })
      .waitFor(WAIT);
    await expectAccessible(page);
  });
});
