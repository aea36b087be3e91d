import { currentScheduleCell, hourLabel } from '@vanbid/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { DEMO_LIKE_CAMPAIGNS, useOwnAccount } from './support/own-account';

const browser = useBrowser();
const RICHMOND = 'Moving Leads — Richmond';
/** A company with the demo's campaigns (Richmond's leads from 4 ZIP codes), of this file alone. */
const account = useOwnAccount({
  label: 'campaigns',
  campaigns: DEMO_LIKE_CAMPAIGNS.map((spec) =>
    spec.nickname === RICHMOND ? { ...spec, zipCodes: ['23219', '23220', '23221', '23222'] } : spec,
  ),
  walletCents: 250_000,
});

const NAME = `E2E Leads ${Date.now().toString(36)}`;
const RENAMED = `${NAME} renamed`;
const DAY_HEADERS = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

/** A signed-in page opened on `path`: the app loads once, on the page the test is about. */
async function signedIn(path: string, size?: { width: number; height: number }) {
  return browser.signedInPage(account.owner, { ...size, path });
}

async function openAllCampaigns(size?: { width: number; height: number }): Promise<Page> {
  const page = await signedIn('/campaigns/all', size);
  await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
  return page;
}

const card = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

async function toast(page: Page, text: string | RegExp) {
  await expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
}

describe('creating a campaign', () => {
  it('joins an available campaign, sets it up and shows it live in the list', async () => {
    const page = await signedIn('/campaign-creation');
    await page.getByRole('heading', { name: '1. Choose a campaign' }).waitFor();
    await expectAccessible(page);
    await page
      .getByRole('radio', { name: /Leads: local moves in Ohio, Indiana, Michigan….*Lead source 2/ })
      .check();
    await page.getByLabel('Campaign name').fill(NAME);
    await page.getByLabel('Bid above the minimum').fill('12');
    await expect.poll(() => page.getByTestId('creation-bid-dollars').textContent()).toMatch(/your bid \$/);
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.waitForURL('**/campaigns/all');
    // Live within its hours, or on and saying when it buys: never "buying" outside its hours.
    await toast(
      page,
      new RegExp(
        `^${NAME} was created and is (live and within its buying hours now|on, outside its hours — buys from \\w{3} \\d)`,
      ),
    );
    // The server's notification, pushed through the socket from the outbox.
    await toast(
      page,
      new RegExp(`${NAME} is (live and within its buying hours now|on, outside its hours — buys from)`),
    );
    const created = card(page, NAME);
    await created.waitFor();
    expect(await created.getByRole('switch').isChecked()).toBe(true);
    expect(await created.getByLabel('Bid above minimum').inputValue()).toBe('12');
  });
});

describe('editing a campaign in the list', () => {
  it('renames it and moves its limit one step, and both stay after a reload', async () => {
    const page = await openAllCampaigns();
    const item = card(page, NAME);
    await item.getByRole('button', { name: `Rename ${NAME}` }).click();
    await item.getByLabel('Campaign name').fill(RENAMED);
    await item.getByLabel('Campaign name').press('Enter');
    await toast(page, 'Name saved');
    const renamed = card(page, RENAMED);
    const limitBefore = await renamed.getByTestId('leads-limit').textContent();
    await renamed.getByRole('slider').focus();
    await renamed.getByRole('slider').press('ArrowRight');
    await toast(page, `Daily limit of ${RENAMED} saved`);
    // The card draws a saved value in a transition after the answer, so it is read until it shows.
    const limitShown = () => renamed.getByTestId('leads-limit').textContent();
    await expect.poll(limitShown, { timeout: 20_000 }).not.toBe(limitBefore);
    const limitAfter = await limitShown();
    await page.reload();
    await card(page, RENAMED).waitFor();
    expect(await card(page, RENAMED).getByTestId('leads-limit').textContent()).toBe(limitAfter);
    await expectAccessible(page);
  });

  it('takes a typed limit, asks before a big raise, and takes it back with Undo', async () => {
    const page = await openAllCampaigns();
    const limit = card(page, RENAMED).getByRole('textbox', { name: 'Daily limit' });
    const before = await limit.inputValue();
    await limit.fill('2000');
    await limit.press('Enter');
    const question = page.getByRole('dialog', { name: 'Raise the daily limit to $2,000?' });
    await question.waitFor();
    await expectAccessible(page);
    await question.getByRole('button', { name: `Keep $${Number(before).toLocaleString('en-US')}` }).click();
    await expect.poll(() => limit.inputValue()).toBe(before);
    await limit.fill(String(Number(before) + 25));
    await limit.press('Enter');
    await toast(page, `Daily limit of ${RENAMED} saved`);
    await page.getByRole('button', { name: 'Undo' }).click();
    await toast(page, `Daily limit of ${RENAMED} back to`);
    await page.reload();
    await card(page, RENAMED).waitFor();
    expect(await card(page, RENAMED).getByRole('textbox', { name: 'Daily limit' }).inputValue()).toBe(before);
  });

  it('shows a lead campaign only its own settings and the area it buys from', async () => {
    const page = await openAllCampaigns();
    const leads = card(page, RENAMED);
    await leads.getByTestId('campaign-region').waitFor();
    expect(await leads.getByLabel('Concurrent calls').count()).toBe(0);
    expect(await leads.getByLabel('Timeout per call').count()).toBe(0);
    expect(await card(page, RICHMOND).getByTestId('campaign-region').textContent()).toBe(
      `Area: ${RICHMOND} area · 4 ZIP codes (23219, 23220, 23221…)`,
    );
  });

  it('pauses it with an Undo that switches it back on, and the Undo survives a reload', async () => {
    const page = await openAllCampaigns();
    await card(page, RENAMED).getByRole('switch').click();
    await toast(page, `${RENAMED} is paused and buys nothing.`);
    // The toast is shown as the pause is sent; the card shows it once the list's cache is patched.
    await expect
      .poll(() => card(page, RENAMED).getByTestId('campaign-status').textContent())
      .toMatch(/^Paused( by \S+ on \w{3} \d{1,2})?$/);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => card(page, RENAMED).getByRole('switch').isChecked()).toBe(true);
    await toast(page, 'Campaign switched on');
    await page.reload();
    await card(page, RENAMED).waitFor();
    expect(await card(page, RENAMED).getByRole('switch').isChecked()).toBe(true);
  });

  it('explains a bid over 500% in place instead of dropping it', async () => {
    const page = await openAllCampaigns();
    const bid = card(page, RENAMED).getByLabel('Bid above minimum');
    await bid.fill('650');
    await bid.press('Tab');
    await card(page, RENAMED).getByText('Not saved: at most 500%. The saved value is 12%.').waitFor();
    expect(await bid.inputValue()).toBe('650');
    await bid.press('Escape');
    await expect.poll(() => bid.inputValue()).toBe('12');
  });

  it('shows today’s purchases and spend on each card, and highlights ?campaignId=', async () => {
    const page = await openAllCampaigns();
    const id = await card(page, RENAMED).getAttribute('data-campaign-id');
    expect(await card(page, RENAMED).getByTestId('campaign-today').textContent()).toMatch(
      /^\d+ leads? today · \$[\d,]+\.\d{2}$/,
    );
    await page.goto(`/campaigns?campaignId=${id}`);
    const highlighted = page.locator('[data-highlighted="true"]');
    await highlighted.waitFor();
    expect(await highlighted.getAttribute('aria-label')).toBe(RENAMED);
    // Never bought, so last of all and (without the scroll) far below the fold.
    const isInView = () =>
      highlighted.evaluate((element) => {
        const top = element.getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight;
      });
    await expect.poll(isInView).toBe(true);
  });

  it('switches it off, and it stays off after a reload and shows under Inactive', async () => {
    const page = await openAllCampaigns();
    await card(page, RENAMED).getByRole('switch').click();
    await toast(page, `${RENAMED} is paused and buys nothing.`);
    await page.reload();
    await card(page, RENAMED).waitFor();
    expect(await card(page, RENAMED).getByRole('switch').isChecked()).toBe(false);
    await page.goto('/campaigns/inactive');
    await card(page, RENAMED).waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
  });
});

