import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, signIn, useBrowser } from './support/browser';
import { runOperatorCommand, serverDatabaseUrl } from './support/database';

const browser = useBrowser();
const CAMPAIGN = 'Moving Leads — Richmond';

interface MinBidChange {
  campaignTypeId: number;
  distance: 'local' | 'long';
  oldCents: number;
  newCents: number;
}

/**
 * A phone not sent before in this run (a repeat is a duplicate, which no buyer takes): the last
 * four digits count up from a random start.
 */
const firstLine = Math.floor(Math.random() * 9_000);
let leadsSent = 0;
function uniquePhone(): string {
  return `(804) 556-${String(firstLine + leadsSent++).padStart(4, '0')}`;
}

/** One lead from the demo publisher, as the simulator sends them. */
function postLead() {
  const key = readFileSync(join(inject('dataDir'), 'demo-publisher.key'), 'utf8').trim();
  return fetch(`${browser.baseUrl}/api/marketplace/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-publisher-key': key },
    body: JSON.stringify({
      external_id: randomUUID(),
      first_name: 'Mina',
      last_name: 'Market',
      phone: uniquePhone(),
      email: 'mina@example.com',
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

/**
 * Room under every lead campaign's daily limit for the burst, as an owner raising limits would
 * make: what the demo's campaigns have left today depends on the hour (today's history is spent up
 * to now) and on earlier tests' leads, and a burst that runs into a limit is answered 422.
 */
async function raiseLeadLimits(): Promise<void> {
  const client = new pg.Client({ connectionString: serverDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `update campaigns set leads_limit_cents = leads_limit_cents + 1000000 where upper(parent) in ('HE', 'QR', 'MD')`,
    );
  } finally {
    await client.end();
  }
}

/**
 * The job works on this hour's slot and the schedule highlights this hour: a run across the top of
 * the hour (or beside the server's own run at minute 1) would compare two slots. Waits, at most
 * three minutes, until minute 2 when the clock is that close.
 */
async function awayFromTheHour(): Promise<void> {
  const now = new Date();
  const minute = now.getUTCMinutes();
  if (minute !== 59 && minute > 1) return;
  const untilMinuteTwo = (((62 - minute) % 60) * 60 - now.getUTCSeconds()) * 1000 + 1000;
  await new Promise((done) => setTimeout(done, untilMinuteTwo));
}

describe('minimum bids that follow the market', () => {
  it('traffic moves a minimum: the notice appears and View Schedule shows the new value', {
    timeout: 300_000,
  }, async () => {
    await awayFromTheHour();
    const { page } = await browser.newPage();
    await signIn(page, DEMO);
    await page.waitForURL('**/campaigns/recent');
    await page.goto('/campaigns/all');
    const card = page.getByRole('article', { name: CAMPAIGN, exact: true });
    await card.waitFor();
    const typeId = Number(await card.getAttribute('data-campaign-type-id'));
    expect(typeId).toBeGreaterThan(0);

    // A burst of local leads in this hour's slot: more supply than the slot's buyers take.
    await raiseLeadLimits();
    for (let i = 0; i < 40; i += 1) expect((await postLead()).status).toBe(200);
    // The hourly job, run now instead of at the next hour (the operator command).
    const output = runOperatorCommand('market-signals', ['minimums', String(typeId)]);
    const changes = JSON.parse(output.trim().split('\n').at(-1)!) as MinBidChange[];
    const local = changes.find((change) => change.distance === 'local');
    expect(local).toBeDefined();
    expect(local!.newCents).not.toBe(local!.oldCents);

    const notice = page.getByRole('dialog', { name: 'Minimum bids were updated' });
    await notice.waitFor({ timeout: 20_000 });
    await notice.getByRole('button', { name: 'View Schedule' }).click();
    const schedule = page.getByTestId('bid-schedule');
    await schedule.getByRole('heading', { name: /Weekly Minimum Bid Schedule/ }).waitFor();
    const current = schedule.locator('[data-current="true"]');
    // The notice of the last slot that moved opens its schedule: this type's local one, or its
    // long-distance one when earlier tests' traffic moved that too.
    const moved = changes
      .filter((change) => change.campaignTypeId === typeId && change.newCents !== change.oldCents)
      .map((change) => (change.newCents / 100).toFixed(2));
    await expect.poll(async () => moved.includes((await current.textContent()) ?? '')).toBe(true);
  });
});
