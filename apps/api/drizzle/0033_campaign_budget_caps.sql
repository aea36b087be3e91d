CREATE TABLE "campaign_pauses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"paused_at" timestamp with time zone NOT NULL,
	"resumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "weekly_cap_cents" bigint;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "monthly_cap_cents" bigint;--> statement-breakpoint
ALTER TABLE "campaign_pauses" ADD CONSTRAINT "campaign_pauses_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_pauses_campaign_idx" ON "campaign_pauses" USING btree ("campaign_id","paused_at");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_weekly_cap_positive" CHECK ("campaigns"."weekly_cap_cents" > 0);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_monthly_cap_positive" CHECK ("campaigns"."monthly_cap_cents" > 0);