import { EASTERN_TIME_ZONE, nextBuyingStart, WEEKDAYS, weekdayTime } from '@vanbid/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openAs, useBrowser } from './support/browser';
import { DEMO_LIKE_CAMPAIGNS, useOwnAccount } from './support/own-account';

const browser = useBrowser();
const RICHMOND = 'Moving Leads — Richmond';
const INTERSTATE = 'Interstate Leads';
const RICHMOND_AREA = `${RICHMOND} area · 4 ZIP codes (23219, 23220, 23221…)`;
/** Campaigns that buy around the clock, Richmond's from 4 ZIP codes; of this file alone. */
const account = useOwnAccount({
  label: 'campaign-control',
  campaigns: DEMO_LIKE_CAMPAIGNS.map((spec) =>
    spec.nickname === RICHMOND ? { ...spec, zipCodes: ['23219', '23220', '23221', '23222'] } : spec,
  ),
  walletCents: 250_000,
});
/** Set to a folder to keep screenshots of the cards and the dialogs (1440 and 375 px). */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

async function screenshot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}

/** Tomorrow's weekday in Eastern time: a campaign buying only then is outside its hours now. */
function tomorrowEastern() {
  const today = new Intl.DateTimeFormat('en-US', { timeZone: EASTERN_TIME_ZONE, weekday: 'long' }).format(
    new Date(),
  );
  const index = (DAY_NAMES.indexOf(today) + 1) % 7;
  return { day: WEEKDAYS[index]!, name: DAY_NAMES[index]! };
}

const SIZES = [
  { label: 'desktop', width: 1440, height: 900, campaign: RICHMOND, area: 'Anywhere the campaign covers' },
  { label: 'phone', width: 375, height: 812, campaign: INTERSTATE, area: /^Moving Leads — Richmond area/ },
] as const;

describe.each(SIZES)('campaign control on the card ($label, $width px)', (size) => {
  it('changes the hours and area from the card, and the status says when it buys again', async () => {
    const { page } = await browser.newPage({ width: size.width, height: size.height });
    await openAs(page, account.owner, '/campaigns/all');
    const card = page.getByRole('article', { name: size.campaign, exact: true });
    await card.waitFor();
    const status = card.getByTestId('campaign-status');
    await expect.poll(() => status.textContent()).toBe('Active');
    expect(await card.getByTestId('campaign-hours').textContent()).toBe(
      'Hours (Eastern): Mon–Sun 00:00–24:00',
    );

    await card.getByRole('button', { name: `Change the hours and area of ${size.campaign}` }).click();
    const dialog = page.getByRole('dialog', { name: `Hours and area of ${size.campaign}` });
    await dialog.waitFor();
    const tomorrow = tomorrowEastern();
    for (const name of DAY_NAMES) {
      const box = dialog.getByRole('checkbox', { name });
      if ((await box.isChecked()) !== (name === tomorrow.name)) await box.click();
    }
    // Only that day is left, so its range is the only From and To.
    await dialog.getByRole('combobox', { name: 'From' }).click();
    await page.getByRole('option', { name: '08:00', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'To' }).click();
    await page.getByRole('option', { name: '20:00', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'ZIP template' }).click();
    await page.getByRole('option', { name: size.area }).click();
    await screenshot(page, `hours-area-dialog-${size.width}`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const hours = { [tomorrow.day]: [{ from: '08:00', to: '20:00' }] };
    const next = nextBuyingStart(hours, new Date());
    const expected = `Outside its hours — buys again ${weekdayTime(next!, EASTERN_TIME_ZONE)}`;
    await expect.poll(() => status.textContent()).toBe(expected);
    const shortDay = tomorrow.name.slice(0, 3);
    expect(await card.getByTestId('campaign-hours').textContent()).toBe(
      `Hours (Eastern): ${shortDay} 08:00–20:00`,
    );
    const area = size.campaign === RICHMOND ? 'Anywhere (no area set)' : RICHMOND_AREA;
    expect(await card.getByTestId('campaign-region').textContent()).toBe(`Area: ${area}`);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `card-outside-hours-${size.width}`);

    // Saved on the server: the same after a reload.
    await page.reload();
    await card.waitFor();
    await expect.poll(() => status.textContent()).toBe(expected);

    await card.getByRole('switch').click();
    const pausedOn = new Intl.DateTimeFormat('en-US', {
      timeZone: EASTERN_TIME_ZONE,
      month: 'short',
      day: 'numeric',
    }).format(new Date());
    const firstName = account.owner.name.split(' ')[0];
    await expect.poll(() => status.textContent()).toBe(`Paused by ${firstName} on ${pausedOn}`);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `card-paused-${size.width}`);
  });

  it('shows the thank-you page as a consumer sees it on a desktop and on a phone', async () => {
    const { page } = await browser.newPage({ width: size.width, height: size.height });
    await openAs(page, account.owner, '/campaigns/all');
    const card = page.getByRole('article', { name: size.campaign, exact: true });
    await card.getByRole('button', { name: `Thank-you page of ${size.campaign}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Thank-you page' });
    const desktop = dialog.getByRole('img', { name: /on a desktop, 1280×800/ });
    await desktop.waitFor();
    expect(await desktop.textContent()).toContain(
      `Thank you! ${account.companyName} will contact you shortly.`,
    );
    await screenshot(page, `thank-you-desktop-${size.width}`);
    await dialog.getByRole('button', { name: 'Mobile' }).click();
    await dialog.getByRole('img', { name: /on a phone, 375×667/ }).waitFor();
    await expectAccessible(page);
    await screenshot(page, `thank-you-mobile-${size.width}`);
  });
});
