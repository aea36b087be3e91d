import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';
import { supportSession } from './support/support-staff';

const browser = useBrowser();
const account = useOwnAccount({ label: 'mobile-numbers' });

/** A US mobile number of this run's own (exchanges 234–299: never a service code). */
const digits = `804${234 + randomInt(66)}${String(randomInt(10_000)).padStart(4, '0')}`;
const typed = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

/** The code in the newest text to the number, read from the SMS outbox as support staff do. */
async function lastCodeTo(phone: string): Promise<string> {
  const { token } = await supportSession(browser.baseUrl);
  const response = await fetch(`${browser.baseUrl}/api/dev/sms-outbox?to=${encodeURIComponent(phone)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [message] = (await response.json()).Data.messages;
  return /(\d{6})/.exec(message.body)![1]!;
}

describe('mobile numbers for text messages', () => {
  it('from the warning in Notification delivery: adds a number, refuses a wrong code, confirms the texted one', async () => {
    const page = await browser.signedInPage(account.owner, { path: '/settings' });
    // "Out of funds" texts by default, and there is no number yet.
    const warning = page.getByRole('alert').filter({ hasText: 'no confirmed mobile number' });
    await warning.waitFor();
    await expectAccessible(page);
    await warning.getByRole('button', { name: 'Add a mobile number' }).click();
    const field = page.getByRole('textbox', { name: 'Mobile number' });
    await page.waitForFunction(() => document.activeElement?.id === 'mobile-number-phone');
    await field.fill(typed);
    await page.getByRole('button', { name: 'Text me a code' }).click();

    const numbers = page.getByRole('list', { name: 'Mobile numbers' });
    await numbers.getByText('Waiting for the code').waitFor();
    const code = await lastCodeTo(typed);
    const codeField = numbers.getByRole('textbox', { name: '6-digit code' });
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await numbers.getByRole('button', { name: 'Confirm' }).click();
    await numbers.getByText('The code is wrong').waitFor();
    await codeField.fill(code);
    await numbers.getByRole('button', { name: 'Confirm' }).click();

    await numbers.getByText('Confirmed').waitFor();
    expect(await numbers.getByText(typed).count()).toBe(1);
    await warning.waitFor({ state: 'detached' });
    await expectAccessible(page);
  });

  it('at 375 px shows the confirmed number and the form without sideways scrolling', async () => {
    const page = await browser.signedInPage(account.owner, { width: 375, height: 812, path: '/settings' });
    await page.getByRole('list', { name: 'Mobile numbers' }).getByText('Confirmed').waitFor();
    await page.getByRole('button', { name: 'Text me a code' }).waitFor();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('a text message destination texts every confirmed number until Change numbers picks one', async () => {
    const page = await browser.signedInPage(account.owner, { path: '/settings/lead-delivery' });
    await page.getByRole('heading', { level: 1, name: 'Lead delivery' }).waitFor();
    await page.getByRole('button', { name: 'Add destination' }).click();
    await page.getByLabel('Send leads by').click();
    await page.getByRole('option', { name: 'Text message' }).click();
    await page.getByLabel('Name').fill('Dispatch');
    await page.getByRole('dialog').getByRole('button', { name: 'Add destination' }).click();
    const card = page.getByRole('region', { name: 'Dispatch' });
    await card.getByText('Every confirmed mobile number of the company').waitFor();

    await card.getByRole('button', { name: 'Change numbers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Numbers texted by Dispatch' });
    await dialog
      .getByRole('checkbox', { name: 'Every confirmed number, also ones confirmed later' })
      .uncheck();
    await dialog.getByRole('checkbox', { name: new RegExp(typed.replace(/[()]/g, '\\$&')) }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText(typed).waitFor();
  });
});
