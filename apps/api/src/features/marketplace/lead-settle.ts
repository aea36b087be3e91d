import { sellLead } from '@vanbid/domain';
import type { Queryable } from '../../platform/db/database';
import { lockCampaigns, readLockedState } from './candidates.queries';
import type { Bid, Decision } from './evaluate';
import type { SaleTime } from './sale-clock';
import { chargeSale } from './sale-writes';

/** A campaign that bought the lead, with what its wallet and daily spend were left at. */
export interface Sold {
  bid: Bid;
  balanceAfterCents: number;
  spentAfterCents: number;
}

/**
 * Locks the picked campaigns (id order), re-reads what committed sales spent, and charges each
 * wallet (account order) if the daily limit and the balance still allow; a pick that no longer
 * may buy loses with its reason and the next bid is tried, until `maxBuyers` bought or none is left.
 */
export async function settleLead(
  tx: Queryable,
  bids: readonly Bid[],
  maxBuyers: number,
  context: { date: string; offerId: number; at?: SaleTime },
): Promise<{ sold: Sold[]; lost: Decision[] }> {
  const auction = sellLead(bids, maxBuyers);
  const queue = [...auction.outbid];
  const sold: Sold[] = [];
  const lost: Decision[] = [];
  let picks = auction.winners;
  while (picks.length > 0) {
    await lockCampaigns(
      tx,
      picks.map((bid) => bid.id),
    );
    const state = await readLockedState(
      tx,
      picks.map((bid) => bid.id),
      context.date,
    );
    for (const bid of [...picks].sort((a, b) => a.accountId - b.accountId)) {
      const spent = state.get(bid.id)?.spentTodayCents ?? 0;
      const loss = (lossReason: Decision['lossReason']) =>
        lost.push({
          campaign: bid,
          lossReason,
          priceCents: bid.priceCents,
          clearingPriceCents: null,
          recordId: null,
        });
      if (spent + bid.priceCents > Number(bid.limitCents)) {
        loss('daily_limit');
        continue;
      }
      const charge = await chargeSale(tx, {
        accountId: bid.accountId,
        campaignId: bid.id,
        priceCents: bid.priceCents,
        type: 'lead',
        description: `Lead #${context.offerId} — ${bid.nickname}`,
        at: context.at,
      });
      if (charge)
        sold.push({
          bid,
          balanceAfterCents: charge.balanceAfterCents,
          spentAfterCents: spent + bid.priceCents,
        });
      else loss('funds');
    }
    picks = queue.splice(0, maxBuyers - sold.length);
  }
  const clearing = sold.length === maxBuyers ? Math.min(...sold.map((item) => item.bid.priceCents)) : null;
  for (const bid of queue)
    lost.push({
      campaign: bid,
      lossReason: 'outbid',
      priceCents: bid.priceCents,
      clearingPriceCents: clearing,
      recordId: null,
    });
  return { sold, lost };
}
