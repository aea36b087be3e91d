import { type CompetitivenessBand, competitivenessOf, effectiveBidCents } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import { easternMoment } from '../../platform/clock/eastern-moment';
import type { Database } from '../../platform/db/database';
import { campaignCompetitiveness } from '../../platform/db/schema/index';
import { publish } from '../../platform/events/publish';

export interface CompetitivenessChange {
  campaignId: number;
  band: CompetitivenessBand;
  winRatePercent: number;
}

interface HourRow {
  campaign_id: number;
  account_id: number;
  auctions: number;
  wins: number;
  clearing: number | null;
  bid_percent: number;
  min_cents: number | null;
  old_band: string | null;
}

/**
 * Each campaign in an auction during the last hour: its effective bid now against the median
 * price it had to beat, and its win rate. Kept per campaign; BID_COMPETITIVENESS goes to the
 * account when the band changes (winning, at risk, losing).
 */
export async function updateCompetitiveness(
  db: Database,
  now: Date = new Date(),
): Promise<CompetitivenessChange[]> {
  const { day, hour } = easternMoment(now);
  const minColumn = sql.identifier(`${day}_cents`);
  return db.transaction(async (tx) => {
    const result = await tx.execute<HourRow & Record<string, unknown>>(sql`
      with last_hour as (
        select campaign_id, account_id,
          count(*) filter (where is_won or loss_reason = 'outbid')::int as auctions,
          count(*) filter (where is_won)::int as wins,
          percentile_disc(0.5) within group (order by clearing_price_cents)
            filter (where loss_reason = 'outbid') as clearing
        from marketplace_decision_log
        where created_at >= ${now.toISOString()}::timestamptz - interval '1 hour'
          and created_at < ${now.toISOString()}::timestamptz
        group by 1, 2
      )
      select h.campaign_id, h.account_id, h.auctions, h.wins, h.clearing, c.bid_percent,
        m.${minColumn} as min_cents, cc.band as old_band
      from last_hour h
      join campaigns c on c.id = h.campaign_id
      left join min_hourly_bids m on m.campaign_type_id = c.campaign_type_id and m.hour = ${hour}
        and m.distance = case when c.lead_type = 'Long Distance' then 'long' else 'local' end
      left join campaign_competitiveness cc on cc.campaign_id = h.campaign_id
      where h.auctions > 0
      order by h.campaign_id`);
    const changes: CompetitivenessChange[] = [];
    for (const row of result.rows) {
      const minCents = row.min_cents === null ? null : Number(row.min_cents);
      const standing = competitivenessOf({
        auctions: Number(row.auctions),
        wins: Number(row.wins),
        bidCents: minCents === null ? 0 : effectiveBidCents(minCents, Number(row.bid_percent)),
        clearingPriceCents: row.clearing === null ? null : Number(row.clearing),
      });
      if (!standing) continue;
      const campaignId = Number(row.campaign_id);
      const accountId = Number(row.account_id);
      await tx
        .insert(campaignCompetitiveness)
        .values({ campaignId, accountId, band: standing.band, winRatePercent: standing.winRatePercent })
        .onConflictDoUpdate({
          target: campaignCompetitiveness.campaignId,
          set: { band: standing.band, winRatePercent: standing.winRatePercent, updatedAt: sql`now()` },
        });
      if (row.old_band === standing.band) continue;
      changes.push({ campaignId, ...standing });
      await publish(tx, {
        accountId,
        name: 'BID_COMPETITIVENESS',
        payload: { campaignId, competitiveness: standing.winRatePercent, band: standing.band },
      });
    }
    return changes;
  });
}
