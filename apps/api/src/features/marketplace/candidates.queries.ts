import { type BidDistance, type CampaignGroup, monthStartOf, weekStartOf } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import type { CampaignHours } from '../../platform/db/schema/index';
import type { CapSpendMaps } from './cap-spend.queries';

/**
 * One campaign of the market (market-snapshot.ts) with the minimum of the hour: its settings as
 * the rules read them. What sales change (spend, balances, last buys, live calls) is read apart.
 */
export interface CandidateRow {
  id: number;
  accountId: number;
  nickname: string;
  parent: string;
  type: string;
  group: CampaignGroup;
  distance: BidDistance;
  isActive: boolean;
  hours: CampaignHours;
  /** The ZIP codes it buys from; null: anywhere. */
  zipCodes: ReadonlySet<string> | null;
  limitCents: number;
  /** The weekly and monthly budget caps in cents; null: none. */
  weeklyCapCents: number | null;
  monthlyCapCents: number | null;
  concurrentCalls: number;
  timeoutSeconds: number;
  bidPercent: number;
  /** The minimum bid of the Eastern hour for its type and distance; null: none set. */
  minCents: number | null;
}

/** What sales have left a call's candidates: read without locks, re-checked under a lock (`readCampaignState`). */
export interface CallMarket extends CapSpendMaps {
  spentCents: Map<number, number>;
  balanceCents: Map<number, number>;
  lastBuyAt: Map<number, number>;
  activeCalls: Map<number, number>;
  /** The accounts with a phone to ring. */
  phoneAccounts: Set<number>;
}

const ids = (values: Iterable<number>) => sql.param([...new Set(values)].sort((a, b) => a - b));

/** Today's spend, last buys and live calls of the campaigns, their wallets, and which accounts have a phone. */
export async function readCallMarket(
  tx: Queryable,
  campaigns: readonly Pick<CandidateRow, 'id' | 'accountId'>[],
  date: string,
): Promise<CallMarket> {
  const accountIds = ids(campaigns.map((campaign) => campaign.accountId));
  const [perCampaign, perAccount] = await Promise.all([
    readCampaignState(
      tx,
      campaigns.map((campaign) => campaign.id),
      date,
    ),
    tx.execute<{ account_id: number; balance_cents: number | null; has_phone: boolean }>(sql`
      select a.id as account_id, w.balance_cents, coalesce(co.phone_number, '') <> '' as has_phone
      from unnest(${accountIds}::bigint[]) as a(id)
      left join wallets w on w.account_id = a.id
      left join companies co on co.account_id = a.id`),
  ]);
  const of = <T>(read: (state: CampaignState) => T) =>
    new Map([...perCampaign].map(([id, state]) => [id, read(state)]));
  return {
    spentCents: of((state) => state.spentTodayCents),
    spentWeekCents: of((state) => state.spentWeekCents),
    spentMonthCents: of((state) => state.spentMonthCents),
    activeCalls: of((state) => state.activeCalls),
    lastBuyAt: new Map(
      [...perCampaign].flatMap(([id, state]) => (state.lastBuyAt === null ? [] : [[id, state.lastBuyAt]])),
    ),
    balanceCents: new Map(
      perAccount.rows.map((row) => [Number(row.account_id), Number(row.balance_cents ?? 0)]),
    ),
    phoneAccounts: new Set(
      perAccount.rows.filter((row) => row.has_phone).map((row) => Number(row.account_id)),
    ),
  };
}

/** A call campaign's spend from `since` to `date` (Eastern days), read only when it has that cap. */
const periodSpend = (cap: 'week' | 'month', since: string, date: string) => sql`case when c.${sql.identifier(
  cap === 'week' ? 'weekly_cap_cents' : 'monthly_cap_cents',
)} is null then 0 else (select coalesce(sum(p.payout_cents), 0) from campaign_spend_days p
    where p.account_id = c.account_id and p.day >= ${since}::date and p.day <= ${date}::date and p.campaign_id = c.id) end`;

/** Locks the campaigns (in id order, so two sales never wait on each other in a circle). */
export async function lockCampaigns(tx: Queryable, campaignIds: readonly number[]): Promise<void> {
  if (campaignIds.length === 0) return;
  await tx.execute(sql`
    select id from campaigns where id = any(${ids(campaignIds)}::bigint[]) order by id for no key update`);
}

export interface CampaignState {
  spentTodayCents: number;
  /** Spent this Eastern week (from Monday) and month, today included. */
  spentWeekCents: number;
  spentMonthCents: number;
  activeCalls: number;
  /** Its last sale (ms); null: never. */
  lastBuyAt: number | null;
}

/**
 * Spend today, live calls and the last sale of campaigns; with the campaigns locked first, what
 * committed sales left them.
 */
export async function readCampaignState(
  tx: Queryable,
  campaignIds: readonly number[],
  date: string,
): Promise<Map<number, CampaignState>> {
  const result = await tx.execute<{
    id: number;
    spent: number;
    week: number;
    month: number;
    active: number;
    last_buy_at: number | null;
  }>(sql`
    select c.id, coalesce(s.payout_cents, 0) as spent,
      ${periodSpend('week', weekStartOf(date), date)} as week,
      ${periodSpend('month', monthStartOf(date), date)} as month,
      (select count(*) from call_records r where r.campaign_id = c.id and r.status in ('ringing', 'in_progress'))::int as active,
      (extract(epoch from c.last_buy_at) * 1000)::float8 as last_buy_at
    from campaigns c
    left join campaign_spend_days s on s.account_id = c.account_id and s.day = ${date} and s.campaign_id = c.id
    where c.id = any(${ids(campaignIds)}::bigint[])`);
  return new Map(
    result.rows.map((row) => [
      Number(row.id),
      {
        spentTodayCents: Number(row.spent),
        spentWeekCents: Number(row.week),
        spentMonthCents: Number(row.month),
        activeCalls: Number(row.active),
        lastBuyAt: row.last_buy_at === null ? null : Number(row.last_buy_at),
      },
    ]),
  );
}
