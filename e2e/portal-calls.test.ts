import { describe, expect, it } from 'vitest';
import { expectAccessible, openAs, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';

const browser = useBrowser();
/** A company set up with the sandbox Visa card 4242 (its wallet funded from it), of this file alone. */
const account = useOwnAccount({ label: 'portal-calls', walletCents: 10_000 });
const WAIT = { timeout: 20_000 };

describe('calls the portal makes where a user feels them (#29)', () => {
  it('offers Vanbid’s phone numbers, lists scheduled e-mails, and says at once what is taken or saved', async () => {
    const { page } = await browser.newPage();
    await openAs(page, account.owner);

    // Help: the support number to call, from the user menu.
    await page.getByRole('button', { name: /Account menu/ }).click();
    const support = page.getByRole('menuitem', { name: /Call support/ });
    await expect.poll(() => support.isVisible(), WAIT).toBe(true);
    expect(await support.getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    await page.keyboard.press('Escape');

    // Settings: the e-mails about to go, and the invite dialog says an e-mail is taken.
    await page.goto('/settings');
    const scheduled = page.getByRole('region', { name: 'Scheduled e-mails' });
    await expect.poll(() => scheduled.isVisible(), WAIT).toBe(true);
    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite to the team' });
    await dialog.getByLabel('E-mail').fill(account.owner.email);
    await dialog.getByLabel('E-mail').blur();
    await expect.poll(() => dialog.getByText(/This e-mail is taken/).isVisible(), WAIT).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Adding the card the company already has: refused at once, nothing saved.
    await page.goto('/add-card');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry month').selectOption('12');
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByLabel('Street address').fill('100 Main Street');
    await page.getByLabel('ZIP code').fill('23219');
    await page.getByLabel('City').fill('Richmond');
    await page.getByLabel('State').selectOption('VA');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect.poll(() => page.getByText(/is already saved on this account/).isVisible(), WAIT).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/add-card');
  });
});
