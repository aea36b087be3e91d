CREATE TABLE "campaign_competitiveness" (
	"campaign_id" bigint PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"band" text NOT NULL,
	"win_rate_percent" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "min_bid_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_type_id" integer NOT NULL,
	"distance" text NOT NULL,
	"weekday" text NOT NULL,
	"hour" smallint NOT NULL,
	"old_cents" integer NOT NULL,
	"new_cents" integer NOT NULL,
	"offers_per_week" numeric(10, 2) NOT NULL,
	"demand" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_competitiveness" ADD CONSTRAINT "campaign_competitiveness_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "min_bid_changes_slot_idx" ON "min_bid_changes" USING btree ("campaign_type_id","distance","created_at" DESC NULLS LAST);