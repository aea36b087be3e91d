import pg from 'pg';
import { describe, it } from 'vitest';
import { expectAccessible, openAs, useBrowser } from './support/browser';
import { serverDatabaseUrl } from './support/database';
import { DEMO_LIKE_CAMPAIGNS, useOwnAccount } from './support/own-account';

const browser = useBrowser();
/** A company with the demo's campaigns and a week of their calls and leads, of this file alone. */
const account = useOwnAccount({
  label: 'branded-dashboard',
  campaigns: DEMO_LIKE_CAMPAIGNS,
  history: { days: 7, perDay: 4 },
});
const BRANDED = 'Blue Ridge Branded Calls';
const WAIT = { timeout: 20_000 };

/**
 * A lead the branded campaign bought just now (a copy of one of the account's leads): "an hour ago"
 * was yesterday from midnight to 1 AM Eastern, and the dashboard shows today.
 */
async function addBrandedLead() {
  const client = new pg.Client({ connectionString: serverDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `insert into lead_records (account_id, campaign_id, campaign_name, time_created, first_name, last_name,
         phone, email, from_zip, to_zip, move_date, move_size, distance, status, payout_cents, charged)
       select account_id, $2, $3, now(), 'Brenda', 'Branded', phone, email, from_zip,
         to_zip, move_date, move_size, distance, status, payout_cents, charged
       from lead_records where account_id = $1 limit 1`,
      [account.accountId, account.campaignIds[BRANDED], BRANDED],
    );
  } finally {
    await client.end();
  }
}

describe('the branded dashboard', () => {
  it('shows the campaign’s branded calls and its leads', async () => {
    await addBrandedLead();
    const { page } = await browser.newPage();
    await openAs(page, account.owner, `/branded-dashboard/${account.campaignIds[BRANDED]}`, WAIT);
    await page.getByRole('heading', { name: `Branded calls: ${BRANDED}` }).waitFor(WAIT);
    await page.getByRole('grid', { name: 'Latest branded calls' }).waitFor(WAIT);
    const leads = page.getByRole('grid', { name: 'Latest leads' });
    await leads.getByText('Brenda Branded').waitFor(WAIT);
    await expectAccessible(page);
  });
});
