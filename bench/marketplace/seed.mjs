// The bench's market: 200 advertisers, each a funded wallet and 10 lead campaigns (local and long
// distance, most with a ZIP area (a state), one in ten anywhere, bids 0–100 % over the minimum, daily limits $75–$7,675,
// ten times that for the campaigns that take any area: enough for most of a minute at 1,000 leads/s,
// so the figure measures selling more than quick unsold answers).
import { WEEKDAYS } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import { postMovement } from '../../apps/api/src/features/wallet/ledger.ts';
import {
  createAccount,
  createCampaign,
  createGeoTemplate,
  createMinHourlyBids,
} from '../../apps/api/src/seed/factories.ts';

export const ADVERTISERS = 200;
export const CAMPAIGNS_EACH = 10;
const ALL_DAY = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from: '00:00', to: '24:00' }]]));
const AREA_STATES = ['VA', 'GA', 'NC', 'SC', 'TN', 'FL', 'MD', 'NY', 'TX', 'CA'];

export async function seedMarket(db) {
  await createMinHourlyBids(db, { campaignTypeId: 2, distance: 'local', baseCents: 1100 });
  await createMinHourlyBids(db, { campaignTypeId: 2, distance: 'long', baseCents: 1900 });
  const areas = [];
  for (const state of AREA_STATES)
    areas.push(
      await createGeoTemplate(db, {
        accountId: null,
        name: `${state} movers`,
        zipCodes: zipcodes.lookupByState(state).map((zip) => zip.zip),
      }),
    );
  for (let index = 0; index < ADVERTISERS; index++) {
    const account = await createAccount(db, { name: `Bench Movers ${index}` });
    // One advertiser in ten runs dry during the bench: the wallet must stop at zero, never below.
    const balanceCents = index % 10 === 0 ? 20_000 : 50_000_000;
    await db.transaction((tx) =>
      postMovement(tx, {
        accountId: account.id,
        type: 'adjustment',
        walletChangeCents: balanceCents,
        counterAccount: 'gateway_clearing',
        description: 'Bench funds',
      }),
    );
    for (let number = 0; number < CAMPAIGNS_EACH; number++) {
      const campaign = await createCampaign(db, {
        accountId: account.id,
        group: 'leads',
        nickname: `Bench ${index}.${number}`,
        leadType: number % 2 ? 'Local' : 'Long Distance',
      });
      const area = number % 10 === 0 ? null : areas[(index + number) % areas.length];
      // The campaigns that take any area see every lead from the other 40 states: ten times the limit.
      const limitCents = (7_500 + ((index * 31 + number * 17) % 20) * 40_000) * (area ? 1 : 10);
      await db.execute(sql`update campaigns set hours = ${JSON.stringify(ALL_DAY)}::jsonb, bid_percent = ${(index * 7 + number * 13) % 101},
        leads_limit_cents = ${limitCents}, geo_template_id = ${area?.id ?? null} where id = ${campaign.id}`);
    }
  }
  // Statistics for the market the sales read. Not for the tables the sales fill (transactions,
  // records, offers): analyzed at their seed size (a few pages), the planner checks their foreign
  // keys with a sequential scan, a plan each connection keeps while the table grows to thousands of
  // rows (0.2 ms a check, 520 checks a batch). Left unanalyzed, it uses their index, as it does
  // on a production database, whose tables are large.
  await db.execute(
    sql`analyze campaigns, accounts, wallets, companies, geo_templates, min_hourly_bids, campaign_spend_days`,
  );
  return { accounts: ADVERTISERS, campaigns: ADVERTISERS * CAMPAIGNS_EACH };
}
