CREATE TABLE "auto_recharge_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "auto_recharge_requests" ADD CONSTRAINT "auto_recharge_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_recharge_requests_waiting_idx" ON "auto_recharge_requests" USING btree ("account_id") WHERE settled_at is null;--> statement-breakpoint
CREATE INDEX "marketplace_offers_ringing_idx" ON "marketplace_offers" USING btree ("state_changed_at") WHERE call_state = 'ringing';