import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };
/** Set to a folder to keep screenshots of the logs and the details (1440 and 375 px). */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
/** Where this file's lead comes from: only its campaign buys there among the other files' accounts. */
const FROM_ZIP = '24153';
const account = useOwnAccount({
  label: 'lead-detail',
  campaigns: [
    {
      group: 'leads',
      nickname: 'Moving Leads — Salem',
      leadType: 'Local',
      bidPercent: 500,
      leadsLimitCents: 10_000_000,
      zipCodes: [FROM_ZIP],
    },
    { group: 'calls', nickname: 'Local Moving Calls — Salem', leadType: 'Local', bidPercent: 10 },
  ],
  walletCents: 500_000,
  history: { days: 2, perDay: 6 },
});
const PHONE = `(540) 556-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
const PHONE_DIGITS = `+1${PHONE.replace(/\D/g, '')}`;

/** A lead of the demo publisher that names the company in its consent text, sold to this file's campaign. */
async function postLead() {
  const key = readFileSync(join(inject('dataDir'), 'demo-publisher.key'), 'utf8').trim();
  const response = await fetch(`${browser.baseUrl}/api/marketplace/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-publisher-key': key },
    body: JSON.stringify({
      external_id: randomUUID(),
      first_name: 'Dana',
      last_name: 'Consent',
      phone: PHONE,
      email: 'dana.consent@example.com',
      from_zip: FROM_ZIP,
      to_zip: '24016',
      move_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      move_size: '3 bedrooms',
      consent: {
        certificate_url: 'https://cert.example.com/lead-detail',
        consent_text: `I agree that ${account.companyName} and other movers may call and text me about my move.`,
        captured_at: new Date(Date.now() - 90_000).toISOString(),
        ip: '203.0.113.42',
        page_url: 'https://quotes.example.com/salem',
      },
    }),
  });
  expect(response.status).toBe(200);
}

beforeAll(postLead);

/** A signed-in page opened on `path`: the app loads once, on the page the test is about. */
async function signedIn(size: { width: number; height: number }, path: string): Promise<Page> {
  return browser.signedInPage(account.owner, { ...size, path });
}

/** Every row's cells of these columns show their whole text (no ellipsis). */
async function expectCellsUntruncated(page: Page, fields: string[]) {
  for (const field of fields) {
    const cells = page.locator(`.MuiDataGrid-main [role="gridcell"][data-field="${field}"]`);
    expect(await cells.count()).toBeGreaterThan(0);
    const cut = await cells.evaluateAll((elements) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.textContent),
    );
    expect({ field, cut }).toEqual({ field, cut: [] });
  }
}

