ALTER TABLE "campaigns" ADD COLUMN "region" jsonb;--> statement-breakpoint
ALTER TABLE "geo_templates" ADD COLUMN "campaign_id" bigint;--> statement-breakpoint
ALTER TABLE "geo_templates" ADD CONSTRAINT "geo_templates_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "geo_templates_campaign_idx" ON "geo_templates" USING btree ("campaign_id");