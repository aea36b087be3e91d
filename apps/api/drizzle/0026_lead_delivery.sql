CREATE TABLE "delivery_destinations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"campaign_id" bigint,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"emails" text[] DEFAULT '{}' NOT NULL,
	"format" text,
	"url_sealed" text,
	"url_origin" text,
	"secret_sealed" text,
	"is_paused" boolean DEFAULT false NOT NULL,
	"paused_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_destinations_kind" CHECK ("delivery_destinations"."kind" in ('email', 'webhook')),
	CONSTRAINT "delivery_destinations_webhook" CHECK ("delivery_destinations"."kind" <> 'webhook' or ("delivery_destinations"."format" is not null and "delivery_destinations"."url_sealed" is not null))
);
--> statement-breakpoint
CREATE TABLE "lead_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"destination_id" bigint NOT NULL,
	"record_id" bigint,
	"message_id" text DEFAULT 'msg_' || replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"last_status_code" smallint,
	"last_error" text,
	CONSTRAINT "lead_deliveries_status" CHECK ("lead_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "lead_delivery_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"status_code" smallint,
	"outcome" text NOT NULL,
	"error" text,
	"answer" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "delivery_destinations" ADD CONSTRAINT "delivery_destinations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_destination_id_delivery_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."delivery_destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_delivery_attempts" ADD CONSTRAINT "lead_delivery_attempts_delivery_id_lead_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."lead_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_destinations_account_idx" ON "delivery_destinations" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_record_destination_idx" ON "lead_deliveries" USING btree ("record_id","destination_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_message_idx" ON "lead_deliveries" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "lead_deliveries_destination_idx" ON "lead_deliveries" USING btree ("destination_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_deliveries_due_idx" ON "lead_deliveries" USING btree ("next_attempt_at") WHERE "lead_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "lead_delivery_attempts_delivery_idx" ON "lead_delivery_attempts" USING btree ("delivery_id","id");