import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openAs, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';
import { signInAsSupport } from './support/support-staff';

const browser = useBrowser();
/** A company with the demo's two authorized contacts (the last one cannot be removed). */
const account = useOwnAccount({ label: 'account', hasContacts: true });
const WAIT = { timeout: 20_000 };

describe('the owner’s account', () => {
  it('adds, changes and removes an authorized contact from settings', async () => {
    const { page } = await browser.newPage();
    await openAs(page, account.owner, '/settings', WAIT);
    const contacts = page.getByRole('region', { name: 'Authorized contacts' });
    await contacts.getByRole('link', { name: 'Add' }).click();
    await page.waitForURL('**/add-auth-contact-settings', WAIT);
    const email = `dana-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill('Reyes');
    await page.getByLabel('Phone number').fill('8045550123');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Add contact' }).click();
    await page.waitForURL('**/settings', WAIT);
    await contacts.getByText('Dana Reyes').waitFor(WAIT);

    await contacts.getByRole('link', { name: 'Edit Dana Reyes' }).click();
    await page.getByLabel('First name').fill('Dina');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/settings', WAIT);
    await contacts.getByText('Dina Reyes').waitFor(WAIT);

    await contacts.getByRole('button', { name: 'Remove Dina Reyes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this authorized contact?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => contacts.getByText('Dina Reyes').count(), WAIT).toBe(0);
  });

  it('uploads a picture that the header shows at once, refusing a file that is not an image', async () => {
    const { page } = await browser.newPage({ width: 375, height: 800 });
    await openAs(page, account.owner, '/profile', WAIT);
    const picture = page.getByRole('region', { name: 'Picture, logo and time zone' });
    await picture.getByLabel('Upload a picture').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await picture.getByText('This file is not a PNG, JPEG or WebP image').waitFor(WAIT);
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    await picture
      .getByLabel('Upload a picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Picture saved').waitFor(WAIT);
    await expect
      .poll(() => page.locator('#user-menu-button img').getAttribute('src'), WAIT)
      .toMatch(/^blob:/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('sends feedback that support reads in the console, and support finds the account', async () => {
    const owner = (await browser.newPage()).page;
    await openAs(owner, account.owner, '/campaigns/recent', WAIT);
    await owner.getByRole('button', { name: /Account menu/ }).click();
    await owner.getByRole('menuitem', { name: 'Send feedback' }).click();
    const message = `Please show the caller's city (${randomUUID().slice(0, 6)})`;
    const dialog = owner.getByRole('dialog', { name: 'Send feedback' });
    await dialog.getByLabel('Your message').fill(message);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await owner.getByText('your feedback reached our support team').waitFor(WAIT);

    const { page: support, context: supportContext } = await browser.newPage();
    await signInAsSupport(support, supportContext, browser.baseUrl);
    await support.waitForURL('**/support/id-reviews', WAIT);
    await support.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feedback' }).click();
    await support.getByText(message).waitFor(WAIT);
    await support.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }).click();
    await support.getByLabel('Company or e-mail').fill(account.owner.email);
    const found = support.getByRole('list', { name: 'Matching companies' }).getByRole('listitem').first();
    await found.getByRole('button', { name: 'Activity' }).click();
    await support
      .getByRole('dialog')
      .getByText(/Demo|Test|Movers|Moving/)
      .first()
      .waitFor(WAIT);
    await expectAccessible(support);
  });
});
