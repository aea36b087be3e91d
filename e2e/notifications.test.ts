import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';

const browser = useBrowser();
/** A company with the demo's notifications (two unread), of this file alone. */
const account = useOwnAccount({ label: 'notifications', hasNotifications: true });

async function openNotifications(size?: { width: number; height: number }): Promise<Page> {
  const page = await browser.signedInPage(account.owner, { ...size, path: '/notifications' });
  await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  await page.getByRole('list', { name: 'Notifications' }).waitFor();
  return page;
}

/** The list item of the notification whose title is `title` (the seeded ones are unique). */
const item = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('notifications', () => {
  it('marks one unread and read again, and keeps it after a reload', async () => {
    const page = await openNotifications();
    await expectAccessible(page);
    const failed = item(page, 'Auto-recharge failed');
    await failed.getByText('Important').waitFor();
    await page.getByRole('button', { name: 'Mark as unread: Auto-recharge failed' }).click();
    await page.getByRole('button', { name: 'Mark as read: Auto-recharge failed' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Mark as read: Auto-recharge failed' }).waitFor();
    const badge = page.getByRole('navigation', { name: 'Main' }).getByLabel(/\d+ unread/);
    await badge.waitFor();
    await page.getByRole('button', { name: 'Mark as read: Auto-recharge failed' }).click();
    await page.getByRole('button', { name: 'Mark as unread: Auto-recharge failed' }).waitFor();
  });

  it('deletes one only after confirmation', async () => {
    const page = await openNotifications();
    const title = 'Minimum bids updated';
    await page.getByRole('button', { name: `Delete: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this notification?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await item(page, title).count()).toBe(1);
    await page.getByRole('button', { name: `Delete: ${title}` }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await item(page, title).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('list', { name: 'Notifications' }).waitFor();
    expect(await item(page, title).count()).toBe(0);
  });

  it('marks all read at 375 px, and the unread tab says so', async () => {
    const page = await openNotifications({ width: 375, height: 812 });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText(/notifications? marked as read/).waitFor();
    await page.getByRole('button', { name: 'Mark as unread: Campaign created' }).first().waitFor();
    expect(await page.getByRole('button', { name: /^Mark as read: / }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Unread' }).click();
    await page.getByText('You have read every notification.').waitFor();
  });

  for (const size of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ])
    it(`opens a notification's subject at ${size.width} px: Add funds leads to the wallet, a title to the campaigns`, async () => {
      const page = await openNotifications(size);
      const failed = item(page, 'Auto-recharge failed');
      await failed.getByText('Needs action').waitFor();
      await failed.getByRole('link', { name: 'Add funds' }).click();
      await page.waitForURL('**/wallet');
      await page.goBack();
      // (Minimum bids updated is deleted by an earlier test of this file.)
      await page.getByRole('link', { name: 'Campaign created' }).first().click();
      await page.waitForURL(/\/campaigns/);
    });
});
