import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO, expectAccessible, signIn, useBrowser } from './support/browser';
import { serverDatabaseUrl } from './support/database';

const browser = useBrowser();
const WAIT = { timeout: 20_000 };
const CAMPAIGN = 'Moving Leads — Richmond';

/**
 * The demo owner's wallet emptied and one campaign's daily limit spent, straight in the database
 * (as sales would leave them), then put back as they were for the other test files.
 */
let client: pg.Client;
let saved: { balance: string; limit: string; campaignId: string };

beforeAll(async () => {
  client = new pg.Client({ connectionString: serverDatabaseUrl() });
  await client.connect();
  const { rows } = await client.query(
    `
    select w.balance_cents as balance, c.leads_limit_cents as limit, c.id as "campaignId"
    from users u join wallets w on w.account_id = u.home_account_id
    join campaigns c on c.account_id = u.home_account_id and c.nickname = $1
    where u.email = $2`,
    [CAMPAIGN, DEMO.email],
  );
  saved = rows[0];
});

afterAll(async () => {
  await client.query(
    'update wallets w set balance_cents = $1 from users u where u.home_account_id = w.account_id and u.email = $2',
    [saved.balance, DEMO.email],
  );
  await client.query('update campaigns set leads_limit_cents = $1 where id = $2', [
    saved.limit,
    saved.campaignId,
  ]);
  await client.end();
});

describe('campaigns that cannot buy say why', () => {
  it('says a campaign is stopped by the empty wallet and offers Add funds', async () => {
    await client.query(
      'update wallets w set balance_cents = 0 from users u where u.home_account_id = w.account_id and u.email = $1',
      [DEMO.email],
    );
    const { page } = await browser.newPage({ width: 375, height: 800 });
    await signIn(page, DEMO);
    await page.waitForURL('**/campaigns/recent', WAIT);
    await page.goto('/campaigns/all');
    const card = page.getByRole('article', { name: CAMPAIGN, exact: true });
    await card.getByText('Stopped: out of funds').waitFor(WAIT);
    await card.getByText('Your wallet cannot pay for the next purchase').waitFor(WAIT);
    await page.getByTestId('spend-runway').getByRole('link', { name: 'Add funds' }).waitFor(WAIT);
    await expectAccessible(page);
  });

  it('says a campaign is stopped for today by its daily limit', async () => {
    await client.query(
      'update wallets w set balance_cents = $1 from users u where u.home_account_id = w.account_id and u.email = $2',
      [saved.balance, DEMO.email],
    );
    await client.query('update campaigns set leads_limit_cents = 1 where id = $1', [saved.campaignId]);
    const { page } = await browser.newPage();
    await signIn(page, DEMO);
    await page.waitForURL('**/campaigns/recent', WAIT);
    await page.goto('/campaigns/all');
    const card = page.getByRole('article', { name: CAMPAIGN, exact: true });
    await card.getByText('Stopped for today: daily limit').waitFor(WAIT);
    await card.getByText('It reached its daily limit').waitFor(WAIT);
  });
});
