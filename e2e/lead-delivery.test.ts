import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible, gapsBetween, openAs, useBrowser } from './support/browser';
import { useOwnAccount } from './support/own-account';
import { supportSession } from './support/support-staff';

const browser = useBrowser();
/** Where this file's leads come from: only its campaign buys there among the other files' accounts. */
const FROM_ZIP = '23320';
const account = useOwnAccount({
  label: 'lead-delivery',
  campaigns: [
    {
      group: 'leads',
      nickname: 'Moving Leads — Chesapeake',
      leadType: 'Local',
      bidPercent: 500,
      leadsLimitCents: 10_000_000,
      zipCodes: [FROM_ZIP],
    },
  ],
  walletCents: 500_000,
});
const WAIT = { timeout: 30_000 };
const TEAM_EMAIL = `sales-${randomUUID().slice(0, 8)}@movers.test`;
const LAST_NAME = `Delivered${randomUUID().slice(0, 6)}`;

function postLead() {
  const key = readFileSync(join(inject('dataDir'), 'demo-publisher.key'), 'utf8').trim();
  return fetch(`${browser.baseUrl}/api/marketplace/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-publisher-key': key },
    body: JSON.stringify({
      external_id: randomUUID(),
      first_name: 'Dora',
      last_name: LAST_NAME,
      phone: `(757) 556-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
      email: 'dora@example.com',
      from_zip: FROM_ZIP,
      to_zip: '23321',
      move_date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      move_size: '3 bedrooms',
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

/** The owner's token for API calls (the owner of this file's account has no two-factor step). */
async function ownerToken(): Promise<string> {
  const response = await fetch(`${browser.baseUrl}/api/users/proappLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: account.owner.email, password: account.owner.password }),
  });
  return (await response.json()).Data.token;
}

/** The built-in demo receiver's page: what this account's webhook destinations posted to it. */
async function receiverPageOf(token: string): Promise<string> {
  const response = await fetch(`${browser.baseUrl}/api/dev/webhooks`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.text();
}

async function mailsTo(to: string): Promise<{ subject: string }[]> {
  const { token } = await supportSession(browser.baseUrl);
  const response = await fetch(`${browser.baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).Data.mails;
}

describe('lead delivery', () => {
  it('the owner adds an e-mail and a webhook destination; a sold lead reaches the receiver and the mailbox, and its detail shows the delivery record', async () => {
    const { page } = await browser.newPage();
    await openAs(page, account.owner, '/settings/lead-delivery');
    await page.getByRole('heading', { level: 1, name: 'Lead delivery' }).waitFor();

    await page.getByRole('button', { name: 'Add destination' }).click();
    await page.getByLabel('Name').fill('Sales team');
    await page.getByLabel('E-mail addresses').fill(TEAM_EMAIL);
    await page.getByRole('dialog').getByRole('button', { name: 'Add destination' }).click();
    await page.getByRole('region', { name: 'Sales team' }).waitFor();

    await page.getByRole('button', { name: 'Add destination' }).click();
    await page.getByLabel('Send leads by').click();
    await page.getByRole('option', { name: 'Webhook (your CRM)' }).click();
    await page.getByLabel('Name').fill('Our CRM');
    await page.getByLabel('URL').fill(`${browser.baseUrl}/api/dev/webhooks`);
    await page.getByRole('dialog').getByRole('button', { name: 'Add destination' }).click();
    await page.getByRole('heading', { name: 'Your signing secret' }).waitFor();
    await expect.poll(() => page.getByText(/^whsec_/).textContent()).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('region', { name: 'Our CRM' }).waitFor();
    // The destinations are spaced by the shell's own gap between a page's parts, like Settings'.
    expect(await gapsBetween(page, 'main > section')).toEqual([24]);
    await expectAccessible(page);

    expect((await postLead()).status).toBe(200);
    const token = await ownerToken();
    await expect.poll(async () => (await receiverPageOf(token)).includes(LAST_NAME), WAIT).toBe(true);
    await expect
      .poll(async () => (await mailsTo(TEAM_EMAIL)).map((mail) => mail.subject).join(), WAIT)
      .toContain(LAST_NAME);

    await page.getByRole('region', { name: 'Our CRM' }).getByRole('link', { name: 'Delivery log' }).click();
    await page.getByRole('link', { name: `Dora ${LAST_NAME}` }).waitFor(WAIT);
    await expect.poll(() => page.getByText('Delivered').first().isVisible(), WAIT).toBe(true);

    // The lead's detail shows where it went: both destinations, delivered.
    await page.getByRole('link', { name: `Dora ${LAST_NAME}` }).click();
    await page.waitForURL('**/leads/*');
    const record = page.getByRole('list', { name: 'Delivery record' });
    await record.waitFor(WAIT);
    // One item per destination (each item lists its attempts inside).
    const destinations = record.locator(':scope > li');
    await expect.poll(() => destinations.count(), WAIT).toBe(2);
    for (const name of ['Sales team', 'Our CRM']) {
      const item = destinations.filter({ hasText: name });
      await expect
        .poll(() => item.getByText('Delivered', { exact: true }).first().isVisible(), WAIT)
        .toBe(true);
    }
  });
});
