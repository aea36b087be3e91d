import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccessible, openAs, useBrowser } from './support/browser';
import { serverDatabaseUrl } from './support/database';
import { DEMO_LIKE_CAMPAIGNS, useOwnAccount } from './support/own-account';

const browser = useBrowser();
const WAIT = { timeout: 20_000 };
const CAMPAIGN = 'Moving Leads — Richmond';
const BALANCE_CENTS = 250_000;
const account = useOwnAccount({
  label: 'buying-states',
  campaigns: DEMO_LIKE_CAMPAIGNS.filter((campaign) => campaign.nickname === CAMPAIGN),
  walletCents: BALANCE_CENTS,
});

/** The wallet emptied and the campaign's daily limit spent, straight in the database (as sales would leave them). */
let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: serverDatabaseUrl() });
  await client.connect();
});
afterAll(() => client?.end());

const setWallet = (cents: number) =>
  client.query('update wallets set balance_cents = $1 where account_id = $2', [cents, account.accountId]);

describe('campaigns that cannot buy say why', () => {
  it('says a campaign is stopped by the empty wallet and offers Add funds', async () => {
    await setWallet(0);
    const { page } = await browser.newPage({ width: 375, height: 800 });
    await openAs(page, account.owner, '/campaigns/all', WAIT);
    const card = page.getByRole('article', { name: CAMPAIGN, exact: true });
    await card.getByText('Stopped: out of funds').waitFor(WAIT);
    await card.getByText('Your wallet cannot pay for the next purchase').waitFor(WAIT);
    await page.getByTestId('spend-runway').getByRole('link', { name: 'Add funds' }).waitFor(WAIT);
    await expectAccessible(page);
  });

  it('says a campaign is stopped for today by its daily limit', async () => {
    await setWallet(BALANCE_CENTS);
    await client.query('update campaigns set leads_limit_cents = 1 where id = $1', [
      account.campaignIds[CAMPAIGN],
    ]);
    const { page } = await browser.newPage();
    await openAs(page, account.owner, '/campaigns/all', WAIT);
    const card = page.getByRole('article', { name: CAMPAIGN, exact: true });
    await card.getByText('Stopped for today: daily limit').waitFor(WAIT);
    await card.getByText('It reached its daily limit').waitFor(WAIT);
  });
});
