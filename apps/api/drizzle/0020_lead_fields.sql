CREATE TABLE "marketplace_lead_fields" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"campaign_ids" bigint[] NOT NULL,
	"account_ids" bigint[] NOT NULL,
	"prices_cents" integer[] NOT NULL,
	"reasons" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD COLUMN "field_id" bigint;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD COLUMN "won_campaign_ids" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "marketplace_lead_fields_campaigns_idx" ON "marketplace_lead_fields" USING gin ("campaign_ids");--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_field_id_marketplace_lead_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."marketplace_lead_fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_offers_field_idx" ON "marketplace_offers" USING btree ("field_id") WHERE field_id is not null;--> statement-breakpoint
-- The decision log as lines, now also the lines a lead's field tells: each campaign of the field
-- that neither won the lead nor is among the lead's own losses, lost for the field's reason
-- (outbid at the lead's clearing price when the field says '').
DROP VIEW "marketplace_decision_log";--> statement-breakpoint
CREATE VIEW "marketplace_decision_log" AS
  SELECT offer_id, created_at, account_id, campaign_id, is_won, loss_reason, price_cents, clearing_price_cents, record_id
  FROM marketplace_decisions
  UNION ALL
  SELECT o.id, o.created_at, u.account_id, u.campaign_id, false, u.loss_reason, u.price_cents,
    CASE WHEN u.loss_reason = 'outbid' THEN o.clearing_price_cents END, NULL::bigint
  FROM marketplace_offers o
  CROSS JOIN LATERAL unnest(o.lost_campaign_ids, o.lost_account_ids, o.lost_prices_cents, o.lost_reasons)
    AS u(campaign_id, account_id, price_cents, loss_reason)
  WHERE o.lost_campaign_ids <> '{}'
  UNION ALL
  SELECT o.id, o.created_at, f.account_id, f.campaign_id, false, coalesce(nullif(f.reason, ''), 'outbid'), f.price_cents,
    CASE WHEN f.reason = '' THEN o.clearing_price_cents END, NULL::bigint
  FROM marketplace_offers o
  JOIN marketplace_lead_fields lf ON lf.id = o.field_id
  CROSS JOIN LATERAL unnest(lf.campaign_ids, lf.account_ids, lf.prices_cents, lf.reasons)
    AS f(campaign_id, account_id, price_cents, reason)
  WHERE f.campaign_id <> ALL (o.lost_campaign_ids) AND f.campaign_id <> ALL (o.won_campaign_ids);
