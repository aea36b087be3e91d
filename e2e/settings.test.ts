import { describe, expect, it } from 'vitest';
import { expectAccessible, gapsBetween, openAs, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';

const browser = useBrowser();
const account = useOwnAccount({ label: 'settings' });

describe('settings', () => {
  it('saves a notification delivery switch at once, keeps it after a reload, and lists the team', async () => {
    const { page } = await browser.newPage();
    await openAs(page, account.owner, '/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const sms = page.getByRole('switch', { name: 'Campaign created: Text message' });
    await sms.waitFor();
    expect(await sms.isChecked()).toBe(false);
    await expectAccessible(page);
    await sms.click();
    await page.getByText('Saved').first().waitFor();
    await page.reload();
    await page.getByRole('switch', { name: 'Campaign created: Text message' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Campaign created: Text message' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Campaign created: E-mail' }).isChecked()).toBe(true);
    await page.getByRole('list', { name: 'Team' }).getByText(account.owner.name).waitFor();
  });

  it('at 375 px lists each kind with its switches, without sideways scrolling', async () => {
    const { page } = await browser.newPage({ width: 375, height: 812 });
    await openAs(page, account.owner, '/settings');
    const email = page.getByRole('switch', { name: 'Minimum bids updated: E-mail' });
    await email.waitFor();
    expect(await email.isChecked()).toBe(false);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it.each([1440, 375])('at %i px spaces every card from the next alike (no empty band)', async (width) => {
    const { page } = await browser.newPage({ width, height: 900 });
    await openAs(page, account.owner, '/settings');
    await page.getByRole('region', { name: 'Activity' }).waitFor();
    await page.getByTestId('two-factor-status').waitFor();
    // The space from each card's bottom to the next card's top, Security's first.
    const gaps = await gapsBetween(page, 'main > section');
    expect(gaps.length).toBeGreaterThan(5);
    // The shell's own space between a page's parts (24 px), and no more anywhere.
    expect(gaps).toEqual(gaps.map(() => 24));
  });
});
