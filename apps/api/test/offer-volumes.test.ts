import { listOfferVolumes } from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCampaign, createCampaignOffer } from '../src/seed/factories';
import { signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;
/** A campaign type of this file alone: the volumes of other files' markets stay out. */
const TYPE_ID = 9_401;

/** A buyer's campaign on `offerId` that bought `perDay` leads on each of the last `days` Eastern days. */
async function buyerOn(offerId: number, perDay: number, days: number) {
  const buyer = await signedInOwner(context, { name: 'Market Movers' });
  const campaign = await createCampaign(context.db, {
    accountId: buyer.account.id,
    group: 'leads',
    nickname: 'Buyer',
  });
  await context.db.execute(
    sql`update campaigns set offer_id = ${offerId}, campaign_type_id = ${TYPE_ID} where id = ${campaign.id}`,
  );
  await context.db.execute(sql`
    insert into campaign_spend_days (account_id, day, campaign_id, purchases, payout_cents)
    select ${buyer.account.id}, (now() at time zone 'America/New_York')::date - n, ${campaign.id}, ${perDay}, ${perDay * 1000}
    from generate_series(0, ${days - 1}) as n`);
}

describe('GET /campaign-creation/offer-volumes', () => {
  it('answers the leads a campaign of each open offer bought a week over the last 4 weeks', async () => {
    const offer = (region: string) =>
      createCampaignOffer(context.db, {
        parent: 'QR',
        type: 'QR Moving leads',
        company: 'QR',
        campaignTypeId: TYPE_ID,
        leadType: 'Local',
        region,
      });
    const [busy, quiet, fresh] = await Promise.all([
      offer('Volume Busy'),
      offer('Volume Quiet'),
      offer('Volume Fresh'),
    ]);
    await buyerOn(busy.id, 6, 40); // 28 of its 40 days count: 6 × 7 = 42 a week
    await buyerOn(busy.id, 2, 28); // 14 a week: the offer's campaigns average 28
    await buyerOn(quiet.id, 1, 14); // 14 in 4 weeks: 3.5 a week
    const newcomer = await signedInOwner(context);
    const response = await call(listOfferVolumes, { as: newcomer });
    expect(response.status, JSON.stringify(response.envelope)).toBe(200);
    const perWeek = new Map(response.data.volumes.map((volume) => [volume.campaignId, volume.perWeek]));
    expect(perWeek.get(busy.id)).toBe(28);
    expect(perWeek.get(quiet.id)).toBe(3.5);
    // No campaign on it yet: the same kind of offer elsewhere tells what to expect.
    expect(perWeek.get(fresh.id)).toBe(19.8); // (42 + 14 + 3.5) / 3, to a tenth
  });
});
