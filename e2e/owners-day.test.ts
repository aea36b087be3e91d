import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { serverDatabaseUrl } from './support/database';
import { DEMO_LIKE_CAMPAIGNS, useOwnAccount } from './support/own-account';

const browser = useBrowser();
/** A company with the demo's campaigns, of this file alone, without history: each test adds what it shows. */
const account = useOwnAccount({ label: 'owners-day', campaigns: DEMO_LIKE_CAMPAIGNS });
const BRANDED = 'Blue Ridge Branded Calls';
const CALLS = 'Local Moving Calls — Virginia';
const WAIT = { timeout: 20_000 };

async function withDatabase(run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverDatabaseUrl() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** `count` calls of a campaign, `minutesAgo` back, branded ones free and the others missed. */
async function addCalls(campaign: string, count: number, options: { isBranded: boolean }) {
  await withDatabase((client) =>
    client.query(
      `insert into call_records (account_id, campaign_id, campaign_name, is_branded, time_created, caller_phone,
         from_zip, to_zip, distance, duration_seconds, status, payout_cents, charged, not_charged_reason)
       select $1, $2, $3, $4, now() - make_interval(mins => n), '(555) 555-0100', '22030', '22031', 'local', 0,
         case when $4 then 'answered' else 'missed' end, 0, false, case when $4 then 'branded' else 'not_answered' end
       from generate_series(1, $5) as n`,
      [account.accountId, account.campaignIds[campaign], campaign, options.isBranded, count],
    ),
  );
}

describe('the owner’s day on the campaigns page', () => {
  it('shows the branded calls of today in Recent, with the month’s free calls', async () => {
    await addCalls(BRANDED, 3, { isBranded: true });
    const page = await browser.signedInPage(account.owner);
    const card = page.getByRole('article', { name: BRANDED, exact: true });
    await card.waitFor(WAIT);
    expect(await card.getByTestId('campaign-today').textContent()).toBe('3 branded calls today · $0.00');
    await card.getByTestId('branded-allowance').waitFor(WAIT);
    expect(await card.getByTestId('branded-allowance').textContent()).toBe(
      'Branded calls: 3 of 10 free this month',
    );
    expect(await card.getByText(/^Last call: /).count()).toBe(1);
  });

  it('flags a campaign with many missed calls on its card and the call log, and opens them', async () => {
    await addCalls(CALLS, 12, { isBranded: false });
    const page = await browser.signedInPage(account.owner, { path: '/campaigns/all' });
    const card = page.getByRole('article', { name: CALLS, exact: true });
    const flag = card.getByTestId('missed-calls-flag');
    await flag.waitFor(WAIT);
    expect(await flag.textContent()).toContain('12 missed calls in the last 7 days (100% of 12)');
    await flag.getByRole('link', { name: 'See them in the call log' }).click();
    await page.waitForURL(/\/call-log\/last-7-days\?.*f\.status=missed/, WAIT);
    const notice = page.getByTestId('missed-calls-notice');
    await notice.waitFor(WAIT);
    expect(await notice.textContent()).toContain(`${CALLS}: 12 missed calls in the last 7 days`);
  });

  it('says in which zone the spend card counts its days', async () => {
    const page = await browser.signedInPage(account.owner);
    await page.getByTestId('spend-zone').waitFor(WAIT);
    await page.getByLabel('Time zone').click();
    await page.getByRole('option', { name: 'Pacific' }).click();
    await page.getByText('Days in Pacific time, like the logs').waitFor(WAIT);
  });

  it('keeps the alerts the owner sets in Settings', async () => {
    const page = await browser.signedInPage(account.owner, { path: '/settings' });
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await alerts.getByLabel('Wallet under').fill('250');
    await alerts.getByLabel('Missed calls over').fill('30');
    await alerts.getByRole('button', { name: 'Save alerts' }).click();
    await page.getByText('Alerts saved').waitFor(WAIT);
    await page.reload();
    await page.getByRole('region', { name: 'Alerts' }).getByLabel('Wallet under').waitFor(WAIT);
    expect(await page.getByRole('region', { name: 'Alerts' }).getByLabel('Wallet under').inputValue()).toBe(
      '250',
    );
  });
});
