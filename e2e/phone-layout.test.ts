import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { DEMO_LIKE_CAMPAIGNS, useOwnAccount } from './support/own-account';

const browser = useBrowser();
/** A company with the demo's campaigns and five weeks of their calls and leads, of this file alone. */
const account = useOwnAccount({
  label: 'phone-layout',
  campaigns: DEMO_LIKE_CAMPAIGNS,
  walletCents: 250_000,
  history: { days: 35, perDay: 12 },
});
const PHONE = { width: 375, height: 812 };

/** Every page of the signed-in area (docs/product.md §2); the dashboards come from the cards' links. */
const FIXED_ROUTES = [
  '/campaigns/recent',
  '/campaigns/all',
  '/profile',
  '/paymentdetails',
  '/billing',
  '/call-log',
  '/free-branded-calls',
  '/lead-log',
  '/select-auth-contact',
  '/add-auth-contact',
  '/add-auth-contact-settings',
  '/add-card',
  '/settings',
  '/notifications',
  '/campaign-creation',
  '/wallet',
  '/tutorial',
];

async function signedInPhone(): Promise<Page> {
  return browser.signedInPage(account.owner, PHONE);
}

async function dashboardRoutes(page: Page): Promise<string[]> {
  await page.goto('/campaigns/all');
  await page.getByRole('article').first().waitFor();
  // The cards are added a few at a time; the list is busy until the last one is in.
  await page.locator('[aria-busy="false"]:has(article)').waitFor();
  const links = await page
    .getByRole('link', { name: /^Dashboard of / })
    .evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as unknown as { href: string }).href).pathname),
    );
  const byKind = new Map(links.map((path) => [path.split('/')[1], path]));
  return [...byKind.values()];
}

describe('the signed-in area at 375 px', () => {
  it('never scrolls sideways, on any page', async () => {
    const page = await signedInPhone();
    const dashboards = await dashboardRoutes(page);
    expect(dashboards.length).toBe(3);
    const wide: string[] = [];
    for (const route of [...FIXED_ROUTES, ...dashboards]) {
      await page.goto(route);
      // By tag, not role: a first-visit dialog (the wallet's welcome) hides the page from the role tree.
      await page.locator('h1').first().waitFor();
      // Let the page's data arrive and lay out (tables, cards, charts).
      await page.waitForLoadState('load');
      await page.waitForTimeout(700);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement!.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      if (scrollWidth > innerWidth) wide.push(`${route}: ${scrollWidth} > ${innerWidth}`);
    }
    expect(wide).toEqual([]);
  });

  it('shows each log record’s payout and whether it was charged', async () => {
    const page = await signedInPhone();
    for (const log of ['/call-log/last-7-days', '/lead-log/last-7-days']) {
      await page.goto(log);
      const records = page.getByRole('list', { name: 'Records' });
      const first = records.getByRole('listitem').first();
      await first.waitFor({ timeout: 20_000 });
      expect(await first.getByTestId('record-payout').textContent()).toMatch(/^(\$[\d,]+\.\d\d|—)$/);
      expect(await first.getByTestId('record-charged').textContent()).toMatch(/^(Charged|Not charged.*)$/);
      const box = (await first.getByTestId('record-charged').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
