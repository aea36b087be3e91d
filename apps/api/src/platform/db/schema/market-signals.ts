import { bigint, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { campaigns } from './campaigns';
import { createdAt, serialId } from './columns';

/**
 * Every change of a minimum hourly bid the market made (docs/product.md §4, "Market signals"):
 * the slot, the old and new value and the supply and demand that moved it.
 */
export const minBidChanges = pgTable(
  'min_bid_changes',
  {
    id: serialId(),
    campaignTypeId: integer('campaign_type_id').notNull(),
    distance: text('distance').notNull(),
    weekday: text('weekday').notNull(),
    hour: smallint('hour').notNull(),
    oldCents: integer('old_cents').notNull(),
    newCents: integer('new_cents').notNull(),
    offersPerWeek: numeric('offers_per_week', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    demand: numeric('demand', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    changedAt: createdAt(),
  },
  (t) => [index('min_bid_changes_slot_idx').on(t.campaignTypeId, t.distance, t.changedAt.desc())],
);

/** Each campaign's latest competitiveness: its band and win rate over the last hour of auctions. */
export const campaignCompetitiveness = pgTable('campaign_competitiveness', {
  campaignId: bigint('campaign_id', { mode: 'number' })
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  band: text('band').notNull(),
  winRatePercent: smallint('win_rate_percent').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When each campaign was switched off and on again, and by whom: the one record of its pauses
 * (kept by the trigger of `campaign_pauses_track`; the switch adds who; only the demo's history
 * dates its pauses back to its timeline). The card's "Paused by Dana on Nov 24" is its open pause;
 * the missed-opportunity panel counts
 * the offers of a campaign's kind and area that came while it was paused, which the engine never
 * sees (a paused campaign is no candidate), so the sale path records nothing for them.
 */
export const campaignPauses = pgTable(
  'campaign_pauses',
  {
    id: serialId(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    pausedAt: timestamp('paused_at', { withTimezone: true }).notNull(),
    /** Who switched it off (support as itself); null when not known (switched off outside the switch). */
    pausedByUserId: bigint('paused_by_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Null while it is still paused. */
    resumedAt: timestamp('resumed_at', { withTimezone: true }),
  },
  (t) => [index('campaign_pauses_campaign_idx').on(t.campaignId, t.pausedAt)],
);
