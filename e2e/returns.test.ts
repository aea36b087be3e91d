import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openAs, useBrowser } from './support/browser';
import { serverDatabaseUrl } from './support/database';
import { useOwnAccount } from './support/own-account';
import { signInAsSupport } from './support/support-staff';

const browser = useBrowser();
const WAIT = { timeout: 30_000 };
/** Where this file's leads come from: only its campaign buys there among the other files' accounts. */
const FROM_ZIP = '24501';
const account = useOwnAccount({
  label: 'returns',
  campaigns: [
    {
      group: 'leads',
      nickname: 'Moving Leads — Lynchburg',
      leadType: 'Local',
      bidPercent: 500,
      leadsLimitCents: 10_000_000,
      zipCodes: [FROM_ZIP],
    },
  ],
  walletCents: 500_000,
});
let client: pg.Client;

const phone = () => `(434) 555-${String(1000 + Math.floor(Math.random() * 9000))}`;

/** A lead of the demo publisher sold to this file's campaign; its record id. */
async function soldLead(): Promise<number> {
  const key = readFileSync(join(inject('dataDir'), 'demo-publisher.key'), 'utf8').trim();
  const response = await fetch(`${browser.baseUrl}/api/marketplace/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-publisher-key': key },
    body: JSON.stringify({
      external_id: randomUUID(),
      first_name: 'Rita',
      last_name: 'Again',
      phone: phone(),
      email: 'rita@example.com',
      from_zip: FROM_ZIP,
      to_zip: '24502',
      move_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      move_size: '2 bedrooms',
      consent: {
        certificate_url: 'https://cert.example.com/returns',
        consent_text: 'I agree that movers may call me about my move.',
        captured_at: new Date(Date.now() - 90_000).toISOString(),
        ip: '203.0.113.9',
        page_url: 'https://quotes.example.com/lynchburg',
      },
    }),
  });
  expect(response.status).toBe(200);
  const found = await client.query<{ id: string }>(
    'select max(id) as id from lead_records where account_id = $1',
    [account.accountId],
  );
  return Number(found.rows[0]!.id);
}

let duplicate = 0;
let other = 0;

beforeAll(async () => {
  client = new pg.Client({ connectionString: serverDatabaseUrl() });
  await client.connect();
  const first = await soldLead();
  duplicate = await soldLead();
  other = await soldLead();
  // The first lead's person came back through another source: the second is a duplicate.
  await client.query(
    'update lead_records set phone = (select phone from lead_records where id = $1) where id = $2',
    [duplicate, first],
  );
  // Enough purchases this month for a return that support decides (the highest cap, half of 4).
  await soldLead();
  await client.query('update accounts set return_cap_percent = 50 where id = $1', [account.accountId]);
});

afterAll(() => client?.end());

describe('returning a lead', () => {
  it('credits a duplicate at once: the detail, the wallet and Transactions show it without a reload', async () => {
    const { page } = await browser.newPage();
    await openAs(page, account.owner, '/wallet', WAIT);
    const balance = page.getByText('$5,000.00').first();
    await balance.waitFor(WAIT);

    await page.goto(`/leads/${duplicate}`);
    await page.getByRole('button', { name: 'Return' }).click(WAIT);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(/This month: 0 of \d+ returns used/).count(), WAIT).toBe(1);
    await dialog.getByLabel('Duplicate').check();
    await dialog.getByRole('button', { name: 'Return lead' }).click();
    await page
      .getByText(/^Returned — credited \$/)
      .first()
      .waitFor(WAIT);

    // The detail is a drawer over the log: closed, the menu leads on within the app (no reload).
    // (Escape would not close it here: the Return button that had the focus became the credited chip.)
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('link', { name: 'Transactions' }).first().click(WAIT);
    await page.getByText(`Credit — returned lead #${duplicate} (Duplicate)`).waitFor(WAIT);
  });

  it('lets support refuse a claim nobody can check, and the owner sees the refusal', async () => {
    const { page } = await browser.newPage();
    await openAs(page, account.owner, `/leads/${other}`, WAIT);
    await page.getByRole('button', { name: 'Return' }).click(WAIT);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Not moving').check();
    await dialog.getByRole('button', { name: 'Return lead' }).click();
    await page.getByText('Return waiting for review').first().waitFor(WAIT);

    const staff = await browser.newPage();
    await signInAsSupport(staff.page, staff.context, browser.baseUrl);
    await staff.page.waitForURL((url) => !url.pathname.startsWith('/login'), WAIT);
    await staff.page.goto('/support/returns');
    const card = staff.page.locator('section', { hasText: `Lead #${other} ·` });
    await card.waitFor(WAIT);
    await card.getByLabel('Reason for the decision').fill('The customer asked for a quote on the call');
    await card.getByRole('button', { name: 'Refuse' }).click();
    await card.waitFor({ state: 'detached', ...WAIT });

    await page.goto('/returns');
    const row = page.getByRole('row', { name: new RegExp(`Lead #${other}`) });
    await expect
      .poll(() => row.getByText('The customer asked for a quote on the call').count(), WAIT)
      .toBe(1);
    await expect.poll(() => row.getByText('Vanbid support').count(), WAIT).toBe(1);
  });
});
