import { describe, expect, it } from 'vitest';
import { DEMO, expectAccessible, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

describe('Settings → Activity', () => {
  it('shows who changed what in words, marks Vanbid support, and filters to support’s changes', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO);
    await page.waitForURL('**/campaigns/recent');
    await page.goto('/settings');
    await page.getByRole('link', { name: 'View activity' }).click();
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    const table = page.getByRole('table', { name: 'Changes' });
    await table.getByText('Bid on Local Moving Calls — Virginia: 10% → 15%').waitFor();
    const supportRow = table.getByRole('row').filter({ hasText: 'Daily limit on Moving Leads — Richmond' });
    expect(await supportRow.getByText('Vanbid support').count()).toBe(1);
    await expectAccessible(page);

    await page.getByLabel('Who').selectOption('Vanbid support');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await table.getByText('Dana Whitfield').count()).toBe(0);
  });

  it('at 375 px shows each change as a card, without sideways scrolling', async () => {
    const { page } = await browser.newPage({ width: 375, height: 812 });
    await signIn(page, DEMO);
    await page.waitForURL('**/campaigns/recent');
    await page.goto('/settings/activity');
    await page
      .getByRole('list', { name: 'Changes' })
      .getByText('Status of Interstate Leads: Active → Paused')
      .waitFor();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
