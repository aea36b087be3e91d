import { describe, expect, it } from 'vitest';
import { expectAccessible, openAs, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };
const account = useOwnAccount({ label: 'return-settings', campaigns: [], walletCents: 10_000 });
/** Set to a folder to keep screenshots of the Returns settings (1440 and 375 px). */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

describe('Settings → Returns', () => {
  it('shows the defaults, refuses a window over 30 days by its field, and saves with the keyboard', async () => {
    const { page } = await browser.newPage();
    await openAs(page, account.owner, '/settings', WAIT);
    const section = page.getByRole('region', { name: 'Returns' });
    const leads = section.getByLabel('Leads can be returned for');
    await expect.poll(() => leads.inputValue(), WAIT).toBe('7');
    expect(await section.getByLabel('Calls can be returned for').inputValue()).toBe('3');
    expect(await section.getByLabel('Monthly return cap').inputValue()).toBe('10');
    if (SCREENSHOTS) await section.screenshot({ path: `${SCREENSHOTS}/return-settings-1440.png` });

    await leads.fill('31');
    await section.getByRole('button', { name: 'Save return settings' }).click();
    await section.getByText('At most 30 days').waitFor(WAIT);
    if (SCREENSHOTS) await section.screenshot({ path: `${SCREENSHOTS}/return-settings-error-1440.png` });

    await leads.fill('14');
    await leads.press('Tab');
    await section.getByLabel('Calls can be returned for').fill('2');
    await section.getByLabel('Monthly return cap').fill('8');
    await section.getByLabel('Monthly return cap').press('Enter');
    await page.getByText('Return settings saved').waitFor(WAIT);
    await expectAccessible(page);

    await page.reload();
    await expect.poll(() => page.getByLabel('Leads can be returned for').inputValue(), WAIT).toBe('14');
    expect(await page.getByLabel('Calls can be returned for').inputValue()).toBe('2');
    expect(await page.getByLabel('Monthly return cap').inputValue()).toBe('8');
  });

  it('at 375 px fits without sideways scrolling', async () => {
    const { page } = await browser.newPage({ width: 375, height: 812 });
    await openAs(page, account.owner, '/settings', WAIT);
    const section = page.getByRole('region', { name: 'Returns' });
    await section.getByLabel('Monthly return cap').waitFor(WAIT);
    await section.scrollIntoViewIfNeeded();
    if (SCREENSHOTS) await section.screenshot({ path: `${SCREENSHOTS}/return-settings-375.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
