import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openAs, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';

const browser = useBrowser();
const RICHMOND = 'Moving Leads — Richmond';
const INTERSTATE = 'Interstate Leads';
/** Two lead campaigns, Richmond's from 4 ZIP codes; of this file alone. */
const account = useOwnAccount({
  label: 'campaign-regions',
  campaigns: [
    {
      group: 'leads',
      nickname: RICHMOND,
      leadType: 'Local',
      bidPercent: 10,
      leadsLimitCents: 90_000,
      zipCodes: ['23219', '23220', '23221', '23222'],
    },
    {
      group: 'leads',
      nickname: INTERSTATE,
      leadType: 'Long Distance',
      bidPercent: 5,
      leadsLimitCents: 60_000,
    },
  ],
  walletCents: 250_000,
});
/** Set to a folder to keep screenshots of the dialog and the card (1440 and 375 px). */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function screenshot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}

const SIZES = [
  {
    label: 'desktop',
    width: 1440,
    height: 900,
    campaign: RICHMOND,
    before: 'Area: Moving Leads — Richmond area',
  },
  { label: 'phone', width: 375, height: 812, campaign: INTERSTATE, before: 'Area: Anywhere (no area set)' },
] as const;

describe.each(SIZES)('a campaign’s region from its card ($label, $width px)', (size) => {
  it('changes the area to states and the card names them', async () => {
    const { page } = await browser.newPage({ width: size.width, height: size.height });
    await openAs(page, account.owner, '/campaigns/all');
    const card = page.getByRole('article', { name: size.campaign, exact: true });
    const region = card.getByTestId('campaign-region');
    // Polls the whole card's text, so a failure shows what the card said instead.
    await expect.poll(() => card.innerText(), { timeout: 30_000 }).toContain(size.before);
    expect((await region.textContent())?.startsWith(size.before)).toBe(true);

    await card.getByRole('button', { name: `Change the hours and area of ${size.campaign}` }).click();
    const dialog = page.getByRole('dialog', { name: `Hours and area of ${size.campaign}` });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'States', exact: true }).click();
    const states = dialog.getByRole('combobox', { name: 'States' });
    for (const name of ['Ohio', 'Indiana', 'Michigan']) {
      await states.fill(name.slice(0, 4));
      await page.getByRole('option', { name, exact: true }).click();
    }
    await screenshot(page, `region-dialog-${size.width}`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => region.textContent()).toBe('Area: Ohio, Indiana, Michigan');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `region-card-${size.width}`);
    // Saved on the server: the same after a reload.
    await page.reload();
    await region.waitFor();
    expect(await region.textContent()).toBe('Area: Ohio, Indiana, Michigan');
  });

  it('changes the area to miles around a ZIP and the card names the ZIP and its town', async () => {
    const { page } = await browser.newPage({ width: size.width, height: size.height });
    await openAs(page, account.owner, '/campaigns/all');
    const card = page.getByRole('article', { name: size.campaign, exact: true });
    await card.getByRole('button', { name: `Change the hours and area of ${size.campaign}` }).click();
    const dialog = page.getByRole('dialog', { name: `Hours and area of ${size.campaign}` });
    await dialog.getByRole('combobox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'Within N miles of a ZIP', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Around ZIP code' }).fill('43215');
    await dialog.getByRole('textbox', { name: 'Miles' }).fill('50');
    await dialog.getByText('Columbus, OH').waitFor();
    await screenshot(page, `radius-dialog-${size.width}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const region = card.getByTestId('campaign-region');
    await expect.poll(() => region.textContent()).toBe('Area: Within 50 mi of 43215 Columbus, OH');
  });
});

describe.each(SIZES)('a new campaign’s region ($label, $width px)', (size) => {
  it('creates a campaign that buys within miles of a ZIP, and its card says so', async () => {
    const { page } = await browser.newPage({ width: size.width, height: size.height });
    await openAs(page, account.owner, '/campaign-creation');
    await page.getByRole('heading', { name: '1. Choose a campaign' }).waitFor();
    // One offer per size: an account joins an offer once.
    const source = size.width === 1440 ? 'Lead source 2' : 'Lead source 3';
    await page
      .getByRole('radio', { name: new RegExp(`Leads: local moves in Ohio, Indiana, Michigan….*${source}`) })
      .check();
    const name = `Columbus ${size.width} ${Date.now().toString(36)}`;
    await page.getByLabel('Campaign name').fill(name);
    await page.getByRole('combobox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'Within N miles of a ZIP', exact: true }).click();
    await page.getByRole('textbox', { name: 'Around ZIP code' }).fill('43215');
    await page.getByRole('textbox', { name: 'Miles' }).fill('25');
    await page.getByText('Columbus, OH').waitFor();
    await page.getByRole('textbox', { name: 'Miles' }).scrollIntoViewIfNeeded();
    await screenshot(page, `creation-radius-${size.width}`);
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.waitForURL('**/campaigns/all');
    const region = page.getByRole('article', { name, exact: true }).getByTestId('campaign-region');
    await expect.poll(() => region.textContent()).toBe('Area: Within 25 mi of 43215 Columbus, OH');
  });
});
