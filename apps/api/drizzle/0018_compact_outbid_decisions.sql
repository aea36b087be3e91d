ALTER TABLE "marketplace_offers" ADD COLUMN "outbid_campaign_ids" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD COLUMN "outbid_account_ids" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD COLUMN "outbid_prices_cents" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD COLUMN "clearing_price_cents" integer;--> statement-breakpoint
CREATE INDEX "marketplace_offers_outbid_idx" ON "marketplace_offers" USING gin ("outbid_campaign_ids");--> statement-breakpoint
-- The decision log as lines, whichever way they are kept: one row per campaign in
-- marketplace_decisions (wins, every loss of a call, a lead's losses other than outbid), and a
-- lead's outbid campaigns side by side in arrays on its offer row.
CREATE VIEW "marketplace_decision_log" AS
  SELECT offer_id, created_at, account_id, campaign_id, is_won, loss_reason, price_cents, clearing_price_cents, record_id
  FROM marketplace_decisions
  UNION ALL
  SELECT o.id, o.created_at, u.account_id, u.campaign_id, false, 'outbid', u.price_cents, o.clearing_price_cents, NULL::bigint
  FROM marketplace_offers o
  CROSS JOIN LATERAL unnest(o.outbid_campaign_ids, o.outbid_account_ids, o.outbid_prices_cents) AS u(campaign_id, account_id, price_cents)
  WHERE o.outbid_campaign_ids <> '{}';
