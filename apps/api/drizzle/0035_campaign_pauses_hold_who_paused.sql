ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_paused_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "campaign_pauses" ADD COLUMN "paused_by_user_id" bigint;--> statement-breakpoint
ALTER TABLE "campaign_pauses" ADD CONSTRAINT "campaign_pauses_paused_by_user_id_users_id_fk" FOREIGN KEY ("paused_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Who paused a campaign moves to its open pause (the card's "Paused by Dana on Nov 24"), dated as the card showed it.
UPDATE campaign_pauses p SET paused_by_user_id = c.paused_by_user_id, paused_at = coalesce(c.paused_at, p.paused_at)
  FROM campaigns c
  WHERE c.id = p.campaign_id AND NOT c.is_active AND p.resumed_at IS NULL;--> statement-breakpoint
INSERT INTO campaign_pauses (campaign_id, paused_at, paused_by_user_id)
  SELECT c.id, coalesce(c.paused_at, c.last_buy_at, c.created_at), c.paused_by_user_id FROM campaigns c
  WHERE NOT c.is_active
    AND NOT EXISTS (SELECT 1 FROM campaign_pauses p WHERE p.campaign_id = c.id AND p.resumed_at IS NULL);--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "paused_by_user_id";--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "paused_at";