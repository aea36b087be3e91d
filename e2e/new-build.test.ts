import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAs, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';

const browser = useBrowser();
const account = useOwnAccount({ label: 'new-build' });
const WAIT = { timeout: 20_000 };
const NOTICE = 'A new update is available, please refresh the page';

/**
 * The server answers a newer build than the one this page runs (a deployment while the portal
 * was closed, or while its socket was away): the browser learns it when its socket connects.
 */
async function deployedBuildIsNewer(page: Page) {
  await page.route('**/version.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ version: '9.9.9', buildId: 'a-newer-build' }),
    }),
  );
}

/** How many documents the page has loaded (a reload is one more). */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
}

describe('a browser that connects after a new build', () => {
  it('shows the notice with Refresh while the user is active; Refresh reloads the page', async () => {
    const { page } = await browser.newPage();
    await deployedBuildIsNewer(page);
    const loads = countLoads(page);
    await openAs(page, account.owner, '/campaigns/recent', WAIT);
    await page.getByText(NOTICE).waitFor(WAIT);
    expect(loads.count).toBe(1); // the login page; signing in loads no other document
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => loads.count, WAIT).toBe(2);
  });

  it('reloads by itself when the tab is hidden, once per build', async () => {
    const { page } = await browser.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { get: () => true });
    });
    await deployedBuildIsNewer(page);
    const loads = countLoads(page);
    await openAs(page, account.owner, '/campaigns/recent', WAIT);
    await expect.poll(() => loads.count, WAIT).toBe(2); // the login page, then the reload
    // The reloaded page still runs the older build (the server answers it): it offers the notice
    // instead of reloading again and again.
    await page.getByText(NOTICE).waitFor(WAIT);
    expect(loads.count).toBe(2);
  });
});
