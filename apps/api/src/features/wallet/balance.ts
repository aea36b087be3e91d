import { EASTERN_TIME_ZONE, effectiveBidCents, fromCents } from '@vanbid/domain';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import { wallets } from '../../platform/db/schema/index';
import { findRecharge, toWireRecharge } from './recharge.queries';

/** The account's wallet balance in cents; 0 before its first movement (no wallet row yet). */
export async function getBalanceCents(db: Queryable, accountId: number): Promise<number> {
  const [row] = await db
    .select({ cents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.accountId, accountId));
  return row?.cents ?? 0;
}

/**
 * What each active campaign would pay for its next lead or call right now: the minimum bid of
 * this Eastern hour and weekday for its type and distance, raised by its bid percent.
 */
async function currentPrices(db: Queryable, accountId: number) {
  const result = await db.execute<{ bid_percent: number; min_cents: number | null }>(sql`
    with now_eastern as (select now() at time zone ${EASTERN_TIME_ZONE} as t)
    select c.bid_percent,
      case extract(isodow from n.t)::int
        when 1 then m.mon_cents when 2 then m.tue_cents when 3 then m.wed_cents when 4 then m.thu_cents
        when 5 then m.fri_cents when 6 then m.sat_cents else m.sun_cents end as min_cents
    from campaigns c cross join now_eastern n
    left join min_hourly_bids m on m.campaign_type_id = c.campaign_type_id
      and m.distance = case when c.lead_type = 'Local' then 'local' else 'long' end
      and m.hour = extract(hour from n.t)::int
    where c.account_id = ${accountId} and c.is_active`);
  return result.rows;
}

/** `GET /company/balance`: the balance, auto-recharge and the header's out-of-funds flag. */
export async function getBalance(db: Queryable, accountId: number) {
  const [balanceCents, prices, recharge] = [
    await getBalanceCents(db, accountId),
    await currentPrices(db, accountId),
    await findRecharge(db, accountId),
  ];
  const known = prices.filter((price) => price.min_cents !== null);
  const nextCents = known.length
    ? Math.min(...known.map((price) => effectiveBidCents(Number(price.min_cents), Number(price.bid_percent))))
    : null;
  const hasActiveCampaign = prices.length > 0;
  return {
    balance: fromCents(balanceCents),
    recharge: recharge ? toWireRecharge(recharge) : null,
    next_purchase_cost: nextCents === null ? null : fromCents(nextCents),
    is_out_of_funds:
      hasActiveCampaign && (nextCents === null ? balanceCents === 0 : balanceCents < nextCents),
  };
}
