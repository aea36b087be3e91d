import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openAs, useBrowser } from './support/browser';
import { serverDatabaseUrl } from './support/database';
import { DEMO_LIKE_CAMPAIGNS, useOwnAccount } from './support/own-account';

const browser = useBrowser();
const CALLS = 'Local Moving Calls — Virginia';
const RICHMOND = 'Moving Leads — Richmond';
/** A ZIP code no other file's offers come from: the paused campaign's offers are this file's alone. */
const OWN_ZIP = '99950';
/**
 * A company with the demo's campaigns, of this file alone, funded, with Richmond's leads from one
 * ZIP code of its own.
 */
const account = useOwnAccount({
  label: 'owner-control',
  campaigns: DEMO_LIKE_CAMPAIGNS.map((spec) =>
    spec.nickname === RICHMOND ? { ...spec, zipCodes: [OWN_ZIP] } : spec,
  ),
  walletCents: 250_000,
});
const WAIT = { timeout: 20_000 };
const offerIds: number[] = [];

async function withDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverDatabaseUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (offerIds.length > 0)
    await withDatabase((client) =>
      client.query('delete from marketplace_offers where id = any($1)', [offerIds]),
    );
});

/** A charged call of the campaign a minute ago, for `cents`: the week's spend the cap is checked against. */
async function addChargedCall(campaign: string, cents: number) {
  await withDatabase((client) =>
    client.query(
      `insert into call_records (account_id, campaign_id, campaign_name, is_branded, time_created, caller_phone,
         from_zip, to_zip, distance, duration_seconds, status, payout_cents, charged)
       values ($1, $2, $3, false, now() - interval '1 minute', '(555) 555-0100', '22030', '22031', 'local', 240,
         'answered', $4, true)`,
      [account.accountId, account.campaignIds[campaign], campaign, cents],
    ),
  );
}

/** The campaign switched off three days ago, as its switch records it, and `count` of its offers since. */
async function pausedWithOffers(campaign: string, count: number) {
  const campaignId = account.campaignIds[campaign];
  await withDatabase(async (client) => {
    await client.query(`update campaigns set is_active = false where id = $1`, [campaignId]);
    await client.query(
      `update campaign_pauses set paused_at = now() - interval '3 days' where campaign_id = $1 and resumed_at is null`,
      [campaignId],
    );
    const offers = await client.query<{ id: string }>(
      `insert into marketplace_offers (publisher_id, kind, external_id, created_at, phone, from_zip, to_zip,
         distance, is_branded, payload)
       select (select id from publishers order by id limit 1), 'lead', gen_random_uuid()::text,
         now() - make_interval(mins => n), '(804) 555-0100', $1, '22201', 'local', false, '{}'::jsonb
       from generate_series(1, $2) as n
       returning id`,
      [OWN_ZIP, count],
    );
    offerIds.push(...offers.rows.map((row) => Number(row.id)));
  });
}

/** A signed-in page opened on `path`: the app loads once, on the page the test is about. */
async function signedIn(size: { width: number; height: number }, path: string): Promise<Page> {
  const { page } = await browser.newPage(size);
  await openAs(page, account.owner, path, WAIT);
  return page;
}

describe('an owner’s weekly cap on the campaign card', () => {
  it('stops the campaign once the week’s spend passes the cap, with its pace, and buys again when cleared', async () => {
    await addChargedCall(CALLS, 30_000);
    const page = await signedIn({ width: 1440, height: 900 }, '/campaigns/all');
    const card = page.getByRole('article', { name: CALLS, exact: true });
    await card.waitFor(WAIT);
    const status = card.getByTestId('campaign-status');
    await expect.poll(() => status.textContent(), WAIT).toBe('Active');
    const cap = card.getByLabel('Weekly cap');
    await cap.fill('100');
    await cap.press('Enter');
    await expect.poll(() => status.textContent(), WAIT).toBe('Stopped: weekly cap');
    await expect.poll(() => card.getByText('$300 of $100 this week').isVisible(), WAIT).toBe(true);
    expect(
      await card.getByText(/It spent its weekly cap of \$100\.00 and buys again on Monday/).count(),
    ).toBe(1);

    // Kept after a reload: the server holds the cap.
    await page.reload();
    await expect.poll(() => status.textContent(), WAIT).toBe('Stopped: weekly cap');
    expect(await card.getByLabel('Weekly cap').inputValue()).toBe('100');

    await card.getByLabel('Weekly cap').fill('');
    await card.getByLabel('Weekly cap').press('Enter');
    await expect.poll(() => status.textContent(), WAIT).toBe('Active');
    await expect.poll(() => card.getByText('No cap').count(), WAIT).toBe(2);
  });
});

describe('a paused campaign’s missed opportunities on a phone', () => {
  it('counts the offers that came while it was switched off, with the action to switch it on', async () => {
    await pausedWithOffers(RICHMOND, 3);
    const page = await signedIn(
      { width: 375, height: 812 },
      `/leads-dashboard/${account.campaignIds[RICHMOND]}`,
    );
    const panel = page.getByRole('region', { name: 'Missed opportunities' });
    const paused = panel.getByTestId('missed-paused');
    await paused.waitFor(WAIT);
    expect(await paused.getByText('3 · The campaign was paused', { exact: true }).count()).toBe(1);
    expect(await paused.textContent()).toContain('Offers it buys came while the campaign was switched off.');
    // The panel's total also counts other files' offers outside this campaign's area (they share the market).
    await expect
      .poll(() => panel.textContent())
      .toMatch(/\d+ offers went elsewhere; the campaign bought 0\./);
    const switchOn = paused.getByRole('link', { name: 'Switch on' });
    expect(await switchOn.isVisible()).toBe(true);
    // Fits the phone's width.
    const box = await switchOn.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await switchOn.click();
    await page.waitForURL(`**/campaigns/recent?campaignId=${account.campaignIds[RICHMOND]}`, WAIT);
  });
});
