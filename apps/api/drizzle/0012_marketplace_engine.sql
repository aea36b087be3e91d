CREATE TABLE "marketplace_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_won" boolean NOT NULL,
	"loss_reason" text,
	"price_cents" integer NOT NULL,
	"clearing_price_cents" integer,
	"record_id" bigint,
	CONSTRAINT "marketplace_decisions_outcome" CHECK ("marketplace_decisions"."is_won" = ("marketplace_decisions"."loss_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "marketplace_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"publisher_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone" text NOT NULL,
	"from_zip" text NOT NULL,
	"to_zip" text NOT NULL,
	"distance" text NOT NULL,
	"is_branded" boolean DEFAULT false NOT NULL,
	"payload" jsonb NOT NULL,
	"buyers" smallint DEFAULT 0 NOT NULL,
	"unsold_reason" text,
	"skipped" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"call_state" text,
	"call_record_id" bigint,
	"state_changed_at" timestamp with time zone,
	"tried_campaign_ids" bigint[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "marketplace_offers_kind" CHECK ("marketplace_offers"."kind" in ('lead', 'call'))
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"is_sandbox" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "publishers_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "not_charged_reason" text;--> statement-breakpoint
ALTER TABLE "marketplace_decisions" ADD CONSTRAINT "marketplace_decisions_offer_id_marketplace_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."marketplace_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_decisions_campaign_time_idx" ON "marketplace_decisions" USING btree ("campaign_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_decisions_account_time_idx" ON "marketplace_decisions" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_decisions_offer_idx" ON "marketplace_decisions" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_offers_publisher_external_idx" ON "marketplace_offers" USING btree ("publisher_id","kind","external_id");--> statement-breakpoint
CREATE INDEX "marketplace_offers_received_idx" ON "marketplace_offers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "call_records_live_idx" ON "call_records" USING btree ("campaign_id") WHERE "call_records"."status" in ('ringing', 'in_progress');--> statement-breakpoint
CREATE INDEX "lead_records_phone_time_idx" ON "lead_records" USING btree ("phone","time_created" DESC NULLS LAST);