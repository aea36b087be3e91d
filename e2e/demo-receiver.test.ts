import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openAs, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';

const browser = useBrowser();
const account = useOwnAccount({ label: 'demo-receiver', campaigns: [], walletCents: 10_000 });
const WAIT = { timeout: 30_000 };
const DESTINATION = 'Demo receiver CRM';
/** Set to a folder to keep screenshots of the receiver page (1440 and 375 px). */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function screenshot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** The receiver's cards: one a POST it got. */
const receivedList = (page: Page) => page.getByRole('list', { name: 'Received webhooks' });

describe('the demo webhook receiver page', () => {
  it('shows nothing received yet, then a test lead sent to the demo webhook, opened from Lead delivery', async () => {
    const { page } = await browser.newPage();
    await openAs(page, account.owner, '/dev/webhooks', WAIT);
    await page.getByText('Nothing received yet.').waitFor(WAIT);
    await screenshot(page, 'demo-receiver-empty-1440');

    await page.getByRole('link', { name: 'Go to Lead delivery' }).click();
    await page.getByRole('button', { name: 'Add destination' }).click();
    await page.getByLabel('Send leads by').click();
    await page.getByRole('option', { name: 'Webhook (your CRM)' }).click();
    await page.getByLabel('Name').fill(DESTINATION);
    await page.getByLabel('URL').fill(`${browser.baseUrl}/api/dev/webhooks`);
    await page.getByRole('dialog').getByRole('button', { name: 'Add destination' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    const card = page.getByRole('region', { name: DESTINATION });
    await card.getByRole('button', { name: 'Send a test lead' }).click();
    await card.getByText('Test lead delivered.').waitFor(WAIT);

    await page.getByRole('link', { name: 'Open the demo receiver' }).click();
    await page.waitForURL('**/dev/webhooks');
    const received = receivedList(page).getByRole('listitem').first();
    await received.getByText(DESTINATION).waitFor(WAIT);
    await received.getByText('Signature verified').waitFor();
    expect(await received.getByText(/^Message id: msg_/).count()).toBe(1);
    const body = received.locator('pre');
    expect(await body.isVisible()).toBe(false); // folded
    await received.getByText('Show the body').click();
    await expect.poll(() => body.textContent()).toContain('"first_name": "Test"');
    await expectAccessible(page);
    await screenshot(page, 'demo-receiver-1440');
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const { page } = await browser.newPage({ width: 375, height: 812 });
    await openAs(page, account.owner, '/dev/webhooks', WAIT);
    const received = receivedList(page).getByRole('listitem').first();
    await received.getByText(DESTINATION).waitFor(WAIT);
    await received.getByText('Show the body').click();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'demo-receiver-375');
    await page.goto('/settings/lead-delivery');
    await page.getByRole('link', { name: 'Open the demo receiver' }).waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'lead-delivery-375');
  });
});
