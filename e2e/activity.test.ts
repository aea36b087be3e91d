import { describe, expect, it } from 'vitest';
import { DEMO, expectAccessible, openAs, useBrowser } from './support/browser';
import { chooseStatesOnCard } from './support/campaign-area';
import { DEMO_LIKE_CAMPAIGNS, useOwnAccount } from './support/own-account';

const browser = useBrowser();

describe('Settings → Activity', () => {
  it('shows who changed what in words, marks Vanbid support, and filters to support’s changes', async () => {
    const { page } = await browser.newPage();
    await openAs(page, DEMO, '/settings');
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
    await openAs(page, DEMO, '/settings/activity');
    await page
      .getByRole('list', { name: 'Changes' })
      .getByText('Status of Interstate Leads: Active → Paused')
      .waitFor();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

const RICHMOND = 'Moving Leads — Richmond';
/** The demo's Richmond lead campaign from 4 ZIP codes, of this file alone (its area changes). */
const account = useOwnAccount({
  label: 'activity-area',
  campaigns: DEMO_LIKE_CAMPAIGNS.filter((spec) => spec.nickname === RICHMOND).map((spec) => ({
    ...spec,
    zipCodes: ['23219', '23220', '23221', '23222'],
  })),
  walletCents: 100_000,
});
/** Set to a folder to keep a screenshot of the Activity page with the area change. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

describe('Settings → Activity: a campaign’s area', () => {
  it('names the states chosen on the card and the ZIP template they replaced', async () => {
    const { page } = await browser.newPage();
    await openAs(page, account.owner, '/campaigns/all');
    await chooseStatesOnCard(page, RICHMOND, ['Ohio', 'Indiana', 'Michigan']);

    await page.goto('/settings/activity');
    await page
      .getByRole('table', { name: 'Changes' })
      .getByText(`Area of ${RICHMOND}: ${RICHMOND} area · 4 ZIP codes → Ohio, Indiana, Michigan`)
      .waitFor();
    await expectAccessible(page);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/activity-area-1440.png` });
  });
});