async function screenshot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe('the lead log and the lead detail', () => {
  it('at 375 px: the lead card calls with one tap and opens the lead on a page of its own', async () => {
    const page = await signedIn({ width: 375, height: 812 }, '/lead-log/today');
    const card = page.getByRole('listitem').filter({ hasText: 'Dana Consent' });
    await expect.poll(() => card.isVisible(), WAIT).toBe(true);
    const call = card.getByRole('link', { name: `Call ${PHONE}` });
    expect(await call.getAttribute('href')).toBe(`tel:${PHONE_DIGITS}`);
    expect(await card.textContent()).toContain('3 bedrooms');
    expect(await card.textContent()).toContain(`${FROM_ZIP} → 24016`);
    await screenshot(page, 'lead-log-375');

    await card.getByRole('link', { name: 'Dana Consent' }).click();
    await page.waitForURL(/\/leads\/\d+$/);
    const detail = page.getByRole('main');
    await expect
      .poll(() => detail.getByRole('heading', { name: 'Dana Consent' }).isVisible(), WAIT)
      .toBe(true);
    expect(await detail.getByRole('link', { name: PHONE }).getAttribute('href')).toBe(`tel:${PHONE_DIGITS}`);
    expect(await detail.getByRole('link', { name: 'dana.consent@example.com' }).getAttribute('href')).toBe(
      'mailto:dana.consent@example.com',
    );
    expect(await detail.getByRole('region', { name: 'Consent' }).textContent()).toContain('203.0.113.42');
    await expectAccessible(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await screenshot(page, 'lead-detail-375');
  });

  it('at 1440 px: a row opens the side panel with the consent card, the company named in it highlighted', async () => {
    const page = await signedIn({ width: 1440, height: 900 }, '/lead-log/today');
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: 'Dana Consent' });
    await expect.poll(() => row.isVisible(), WAIT).toBe(true);
    await expectCellsUntruncated(page, [
      'time_created',
      'phone',
      'route',
      'move_date',
      'move_size',
      'campaign_name',
    ]);
    await screenshot(page, 'lead-log-1440');

    await row.locator('[data-field="campaign_name"]').click();
    await page.waitForURL(/\/leads\/\d+$/);
    const panel = page.getByRole('dialog', { name: 'Dana Consent' });
    await expect.poll(() => panel.isVisible(), WAIT).toBe(true);
    const consent = panel.getByRole('region', { name: 'Consent' });
    await expect.poll(() => consent.isVisible(), WAIT).toBe(true);
    expect(await consent.locator('mark').textContent()).toBe(account.companyName);
    expect(await consent.getByRole('link', { name: /cert\.example\.com/ }).getAttribute('href')).toBe(
      'https://cert.example.com/lead-detail',
    );
    expect(await panel.textContent()).toMatch(/Also sold to \d other movers?|Sold to you alone/);
    await expectAccessible(page);
    await screenshot(page, 'lead-detail-1440');

    // Closing goes back to the log; the keyboard opens the row again.
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/lead-log\//);
    // Back on the log its records may be read again; a cell focused before the new rows are
    // drawn loses its focus, so the keyboard waits for them, as the eye does.
    // The closed panel hands the focus back to the cell that opened it once it has gone, so the
    // keyboard waits for that too; a cell that loses its focus to a redraw is focused again.
    await expect.poll(() => panel.count(), WAIT).toBe(0);
    await expect.poll(() => page.getByRole('progressbar', { name: 'Loading records' }).count(), WAIT).toBe(0);
    const cell = row.locator('[data-field="campaign_name"]');
    await vi.waitFor(
      async () => {
        if (/\/leads\/\d+$/.test(page.url())) return;
        await cell.focus();
        expect(await cell.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/leads\/\d+$/, { timeout: 3_000 });
      },
      { timeout: 30_000, interval: 200 },
    );
  });

  it('opens /leads/:id directly, and after the login when signed out', async () => {
    const page = await signedIn({ width: 1440, height: 900 }, '/lead-log/today');
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: 'Dana Consent' });
    await expect.poll(() => row.isVisible(), WAIT).toBe(true);
    await row.click();
    await page.waitForURL(/\/leads\/\d+$/);
    const path = new URL(page.url()).pathname;

    const direct = await signedIn({ width: 1440, height: 900 }, path);
    await expect
      .poll(() => direct.getByRole('dialog', { name: 'Dana Consent' }).isVisible(), WAIT)
      .toBe(true);

    const { page: signedOut } = await browser.newPage({ width: 375, height: 812 });
    await signedOut.goto(path);
    await signedOut.waitForURL(/\/login\?next=/);
    await signedOut.getByLabel(/e-?mail/i).fill(account.owner.email);
    await signedOut.getByLabel(/password/i).fill(account.owner.password);
    await signedOut.getByRole('button', { name: /sign in|log in/i }).click();
    await signedOut.waitForURL(`**${path}`);
    await expect
      .poll(() => signedOut.getByRole('heading', { name: 'Dana Consent' }).isVisible(), WAIT)
      .toBe(true);
  });
});

describe('the call log and the call detail', () => {
  it('at 1440 px a row opens the call in the side panel with its outcome in plain words', async () => {
    const page = await signedIn({ width: 1440, height: 900 }, '/call-log/last-7-days');
    const row = page.locator('.MuiDataGrid-main .MuiDataGrid-row').first();
    await expect.poll(() => row.isVisible(), WAIT).toBe(true);
    await expectCellsUntruncated(page, ['time_created', 'caller_phone', 'route', 'campaign_name']);
    await screenshot(page, 'call-log-1440');
    await row.locator('[data-field="campaign_name"]').click();
    await page.waitForURL(/\/calls\/\d+$/);
    const panel = page.getByRole('dialog');
    await expect.poll(() => panel.getByText('Outcome').isVisible(), WAIT).toBe(true);
    expect(await panel.textContent()).toMatch(/Answered, talked|Missed|voicemail|Ringing|In progress/);
    await expectAccessible(page);
    await screenshot(page, 'call-detail-1440');
  });

  it('at 375 px a call card opens the call on its own page', async () => {
    const page = await signedIn({ width: 375, height: 812 }, '/call-log/last-7-days');
    const card = page.getByRole('list', { name: 'Records' }).getByRole('listitem').first();
    await expect.poll(() => card.isVisible(), WAIT).toBe(true);
    await screenshot(page, 'call-log-375');
    await card.getByRole('link').first().click();
    await page.waitForURL(/\/calls\/\d+$/);
    await expect.poll(() => page.getByText('Outcome').isVisible(), WAIT).toBe(true);
    await screenshot(page, 'call-detail-375');
  });
});
