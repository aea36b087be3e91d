import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openAs, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';
import { supportSession } from './support/support-staff';

const browser = useBrowser();
const account = useOwnAccount({ label: 'team' });
const WAIT = { timeout: 20_000 };

/** The invitation link in the newest e-mail to `to` (the local outbox, read as support staff). */
async function mailedLink(to: string): Promise<string> {
  const { token } = await supportSession(browser.baseUrl);
  let text = '';
  await expect
    .poll(async () => {
      const response = await fetch(`${browser.baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      text = (await response.json()).Data.mails[0]?.text ?? '';
      return text;
    }, WAIT)
    .toContain('accept-invite');
  const url = /(https?:\/\/\S+accept-invite\?token=[A-Za-z0-9_-]+)/.exec(text)![1]!;
  return new URL(url).pathname + new URL(url).search;
}

async function invite(
  page: Page,
  email: string,
  role: string,
  joinsAs: 'Team member' | 'Authorized contact',
) {
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to the team' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Role').click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await dialog.getByLabel('Joins as').click();
  await page.getByRole('option', { name: joinsAs }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`Invitation sent to ${email}`).waitFor(WAIT);
}

async function createSignIn(page: Page, name: string) {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel(/^Password\s*\*?$/).fill('a long password 1');
  await page.getByLabel('Password again').fill('a long password 1');
  await page.getByRole('button', { name: 'Create my sign-in' }).click();
}

describe('the owner invites the team', () => {
  it('invites a sales manager and a contact from settings; each opens the e-mailed link in a fresh browser and joins', async () => {
    const owner = (await browser.newPage()).page;
    await openAs(owner, account.owner, '/settings', WAIT);
    const manager = `sales-${randomUUID().slice(0, 8)}@example.com`;
    const contact = `contact-${randomUUID().slice(0, 8)}@example.com`;
    await invite(owner, manager, 'Sales Manager', 'Team member');
    await invite(owner, contact, 'Other', 'Authorized contact');
    await owner.getByRole('region', { name: 'Invited, not joined yet' }).getByText(manager).waitFor(WAIT);
    await expectAccessible(owner);

    // The sales manager: a new sign-in, then the portal, without the money buttons.
    const salesPage = (await browser.newPage()).page;
    await salesPage.goto(await mailedLink(manager));
    await salesPage.waitForURL('**/new-user', WAIT);
    await createSignIn(salesPage, 'Sam Sales');
    await salesPage.waitForURL('**/campaigns/recent', WAIT);
    await salesPage.goto('/wallet');
    await salesPage.getByTestId('money-role-note').waitFor(WAIT);
    expect(await salesPage.getByRole('button', { name: 'Add funds' }).isVisible()).toBe(false);
    await salesPage.goto('/paymentdetails');
    await salesPage.getByRole('heading', { name: 'Saved payment options' }).waitFor(WAIT);
    expect(await salesPage.getByRole('link', { name: 'Add payment method' }).count()).toBe(0);

    // The owner removes the sales manager: their open portal signs out at once, without a reload.
    await owner.reload();
    await owner.getByRole('button', { name: 'Remove Sam Sales from the team' }).click();
    await owner
      .getByRole('dialog', { name: 'Remove Sam Sales?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await owner.getByText('Sam Sales was removed from the team').waitFor(WAIT);
    await salesPage.waitForURL('**/login**', WAIT);

    // The contact: a new sign-in, then only ID verification and the insertion order.
    const contactPage = (await browser.newPage({ width: 375, height: 800 })).page;
    await contactPage.goto(await mailedLink(contact));
    await contactPage.waitForURL('**/invited-user/1', WAIT);
    await createSignIn(contactPage, 'Cleo Contact');
    await contactPage.waitForURL('**/invited-user/2', WAIT);
    await contactPage.getByRole('link', { name: 'Verify my ID' }).click();
    await contactPage.waitForURL('**/wizard/3', WAIT);
    // On a phone the step menu is folded behind a button naming the open step of the contact's two.
    const menu = contactPage.getByRole('navigation', { name: 'Setup steps' });
    await menu.getByRole('button', { name: 'Step 1 of 2: ID Verification' }).click();
    await menu.getByText('1. ID Verification').waitFor(WAIT);
    expect(await menu.getByText('Company Info').count()).toBe(0);

    // A used link lands on the login page, saying so.
    const again = (await browser.newPage()).page;
    await again.goto(await mailedLink(contact));
    await again.waitForURL('**/login', WAIT);
    await again.getByText(/invitation link is not valid/).waitFor(WAIT);
  });
});
