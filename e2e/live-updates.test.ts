import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const CAMPAIGN = 'Moving Leads — Richmond';
const WAIT = { timeout: 20_000 };
const ALL_DAY = { from: '00:00', to: '24:00' };

/** `$1,727.05` → 172705 cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

async function api(path: string, token: string, body: unknown) {
  const response = await fetch(`${browser.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** The demo's lead campaign buys around the clock, so the test does not depend on the hour. */
async function openAllDay(): Promise<void> {
  const signedIn = await api('/users/proappLogin', '', { login: DEMO.email, password: DEMO.password });
  const token = signedIn.body.Data.token as string;
  const list = await fetch(`${browser.baseUrl}/api/campaigns`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((response) => response.json());
  const campaign = list.Data.campaigns.find((each: { nickname: string }) => each.nickname === CAMPAIGN);
  const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  const saved = await api('/company/saveCompanyHours', token, {
    campaignId: campaign.campaignId,
    timezone: 'America/New_York',
    hours: Object.fromEntries(days.map((day) => [day, [ALL_DAY]])),
  });
  expect(saved.status).toBe(200);
}

function postLead() {
  const key = readFileSync(join(inject('dataDir'), 'demo-publisher.key'), 'utf8').trim();
  const phone = `(804) 556-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  return fetch(`${browser.baseUrl}/api/marketplace/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-publisher-key': key },
    body: JSON.stringify({
      external_id: randomUUID(),
      first_name: 'Livia',
      last_name: 'Update',
      phone,
      email: 'livia@example.com',
      from_zip: '23219',
      to_zip: '23220',
      move_date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      move_size: '2 bedrooms',
      consent: {
        certificate_url: 'https://cert.example.com/e2e',
        consent_text: 'I agree to be contacted by movers.',
        captured_at: new Date().toISOString(),
        ip: '203.0.113.7',
        page_url: 'https://quotes.example.com/form',
      },
    }),
  });
}

async function signedInAt(path: string): Promise<Page> {
  const { page } = await browser.newPage();
  await signIn(page, DEMO);
  await page.waitForURL('**/campaigns/recent');
  await page.goto(path);
  return page;
}

const leadTotals = async (page: Page) => {
  const text = (await page.getByTestId('records-totals').textContent()) ?? '';
  const [count, amount] = text.split('·');
  return { count: Number((count ?? '').replace(/[^0-9]/g, '')), cents: cents(amount ?? '') };
};

describe('live updates', () => {
  it('shows a lead sold by the engine in the lead log and moves the wallet by its price, without a reload', async () => {
    await openAllDay();
    const log = await signedInAt('/lead-log/today');
    await expect.poll(() => log.getByTestId('records-totals').isVisible(), WAIT).toBe(true);
    const wallet = await signedInAt('/wallet');
    const gotIt = wallet.getByRole('button', { name: 'Got it' });
    if (await gotIt.isVisible().catch(() => false)) await gotIt.click();
    await expect.poll(() => wallet.getByTestId('wallet-balance').isVisible(), WAIT).toBe(true);
    const before = {
      totals: await leadTotals(log),
      balance: cents(await wallet.getByTestId('wallet-balance').textContent()),
    };

    const sold = await postLead();
    expect(sold.status).toBe(200);

    await expect.poll(async () => (await leadTotals(log)).count, WAIT).toBe(before.totals.count + 1);
    await expect.poll(() => log.getByText('Livia').first().isVisible(), WAIT).toBe(true);
    const price = (await leadTotals(log)).cents - before.totals.cents;
    expect(price).toBeGreaterThan(0);
    await expect
      .poll(async () => cents(await wallet.getByTestId('wallet-balance').textContent()), WAIT)
      .toBe(before.balance - price);
    await log.screenshot({ path: '/tmp/market2-live-lead-log.png' });
    await wallet.screenshot({ path: '/tmp/market2-live-wallet.png' });
  });
});
