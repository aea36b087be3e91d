import { fromCents } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';
import type { Decision } from './evaluate';
import type { Sold } from './lead-auction';
import type { LeadOffer } from './lead-offer';
import { type SaleTime, timeSql } from './sale-clock';

/** One lead sold to one campaign: what the batch writes for it. */
export interface LeadSale extends Sold {
  lead: LeadOffer;
  offerId: number;
}

const columnOf =
  <T>(items: readonly T[]) =>
  <V>(read: (item: T) => V) =>
    sql.param(items.map(read));

/** The buyers' lead records, one statement; record id by `${campaignId} ${phone}` (unique in a batch: the duplicate rule). */
export async function insertLeadRecords(
  tx: Queryable,
  sales: readonly LeadSale[],
  at: SaleTime,
): Promise<Map<string, number>> {
  if (sales.length === 0) return new Map();
  const column = columnOf(sales);
  const result = await tx.execute<{ id: number; campaign_id: number; phone: string }>(sql`
    insert into lead_records (account_id, campaign_id, campaign_name, time_created, first_name, last_name, phone,
      email, from_zip, to_zip, move_date, move_size, distance, payout_cents, charged)
    select account_id, campaign_id, campaign_name, ${timeSql(at)}, first_name, last_name, phone,
      email, from_zip, to_zip, move_date, move_size, distance, payout_cents, true
    from unnest(${column((sale) => sale.bid.accountId)}::bigint[], ${column((sale) => sale.bid.id)}::bigint[],
      ${column((sale) => sale.bid.nickname)}::text[], ${column((sale) => sale.lead.firstName)}::text[],
      ${column((sale) => sale.lead.lastName)}::text[], ${column((sale) => sale.lead.phone)}::text[],
      ${column((sale) => sale.lead.email)}::text[], ${column((sale) => sale.lead.fromZip)}::text[],
      ${column((sale) => sale.lead.toZip)}::text[], ${column((sale) => sale.lead.moveDate)}::date[],
      ${column((sale) => sale.lead.moveSize)}::text[], ${column((sale) => sale.lead.distance)}::text[],
      ${column((sale) => sale.bid.priceCents)}::bigint[])
      as r(account_id, campaign_id, campaign_name, first_name, last_name, phone, email, from_zip, to_zip,
        move_date, move_size, distance, payout_cents)
    returning id, campaign_id, phone`);
  return new Map(result.rows.map((row) => [`${row.campaign_id} ${row.phone}`, Number(row.id)]));
}

/**
 * Takes the batch's prices from the wallets, one update per account for its total, and writes
 * each sale's billed item with its two ledger lines (wallet, marketplace revenue) and the
 * balance it left. The balances were read locked and checked, so every debit must hold; if one
 * does not, the batch rolls back rather than take a wallet below zero.
 */
export async function chargeLeadSales(
  tx: Queryable,
  sales: readonly LeadSale[],
  at: SaleTime,
): Promise<void> {
  if (sales.length === 0) return;
  const totals = new Map<number, number>();
  for (const sale of sales)
    totals.set(sale.bid.accountId, (totals.get(sale.bid.accountId) ?? 0) + sale.bid.priceCents);
  const debited = await tx.execute(sql`
    update wallets w set balance_cents = w.balance_cents - d.total, updated_at = now()
    from unnest(${sql.param([...totals.keys()])}::bigint[], ${sql.param([...totals.values()])}::bigint[]) as d(account_id, total)
    where w.account_id = d.account_id and w.balance_cents - d.total >= 0`);
  if (debited.rowCount !== totals.size) throw new Error('A wallet could not pay what the sale read it could');
  const column = columnOf(sales);
  await tx.execute(sql`
    with billed as (
      insert into transactions (account_id, type, status, amount_cents, balance_after_cents, campaign_id, description, created_at)
      select account_id, 'lead', 'succeeded', amount_cents, balance_after_cents, campaign_id, description, ${timeSql(at)}
      from unnest(${column((sale) => sale.bid.accountId)}::bigint[], ${column((sale) => sale.bid.priceCents)}::bigint[],
        ${column((sale) => sale.balanceAfterCents)}::bigint[], ${column((sale) => sale.bid.id)}::bigint[],
        ${column((sale) => `Lead #${sale.offerId} — ${sale.bid.nickname}`)}::text[])
        as s(account_id, amount_cents, balance_after_cents, campaign_id, description)
      returning id, account_id, amount_cents, created_at)
    insert into ledger_entries (transaction_id, account_id, ledger_account, amount_cents, created_at)
    select b.id, b.account_id, line.ledger_account, line.sign * b.amount_cents, b.created_at
    from billed b cross join (values ('wallet', -1), ('marketplace_revenue', 1)) as line(ledger_account, sign)`);
}

/** `UPDATE_PAYOUT` for each sale (docs/product.md §8), one statement. */
export async function announcePayouts(
  tx: Queryable,
  sales: readonly LeadSale[],
  at: SaleTime,
): Promise<void> {
  if (sales.length === 0) return;
  const column = columnOf(sales);
  await tx.execute(sql`
    insert into outbox_events (account_id, event, payload, created_at)
    select account_id, 'UPDATE_PAYOUT', payload::jsonb, ${timeSql(at)}
    from unnest(${column((sale) => sale.bid.accountId)}::bigint[],
      ${column((sale) => JSON.stringify({ campaignId: sale.bid.id, payout: fromCents(sale.bid.priceCents) }))}::text[])
      as e(account_id, payload)`);
}

/** What a batch writes on each offer row when the lead is decided. */
export interface OfferOutcome {
  offerId: number;
  buyers: number;
  unsoldReason: string | null;
  /** Campaigns counted, not logged one by one (inactive, geography, ...). */
  skipped: Record<string, number>;
  /** Every campaign that lost, kept side by side on the offer (`marketplace_decision_log` lists them). */
  lost: readonly Decision[];
}

/** A PostgreSQL array literal: one parameter per offer, which the server parses as fast as it reads. */
const arrayLiteral = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

/** Each offer's outcome, one statement: its buyers, why nobody bought it, what was skipped, who lost why at what price. */
export async function finishOffers(tx: Queryable, outcomes: readonly OfferOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const column = columnOf(outcomes);
  const lost = (read: (decision: Decision) => number | string) =>
    column((outcome) => arrayLiteral(outcome.lost.map(read)));
  const clearing = (outcome: OfferOutcome) =>
    outcome.lost.find((decision) => decision.lossReason === 'outbid')?.clearingPriceCents ?? null;
  await tx.execute(sql`
    update marketplace_offers o set buyers = u.buyers, unsold_reason = u.reason, skipped = u.skipped::jsonb,
      lost_campaign_ids = u.campaign_ids::bigint[], lost_account_ids = u.account_ids::bigint[],
      lost_prices_cents = u.prices::int[], lost_reasons = u.reasons::text[], clearing_price_cents = u.clearing
    from unnest(${column((outcome) => outcome.offerId)}::bigint[], ${column((outcome) => outcome.buyers)}::smallint[],
      ${column((outcome) => outcome.unsoldReason)}::text[], ${column((outcome) => JSON.stringify(outcome.skipped))}::text[],
      ${lost((decision) => decision.campaign.id)}::text[], ${lost((decision) => decision.campaign.accountId)}::text[],
      ${lost((decision) => decision.priceCents)}::text[], ${lost((decision) => decision.lossReason ?? '')}::text[],
      ${column(clearing)}::int[])
      as u(id, buyers, reason, skipped, campaign_ids, account_ids, prices, reasons, clearing)
    where o.id = u.id`);
}
