import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openAs, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';

const browser = useBrowser();
/** Where this file's leads come from: only its campaign buys there among the other files' accounts. */
const FROM_ZIP = '24011';
/**
 * A lead campaign of this file's company that buys only leads from its area, at the top bid so
 * that it is among any lead's buyers, with money for many.
 */
const account = useOwnAccount({
  label: 'live-updates',
  campaigns: [
    {
      group: 'leads',
      nickname: 'Moving Leads — Roanoke',
      leadType: 'Local',
      bidPercent: 500,
      leadsLimitCents: 10_000_000,
      zipCodes: [FROM_ZIP],
    },
  ],
  walletCents: 500_000,
});
const WAIT = { timeout: 20_000 };

/** `$1,727.05` → 172705 cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

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
      from_zip: FROM_ZIP,
      to_zip: '24012',
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
  await openAs(page, account.owner, path);
  return page;
}

const leadTotals = async (page: Page) => {
  const text = (await page.getByTestId('records-totals').textContent()) ?? '';
  const [count, amount] = text.split('·');
  return { count: Number((count ?? '').replace(/[^0-9]/g, '')), cents: cents(amount ?? '') };
};

describe('live updates', () => {
  it('shows a lead sold by the engine in the lead log and moves the wallet by its price, without a reload', async () => {
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
