ALTER TABLE "marketplace_offers" ADD COLUMN "lost_campaign_ids" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD COLUMN "lost_account_ids" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD COLUMN "lost_prices_cents" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD COLUMN "lost_reasons" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD COLUMN "clearing_price_cents" integer;--> statement-breakpoint
CREATE INDEX "marketplace_offers_lost_idx" ON "marketplace_offers" USING gin ("lost_campaign_ids");--> statement-breakpoint
-- The decision log as lines, whichever way they are kept: one row per campaign in
-- marketplace_decisions (a lead's wins, every decision of a call), and a lead's lost campaigns
-- side by side in arrays on its offer row.
CREATE VIEW "marketplace_decision_log" AS
  SELECT offer_id, created_at, account_id, campaign_id, is_won, loss_reason, price_cents, clearing_price_cents, record_id
  FROM marketplace_decisions
  UNION ALL
  SELECT o.id, o.created_at, u.account_id, u.campaign_id, false, u.loss_reason, u.price_cents,
    CASE WHEN u.loss_reason = 'outbid' THEN o.clearing_price_cents END, NULL::bigint
  FROM marketplace_offers o
  CROSS JOIN LATERAL unnest(o.lost_campaign_ids, o.lost_account_ids, o.lost_prices_cents, o.lost_reasons)
    AS u(campaign_id, account_id, price_cents, loss_reason)
  WHERE o.lost_campaign_ids <> '{}';
