import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openAs, useBrowser } from './support/browser';
import { DEMO_LIKE_CAMPAIGNS, useOwnAccount } from './support/own-account';

const browser = useBrowser();
const account = useOwnAccount({ label: 'list-failure', campaigns: DEMO_LIKE_CAMPAIGNS });
const WAIT = { timeout: 20_000 };
/** The campaign list's call (`GET /api/campaigns?timezone=…`), not its neighbours'. */
const CAMPAIGN_LIST = /\/api\/campaigns\?/;

async function failCampaignList(page: Page) {
  await page.route(CAMPAIGN_LIST, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        Status: 'error',
        Error: { code: 'INTERNAL', message: 'Something went wrong' },
      }),
    }),
  );
}

describe('the campaign list cannot be loaded', () => {
  it('says so with a Retry, logs the failure, and shows the campaigns once a retry succeeds', async () => {
    const { page } = await browser.newPage();
    await openAs(page, account.owner, '/campaigns/recent', WAIT);
    await failCampaignList(page);
    const logged: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/logs/create')) logged.push(request.postDataJSON());
    });
    await page.goto('/campaigns/all');
    const alert = page.getByRole('alert').filter({ hasText: /could not load your campaigns/i });
    await alert.waitFor(WAIT);
    expect(await page.getByText('Loading your campaigns…').count()).toBe(0);
    expect(await page.getByRole('progressbar', { name: 'Loading', exact: true }).count()).toBe(0);
    await expect
      .poll(() => logged)
      .toContainEqual(expect.objectContaining({ type: 'error', event: 'campaigns_load_failed' }));
    await expectAccessible(page);

    await page.unroute(CAMPAIGN_LIST);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('article', { name: 'Interstate Leads', exact: true }).waitFor(WAIT);
    expect(await alert.count()).toBe(0);
  });

  it('says so when the browser is offline, and shows them once it is back online', async () => {
    const { page, context } = await browser.newPage();
    await openAs(page, account.owner, '/campaigns/recent', WAIT);
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor(WAIT);
    await context.setOffline(true);
    // Another time zone: the list is read again, in that zone's times.
    await page.getByLabel('Time zone').click();
    await page.getByRole('option', { name: 'Pacific' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /could not load your campaigns/i });
    await alert.waitFor(WAIT);
    expect(await page.getByText('Loading your campaigns…').count()).toBe(0);
    await context.setOffline(false);
    await page.getByText(/\d+ of \d+ campaigns/).waitFor(WAIT);
    expect(await alert.count()).toBe(0);
  });
});
