import { sql } from 'drizzle-orm';
import { type SaleTime, timeSql } from '../../platform/clock/sale-time';
import type { Queryable } from '../../platform/db/database';
import { executeInOrder } from '../../platform/db/in-order';
import type { CandidateRow } from './candidates.queries';
import { type CapSpendMaps, capSpendOf, capSpendSql } from './cap-spend.queries';
import type { LeadOffer } from './lead-offer';

const ids = (values: Iterable<number>) => sql.param([...new Set(values)].sort((a, b) => a - b));

/**
 * The offer rows of a batch (the publisher API's idempotency key): the new row's id for each lead,
 * undefined for one its publisher already posted (or posted earlier in the same batch).
 */
export async function claimOffers(
  tx: Queryable,
  leads: readonly LeadOffer[],
  at: SaleTime,
): Promise<(number | undefined)[]> {
  const column = <T>(read: (lead: LeadOffer) => T) => sql.param(leads.map(read));
  const result = await tx.execute<{ id: number; publisher_id: number; external_id: string }>(sql`
    insert into marketplace_offers (publisher_id, kind, external_id, phone, from_zip, to_zip, distance, payload, created_at)
    select publisher_id, 'lead', external_id, phone, from_zip, to_zip, distance, payload::jsonb, ${timeSql(at)}
    from unnest(${column((lead) => lead.publisherId)}::bigint[], ${column((lead) => lead.externalId)}::text[],
      ${column((lead) => lead.phone)}::text[], ${column((lead) => lead.fromZip)}::text[],
      ${column((lead) => lead.toZip)}::text[], ${column((lead) => lead.distance)}::text[],
      ${column(({ publisherId, externalId, phone, fromZip, toZip, distance, ...payload }) => JSON.stringify(payload))}::text[])
      as l(publisher_id, external_id, phone, from_zip, to_zip, distance, payload)
    on conflict do nothing
    returning id, publisher_id, external_id`);
  const claimed = new Map(
    result.rows.map((row) => [`${row.publisher_id} ${row.external_id}`, Number(row.id)]),
  );
  return leads.map((lead) => {
    const key = `${lead.publisherId} ${lead.externalId}`;
    const id = claimed.get(key);
    claimed.delete(key); // a second lead of the same key in the batch is a replay of the first
    return id;
  });
}

/** What a batch reads with the campaigns and wallets locked. */
export interface LockedMarket extends CapSpendMaps {
  /** Campaign id → today's spend. */
  spentCents: Map<number, number>;
  /** Account id → wallet balance. */
  balanceCents: Map<number, number>;
  /** Campaign id → its last sale (ms). */
  lastBuyAt: Map<number, number>;
  /** Account id → the auto-recharge threshold, when auto-recharge is on (and has not failed since saved). */
  rechargeThresholdCents: Map<number, number | null>;
  /** Phone → the accounts that bought a lead with it in the last 30 days (the duplicate rule). */
  phonesBought: Map<string, Set<number>>;
}

/**
 * Locks the campaigns (id order) and then the wallets (account order) a batch may charge, and
 * reads what committed sales left them: today's spend, the last buys, the balances (and the
 * auto-recharge thresholds), and who bought the batch's phones. Every sale locks in this order,
 * so two never wait on each other in a circle.
 */
export async function lockMarket(
  tx: Queryable,
  market: {
    campaignIds: Iterable<number>;
    accountIds: Iterable<number>;
    date: string;
    /** The campaigns with a weekly or monthly cap: their week's and month's spend is read too. */
    capped: readonly CandidateRow[];
  },
  leads: { phones: readonly string[]; at: SaleTime },
): Promise<LockedMarket> {
  const campaigns = ids(market.campaignIds);
  const accounts = ids(market.accountIds);
  // Locked first, read after: a statement reads the other tables as they were when it began, so
  // spend or phones read before the lock would miss the sale it waited for. A locked row itself is
  // read as the sale it waited for left it (its last buy, the balance). Sent in one round trip;
  // the capped campaigns' week and month are issued right after, so they too are read behind the locks.
  const ordered = executeInOrder<
    [
      { id: number; last_buy_at: number | null },
      { id: number; spent: number },
      { account_id: number; balance_cents: number; threshold: number | null },
      { account_id: number; phone: string },
    ]
  >(tx, [
    sql`select id, (extract(epoch from last_buy_at) * 1000)::float8 as last_buy_at from campaigns
      where id = any(${campaigns}::bigint[]) order by id for no key update`,
    sql`select campaign_id as id, payout_cents as spent from campaign_spend_days
      where account_id = any(${accounts}::bigint[]) and day = ${market.date} and campaign_id = any(${campaigns}::bigint[])`,
    sql`select w.account_id, w.balance_cents,
        case when rs.is_enabled and rs.last_failure_at is null then rs.threshold_cents end as threshold
      from wallets w left join recharge_settings rs on rs.account_id = w.account_id
      where w.account_id = any(${accounts}::bigint[]) order by w.account_id for no key update of w`,
    sql`select distinct account_id, phone from lead_records
      where phone = any(${sql.param([...new Set(leads.phones)])}::text[])
        and time_created > ${timeSql(leads.at)} - interval '30 days'`,
  ]);
  const capSpend =
    market.capped.length === 0
      ? undefined
      : tx.execute<{ id: number; week: number; month: number }>(capSpendSql(market.capped, market.date));
  const [[locked, spent, wallets, phones], capRows] = await Promise.all([ordered, capSpend]);
  const phonesBought = new Map<string, Set<number>>();
  for (const row of phones.rows)
    phonesBought.set(row.phone, (phonesBought.get(row.phone) ?? new Set()).add(Number(row.account_id)));
  return {
    spentCents: new Map(spent.rows.map((row) => [Number(row.id), Number(row.spent)])),
    ...capSpendOf(capRows?.rows ?? []),
    balanceCents: new Map(wallets.rows.map((row) => [Number(row.account_id), Number(row.balance_cents)])),
    lastBuyAt: new Map(
      locked.rows.flatMap((row) =>
        row.last_buy_at === null ? [] : [[Number(row.id), Number(row.last_buy_at)]],
      ),
    ),
    rechargeThresholdCents: new Map(
      wallets.rows.map((row) => [
        Number(row.account_id),
        row.threshold === null ? null : Number(row.threshold),
      ]),
    ),
    phonesBought,
  };
}
