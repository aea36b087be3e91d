import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';
import { supportSession } from './support/support-staff';

const browser = useBrowser();
/** A user of this file alone: the mailbox is read by their address. */
const NEW_USER = useOwnAccount({ label: 'password-reset', isSetUp: false, isMainAccount: false }).owner;

/** Only signed-in support staff may read the outbox (it holds reset codes). */
async function supportToken(): Promise<string> {
  return (await supportSession(browser.baseUrl)).token;
}

/** The newest e-mail to the address in the local outbox (MAILBOX_VIEW=on in global-setup). */
async function lastMail(to: string): Promise<{ subject: string; text: string }> {
  const response = await fetch(`${browser.baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${await supportToken()}` },
  });
  const [mail] = (await response.json()).Data.mails;
  return mail;
}

describe('resetting a password', () => {
  it('by code: from the sign-in page to a new password and back to signing in', async () => {
    const { page } = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('E-mail').fill(NEW_USER.email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    const code = /(\d{6})/.exec((await lastMail(NEW_USER.email)).subject)![1]!;

    await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByText('The code is wrong or has expired').waitFor();
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill(NEW_USER.password);
    await page.getByLabel('New password again').fill(`${NEW_USER.password}x`);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('The two passwords differ').waitFor();
    await page.getByLabel('New password again').fill(NEW_USER.password);
    await page.getByRole('button', { name: 'Save the new password' }).click();

    await page.waitForURL('**/login');
    await page.getByRole('status').getByText('Your password was changed').waitFor();
    await page.getByLabel('E-mail').fill(NEW_USER.email);
    await page.getByLabel('Password').fill(NEW_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });

  it('by link at 375 px: the link opens the new-password step and leaves the address bar', async () => {
    const { page } = await browser.newPage({ width: 375, height: 812 });
    await page.goto('/reset-password');
    await page.getByLabel('E-mail').fill(NEW_USER.email);
    await page.getByRole('button', { name: 'E-mail me a link instead' }).click();
    await page.getByText('we sent it a link').waitFor();
    const link = /https?:\/\/\S+/.exec((await lastMail(NEW_USER.email)).text)![0];
    const token = new URL(link).searchParams.get('token')!;
    await page.goto(`/reset-password?token=${token}`);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill(NEW_USER.password);
    await page.getByLabel('New password again').fill(NEW_USER.password);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