describe('the Weekly Minimum Bid Schedule', () => {
  it('on desktop: 24 rows in the user’s zone, the current cell highlighted, a live clock, persistent', async () => {
    const page = await openAllCampaigns();
    await card(page, RENAMED)
      .getByRole('button', { name: `Bid schedule of ${RENAMED}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('heading', { name: 'Weekly Minimum Bid Schedule: Moving leads · Local' })
      .waitFor();
    await dialog.locator('tbody tr').first().waitFor();
    expect(await dialog.locator('tbody tr').count()).toBe(24);
    const current = dialog.locator('[aria-current="time"]');
    expect(await current.count()).toBe(1);
    const cell = currentScheduleCell('America/New_York');
    const row = dialog.locator('tbody tr:has([aria-current="time"])');
    expect(await row.locator('th').textContent()).toBe(hourLabel(cell.hour));
    const column = await current.evaluate(
      (element) => (element as unknown as { cellIndex: number }).cellIndex,
    );
    expect(await dialog.locator('thead th').nth(column).textContent()).toBe(DAY_HEADERS[cell.day]);
    expect(await dialog.getByTestId('schedule-bid-percent').textContent()).toContain('12% above the minimum');
    const clock = dialog.getByTestId('schedule-clock');
    expect(await clock.textContent()).toContain('Eastern');
    const first = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 3000 }).not.toBe(first);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close the schedule' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('at 375 px: a bottom sheet that springs back from a short drag and closes past 100 px', async () => {
    const page = await openAllCampaigns({ width: 375, height: 812 });
    await card(page, RENAMED)
      .getByRole('button', { name: `Bid schedule of ${RENAMED}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[aria-current="time"]').waitFor();
    const handle = page.getByTestId('bid-schedule-handle');
    const box = (await handle.boundingBox())!;
    const drag = async (distance: number) => {
      await page.mouse.move(box.x + box.width / 2, box.y + 10);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, box.y + 10 + distance, { steps: 8 });
      await page.mouse.up();
    };
    await drag(60);
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    await drag(160);
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });
});

describe('the minimum-bid update notice', () => {
  it('opens on MIN_BID_UPDATE and leads to the schedule', async () => {
    const page = await openAllCampaigns();
    await card(page, RENAMED).waitFor();
    await page.evaluate("window.dispatchEvent(new CustomEvent('MIN_BID_UPDATE', { detail: {} }))");
    const notice = page.getByRole('status', { name: 'Minimum bids were updated' });
    await notice.waitFor();
    // A notice, not a dialog: the page stays reachable (a modal hid every card until closed).
    expect(await card(page, RENAMED).count()).toBe(1);
    await notice.getByRole('button', { name: 'View Schedule' }).click();
    await page.getByRole('heading', { name: /Weekly Minimum Bid Schedule/ }).waitFor();
  });
});
