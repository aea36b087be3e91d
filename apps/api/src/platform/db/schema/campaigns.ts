import type { CampaignRegion } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountRef, accounts } from './accounts';
import { createdAt, serialId, updatedAt } from './columns';

/** A marketplace offer an account can join ("available campaigns", docs/product.md §4). */
export const campaignOffers = pgTable('campaign_offers', {
  id: serialId(),
  parent: text('parent').notNull(),
  type: text('type').notNull(),
  leadType: text('lead_type').notNull(),
  company: text('company').notNull(),
  campaignTypeId: integer('campaign_type_id').notNull(),
  region: text('region').notNull(),
  description: text('description').notNull().default(''),
  isOpen: boolean('is_open').notNull().default(true),
});

/** Weekday/time ranges a campaign buys in, e.g. `{ mon: [{ from: '08:00', to: '18:00' }] }`. */
export type CampaignHours = Record<string, { from: string; to: string }[]>;

export const campaigns = pgTable(
  'campaigns',
  {
    id: serialId(),
    accountId: accountRef(),
    offerId: bigint('offer_id', { mode: 'number' }).references(() => campaignOffers.id),
    parent: text('parent').notNull(),
    type: text('type').notNull(),
    leadType: text('lead_type').notNull(),
    company: text('company').notNull(),
    campaignTypeId: integer('campaign_type_id').notNull(),
    nickname: text('nickname').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    leadsLimitCents: bigint('leads_limit_cents', { mode: 'number' }).notNull().default(20000),
    /** Hard caps on the spend of the Eastern week (from Monday) and month; null: none (docs/product.md §4). */
    weeklyCapCents: bigint('weekly_cap_cents', { mode: 'number' }),
    monthlyCapCents: bigint('monthly_cap_cents', { mode: 'number' }),
    concurrentCalls: smallint('concurrent_calls').notNull().default(1),
    timeoutSeconds: smallint('timeout_seconds').notNull().default(30),
    bidPercent: smallint('bid_percent').notNull().default(0),
    hours: jsonb('hours').$type<CampaignHours>().notNull().default({}),
    /** The ZIP set it buys in: a ZIP template, or its region's own (geo_templates.campaign_id). */
    geoTemplateId: bigint('geo_template_id', { mode: 'number' }),
    /** The states or radius chosen (null: a ZIP template or anywhere), expanded to its own template. */
    region: jsonb('region').$type<CampaignRegion>(),
    lastBuyAt: timestamp('last_buy_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('campaigns_account_last_buy_idx').on(t.accountId, t.lastBuyAt),
    // An account joins a marketplace offer once (available campaigns are the offers not joined).
    uniqueIndex('campaigns_account_offer_idx').on(t.accountId, t.offerId),
    check('campaigns_bid_percent_range', sql`${t.bidPercent} between 0 and 500`),
    check('campaigns_concurrent_calls_range', sql`${t.concurrentCalls} between 1 and 50`),
    check('campaigns_timeout_range', sql`${t.timeoutSeconds} between 5 and 600`),
    check('campaigns_leads_limit_positive', sql`${t.leadsLimitCents} > 0`),
    check('campaigns_weekly_cap_positive', sql`${t.weeklyCapCents} > 0`),
    check('campaigns_monthly_cap_positive', sql`${t.monthlyCapCents} > 0`),
  ],
);

/** Minimum hourly bids per campaign type, distance and Eastern hour, in cents (docs/product.md §4). */
export const minHourlyBids = pgTable(
  'min_hourly_bids',
  {
    campaignTypeId: integer('campaign_type_id').notNull(),
    distance: text('distance').notNull(),
    hour: smallint('hour').notNull(),
    minValueCents: integer('min_value_cents').notNull(),
    monCents: integer('mon_cents').notNull(),
    tueCents: integer('tue_cents').notNull(),
    wedCents: integer('wed_cents').notNull(),
    thuCents: integer('thu_cents').notNull(),
    friCents: integer('fri_cents').notNull(),
    satCents: integer('sat_cents').notNull(),
    sunCents: integer('sun_cents').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignTypeId, t.distance, t.hour] }),
    check('min_hourly_bids_hour_range', sql`${t.hour} between 0 and 23`),
    check('min_hourly_bids_distance', sql`${t.distance} in ('local', 'long')`),
  ],
);

/**
 * Saved geography templates (ZIP lists) a campaign can target. A row with `campaign_id` is that
 * campaign's region (states, a radius) expanded to its ZIPs when saved: never listed nor chosen.
 */
export const geoTemplates = pgTable(
  'geo_templates',
  {
    id: serialId(),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    zipCodes: jsonb('zip_codes').$type<string[]>().notNull().default([]),
    campaignId: bigint('campaign_id', { mode: 'number' }).references(() => campaigns.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('geo_templates_account_idx').on(t.accountId),
    uniqueIndex('geo_templates_campaign_idx').on(t.campaignId),
  ],
);
