import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns';

/**
 * Who brings traffic to the marketplace (docs/product.md §4, "The marketplace"). The API key is shown once; only
 * its SHA-256 is kept. A revoked key answers 401.
 */
export const publishers = pgTable('publishers', {
  id: serialId(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  /** The key's first characters, to tell keys apart in a list without keeping the key. */
  keyPrefix: text('key_prefix').notNull(),
  isSandbox: boolean('is_sandbox').notNull().default(false),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * The field of a batch of leads (docs/product.md §4, "The decision log"): the campaigns of one
 * area that a lead of the batch could go to at that minute, with their prices and the reason each
 * could not buy when the batch began ('' when in the running). The batch's leads from that area
 * point at it: a campaign of the field that neither won the lead nor is among the lead's own
 * losses (`lost_*` on the offer) lost it for the field's reason, or was outbid when ''. Hundreds
 * of campaigns are written once per batch and area, not once per lead.
 */
export const marketplaceLeadFields = pgTable(
  'marketplace_lead_fields',
  {
    id: serialId(),
    createdAt: createdAt(),
    campaignIds: bigint('campaign_ids', { mode: 'number' }).array().notNull(),
    accountIds: bigint('account_ids', { mode: 'number' }).array().notNull(),
    pricesCents: integer('prices_cents').array().notNull(),
    reasons: text('reasons').array().notNull(),
  },
  // The fields a campaign was in (market signals).
  (t) => [index('marketplace_lead_fields_campaigns_idx').using('gin', t.campaignIds)],
);

/**
 * Every lead and call a publisher posted, sold or not, once per (publisher, kind, external id):
 * the idempotency key of the publisher API and the parent of the decision log. A call also keeps
 * its routing state here (which record rings now, which campaigns were tried).
 */
export const marketplaceOffers = pgTable(
  'marketplace_offers',
  {
    id: serialId(),
    publisherId: bigint('publisher_id', { mode: 'number' })
      .notNull()
      .references(() => publishers.id),
    kind: text('kind').notNull(),
    externalId: text('external_id').notNull(),
    receivedAt: createdAt(),
    phone: text('phone').notNull(),
    fromZip: text('from_zip').notNull(),
    toZip: text('to_zip').notNull(),
    distance: text('distance').notNull(),
    isBranded: boolean('is_branded').notNull().default(false),
    /** The lead's fields and consent evidence, as posted. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    buyers: smallint('buyers').notNull().default(0),
    /** Why nobody bought it (a loss reason, or `no_campaign`); null when sold. */
    unsoldReason: text('unsold_reason'),
    /** Campaigns not logged one by one: count per first loss reason (inactive, geography, ...). */
    skipped: jsonb('skipped').$type<Record<string, number>>().notNull().default({}),
    /** Calls: routing → ringing → answered → ended, or unrouted. */
    callState: text('call_state'),
    callRecordId: bigint('call_record_id', { mode: 'number' }),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    triedCampaignIds: bigint('tried_campaign_ids', { mode: 'number' }).array().notNull().default([]),
    /**
     * Leads: the campaigns that wanted the lead and lost, side by side with its account, its
     * price and the reason, and the clearing price the outbid ones would have had to beat. One
     * row per lead instead of one per campaign (a lead is seen by hundreds); the wins stay lines
     * of marketplace_decisions, and `marketplace_decision_log` shows all as lines. A lead with a
     * field (`field_id`) lists here only the losses its field does not tell.
     */
    lostCampaignIds: bigint('lost_campaign_ids', { mode: 'number' }).array().notNull().default([]),
    lostAccountIds: bigint('lost_account_ids', { mode: 'number' }).array().notNull().default([]),
    lostPricesCents: integer('lost_prices_cents').array().notNull().default([]),
    lostReasons: text('lost_reasons').array().notNull().default([]),
    clearingPriceCents: integer('clearing_price_cents'),
    fieldId: bigint('field_id', { mode: 'number' }).references(() => marketplaceLeadFields.id),
    /** Leads with a field: the campaigns that bought it (so the field's lines leave them out). */
    wonCampaignIds: bigint('won_campaign_ids', { mode: 'number' }).array().notNull().default([]),
  },
  (t) => [
    uniqueIndex('marketplace_offers_publisher_external_idx').on(t.publisherId, t.kind, t.externalId),
    index('marketplace_offers_received_idx').on(t.receivedAt),
    // The ring timeout sweep reads only the calls ringing now.
    index('marketplace_offers_ringing_idx').on(t.stateChangedAt).where(sql`call_state = 'ringing'`),
    // The leads a campaign lost (market signals).
    index('marketplace_offers_lost_idx').using('gin', t.lostCampaignIds),
    index('marketplace_offers_field_idx').on(t.fieldId).where(sql`field_id is not null`),
    check('marketplace_offers_kind', sql`${t.kind} in ('lead', 'call')`),
  ],
);

/**
 * The decision log: for each offer, each campaign that wanted it (right kind, distance and area,
 * switched on) and what happened: won at its price, or lost with the first reason, `outbid`
 * with the clearing price it would have had to beat.
 */
export const marketplaceDecisions = pgTable(
  'marketplace_decisions',
  {
    id: serialId(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => marketplaceOffers.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    campaignId: bigint('campaign_id', { mode: 'number' }).notNull(),
    decidedAt: createdAt(),
    isWon: boolean('is_won').notNull(),
    lossReason: text('loss_reason'),
    priceCents: integer('price_cents').notNull(),
    clearingPriceCents: integer('clearing_price_cents'),
    /** The lead or call record the win produced. */
    recordId: bigint('record_id', { mode: 'number' }),
  },
  (t) => [
    index('marketplace_decisions_campaign_time_idx').on(t.campaignId, t.decidedAt.desc()),
    index('marketplace_decisions_account_time_idx').on(t.accountId, t.decidedAt.desc()),
    index('marketplace_decisions_offer_idx').on(t.offerId),
    check('marketplace_decisions_outcome', sql`${t.isWon} = (${t.lossReason} is null)`),
  ],
);
