import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadedText, expectAccessible, useBrowser } from './support/browser';
import { DEMO_LIKE_CAMPAIGNS, useOwnAccount } from './support/own-account';

const browser = useBrowser();
/** A company with the demo's campaigns and five weeks of their calls and leads, of this file alone. */
const account = useOwnAccount({
  label: 'statistics',
  campaigns: DEMO_LIKE_CAMPAIGNS,
  walletCents: 250_000,
  history: { days: 35, perDay: 12 },
});
const CAMPAIGN = 'Local Moving Calls — Virginia';

/** A signed-in page opened on `path`: the app loads once, on the page the test is about. */
async function signedInPage(path: string) {
  return browser.signedInPage(account.owner, { path });
}

const totalsText = (page: Page) => page.getByTestId('records-totals').textContent();
const countOf = (text: string | null) => Number((text ?? '').split(' ')[0]!.replaceAll(',', ''));
const rowIds = (page: Page) =>
  page
    .locator('.MuiDataGrid-main .MuiDataGrid-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));
const cellTexts = (page: Page, field: string) =>
  page.locator(`.MuiDataGrid-main [role="gridcell"][data-field="${field}"]`).allTextContents();

async function choosePeriod(page: Page, preset: string) {
  await page.locator('#period-select').click();
  await page.getByRole('option', { name: preset, exact: true }).click();
}

describe('the call log', () => {
  it('filters by a preset and a campaign, pages, sorts, exports the CSV, and keeps the view on reload', async () => {
    const page = await signedInPage('/call-log/last-7-days');
    await expect
      .poll(() => totalsText(page), { timeout: 20_000 })
      .toMatch(/^[1-9][\d,]* calls · \$[\d,]+\.\d\d$/);
    await expect.poll(() => page.locator('#period-select').textContent()).toContain('Last 7 days');
    const allCalls = countOf(await totalsText(page));
    await expectAccessible(page);

    await page.getByLabel('Campaigns').click();
    await page.getByRole('option', { name: CAMPAIGN }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/campaigns=\d+/);
    await expect.poll(async () => countOf(await totalsText(page))).toBeLessThan(allCalls);
    await expect
      .poll(async () => {
        const names = await cellTexts(page, 'campaign_name');
        return names.length > 0 && names.every((name) => name === CAMPAIGN);
      })
      .toBe(true);
    const calls = countOf(await totalsText(page));
    expect(calls).toBeGreaterThan(50);

    const firstPage = await rowIds(page);
    expect(firstPage).toHaveLength(50);
    await page.getByRole('button', { name: /next page/i }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(async () => (await rowIds(page)).some((id) => firstPage.includes(id))).toBe(false);

    await page.getByRole('columnheader', { name: 'Payout' }).click();
    await page.waitForURL(/sort=payout%3Aasc/);
    await expect
      .poll(async () => {
        const payouts = (await cellTexts(page, 'payout')).filter((text) => text !== '—');
        const amounts = payouts.map((text) => Number(text.replace(/[$,]/g, '')));
        return (
          amounts.length > 0 && amounts.every((amount, index) => index === 0 || amounts[index - 1]! <= amount)
        );
      })
      .toBe(true);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = (await downloadedText(download)).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Record ID,Time (Eastern),Campaign,Campaign ID,Caller,Caller phone,From ZIP,To ZIP,Distance,Duration (seconds),Status,Payout (USD),Charged',
    );
    expect(lines).toHaveLength(calls + 1);
    expect(lines.slice(1).every((line) => line.includes(`,${CAMPAIGN},`))).toBe(true);

    const url = page.url();
    await page.reload();
    await expect.poll(async () => countOf(await totalsText(page)), { timeout: 20_000 }).toBe(calls);
    expect(page.url()).toBe(url);
    await expect.poll(() => page.locator('#period-select').textContent()).toContain('Last 7 days');
  });

  it('follows the header’s period selector in the URL', async () => {
    const page = await signedInPage('/call-log');
    await page.waitForURL('**/call-log/today');
    await choosePeriod(page, 'Yesterday');
    await page.waitForURL('**/call-log/yesterday');
    await expect.poll(() => totalsText(page), { timeout: 20_000 }).toMatch(/calls · \$/);
  });
});

describe('a campaign dashboard', () => {
  it('shows the KPIs, the charts and the latest calls of the campaign', async () => {
    const page = await signedInPage(`/calls-dashboard/${account.campaignIds[CAMPAIGN]}`);
    await choosePeriod(page, 'Last 30 days');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toContain(CAMPAIGN);
    await expect
      .poll(() => page.getByRole('region', { name: 'Key figures' }).textContent())
      .toMatch(/Spend\$[\d,]+/);
    for (const chart of [
      'chart-calls-over-time',
      'chart-spend-over-time',
      'chart-by-hour-of-day',
      'chart-by-weekday',
    ]) {
      await expect.poll(() => page.getByTestId(chart).locator('svg').count()).toBeGreaterThan(0);
    }
    await expect
      .poll(() => page.getByTestId('chart-calls-over-time').locator('rect, path').count())
      .toBeGreaterThan(10);
    await expect.poll(async () => (await cellTexts(page, 'campaign_name')).length).toBeGreaterThan(0);
    await expectAccessible(page);
  });
});
