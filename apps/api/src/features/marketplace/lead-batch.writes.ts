import { sql } from 'drizzle-orm';
import { type SaleTime, timeSql } from '../../platform/clock/sale-time';
import type { Queryable } from '../../platform/db/database';
import type { Decision } from './evaluate';
import type { Sold } from './lead-auction';
import type { FieldEntry, LeadField } from './lead-field';
import type { LeadOffer } from './lead-offer';

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

/** What a batch writes on each offer row when the lead is decided. */
export interface OfferOutcome {
  offerId: number;
  buyers: number;
  unsoldReason: string | null;
  /** Campaigns counted, not logged one by one (inactive, geography, ...). */
  skipped: Record<string, number>;
  /** The campaigns that lost and its field does not tell, kept side by side on the offer (`marketplace_decision_log` lists them). */
  lost: readonly Decision[];
  /** The price the outbid campaigns would have had to beat (the lowest winning bid). */
  clearingPriceCents: number | null;
  /** Its field (marketplace_lead_fields), and the campaigns that bought it. */
  fieldId: number | null;
  wonCampaignIds: readonly number[];
}

/** A PostgreSQL array literal: one parameter per offer, which the server parses as fast as it reads. */
const arrayLiteral = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

/** Each offer's outcome, one statement: its buyers, why nobody bought it, what was skipped, who lost why at what price. */
export async function finishOffers(tx: Queryable, outcomes: readonly OfferOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const column = columnOf(outcomes);
  const lost = (read: (decision: Decision) => number | string) =>
    column((outcome) => arrayLiteral(outcome.lost.map(read)));
  await tx.execute(sql`
    update marketplace_offers o set buyers = u.buyers, unsold_reason = u.reason, skipped = u.skipped::jsonb,
      lost_campaign_ids = u.campaign_ids::bigint[], lost_account_ids = u.account_ids::bigint[],
      lost_prices_cents = u.prices::int[], lost_reasons = u.reasons::text[], clearing_price_cents = u.clearing,
      field_id = u.field_id, won_campaign_ids = u.won::bigint[]
    from unnest(${column((outcome) => outcome.offerId)}::bigint[], ${column((outcome) => outcome.buyers)}::smallint[],
      ${column((outcome) => outcome.unsoldReason)}::text[], ${column((outcome) => JSON.stringify(outcome.skipped))}::text[],
      ${lost((decision) => decision.campaign.id)}::text[], ${lost((decision) => decision.campaign.accountId)}::text[],
      ${lost((decision) => decision.priceCents)}::text[], ${lost((decision) => decision.lossReason ?? '')}::text[],
      ${column((outcome) => outcome.clearingPriceCents)}::int[], ${column((outcome) => outcome.fieldId)}::bigint[],
      ${column((outcome) => arrayLiteral(outcome.wonCampaignIds))}::text[])
      as u(id, buyers, reason, skipped, campaign_ids, account_ids, prices, reasons, clearing, field_id, won)
    where o.id = u.id`);
}

/** The batch's fields (marketplace_lead_fields), one statement each, sent together: their ids in order. */
export async function insertFields(
  tx: Queryable,
  fields: readonly LeadField[],
  at: SaleTime,
): Promise<number[]> {
  const inserted = await Promise.all(
    fields.map((field) => {
      const of = (read: (entry: FieldEntry) => number) => arrayLiteral(field.entries.map(read));
      // Quoted: '' (in the running) is an empty string, which a bare array element cannot be.
      const reasons = `{${field.entries.map((entry) => `"${entry.reason}"`).join(',')}}`;
      return tx.execute<{ id: number }>(sql`
        insert into marketplace_lead_fields (campaign_ids, account_ids, prices_cents, reasons, created_at)
        values (${of((entry) => entry.campaignId)}::bigint[], ${of((entry) => entry.accountId)}::bigint[],
          ${of((entry) => entry.priceCents)}::int[], ${reasons}::text[], ${timeSql(at)})
        returning id`);
    }),
  );
  return inserted.map((result) => Number(result.rows[0]!.id));
}
