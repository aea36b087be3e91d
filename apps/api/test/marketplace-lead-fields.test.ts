import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sellLeads, toLeadOffer } from '../src/features/marketplace';
import { easternMoment } from '../src/platform/clock/eastern-moment';
import { buyer, leadBody, prepareMarket, publisherClient } from './support/marketplace';
import { useTestApp } from './support/test-app';

// A batch writes the campaigns of an area once (its field); each lead keeps only the losses its
// field does not tell. The decision log must still show every campaign of every lead, as if each
// lead had its own lines.
const context = useTestApp();
let publisherId: number;

beforeAll(async () => {
  await prepareMarket(context.db);
  publisherId = (await publisherClient(context)).id;
});

async function logOf(offerId: number) {
  const result = await context.db.execute<{
    campaign_id: number;
    is_won: boolean;
    loss_reason: string | null;
    price_cents: number;
    clearing_price_cents: number | null;
  }>(sql`select campaign_id, is_won, loss_reason, price_cents, clearing_price_cents
    from marketplace_decision_log where offer_id = ${offerId} order by campaign_id`);
  return result.rows.map((row) => ({ ...row, campaign_id: Number(row.campaign_id) }));
}

describe('a batch of leads and its field', () => {
  it('logs every campaign of every lead, each lead keeping only its own losses', async () => {
    // A pays $15 and can afford one lead today; B, C, D pay $12, $11, $10.
    const a = await buyer(context.db, { bidPercent: 50, limitCents: 1500 });
    const b = await buyer(context.db, { bidPercent: 20 });
    const c = await buyer(context.db, { bidPercent: 10 });
    const d = await buyer(context.db, { bidPercent: 0 });
    const leads = [await toLeadOffer(publisherId, leadBody()), await toLeadOffer(publisherId, leadBody())];
    const [first, second] = await sellLeads(context.db, leads, { maxBuyers: 3, moment: easternMoment() });

    const won = (campaign: { id: number }, price: number) => ({
      campaign_id: campaign.id,
      is_won: true,
      loss_reason: null,
      price_cents: price,
      clearing_price_cents: null,
    });
    expect(await logOf(first!.offerId)).toEqual([
      won(a.campaign, 1500),
      won(b.campaign, 1200),
      won(c.campaign, 1100),
      {
        campaign_id: d.campaign.id,
        is_won: false,
        loss_reason: 'outbid',
        price_cents: 1000,
        clearing_price_cents: 1100,
      },
    ]);
    expect(await logOf(second!.offerId)).toEqual([
      {
        campaign_id: a.campaign.id,
        is_won: false,
        loss_reason: 'daily_limit',
        price_cents: 1500,
        clearing_price_cents: null,
      },
      won(b.campaign, 1200),
      won(c.campaign, 1100),
      won(d.campaign, 1000),
    ]);

    // One field for both; the first lead lists no loss of its own, the second only A's limit.
    const offers = await context.db.execute<{ field_id: number; lost_campaign_ids: number[] }>(
      sql`select field_id, lost_campaign_ids from marketplace_offers where id in (${first!.offerId}, ${second!.offerId}) order by id`,
    );
    expect(offers.rows[0]!.field_id).not.toBeNull();
    expect(offers.rows[1]!.field_id).toBe(offers.rows[0]!.field_id);
    expect(offers.rows.map((row) => row.lost_campaign_ids.map(Number))).toEqual([[], [a.campaign.id]]);
  });
});
