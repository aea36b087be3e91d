CREATE TABLE "record_returns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"record_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"publisher_id" bigint,
	"charge_transaction_id" bigint,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rule" text,
	"decision_note" text DEFAULT '' NOT NULL,
	"requested_by_user_id" bigint,
	"decided_by_user_id" bigint,
	"decided_at" timestamp with time zone,
	"credit_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_returns_kind" CHECK ("record_returns"."kind" in ('lead', 'call')),
	CONSTRAINT "record_returns_status" CHECK ("record_returns"."status" in ('pending', 'approved', 'refused')),
	CONSTRAINT "record_returns_amount_positive" CHECK ("record_returns"."amount_cents" > 0),
	CONSTRAINT "record_returns_credit_when_approved" CHECK (("record_returns"."status" = 'approved') = ("record_returns"."credit_transaction_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_type";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "lead_return_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "call_return_days" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "return_cap_percent" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "credit_of_transaction_id" bigint;--> statement-breakpoint
ALTER TABLE "record_returns" ADD CONSTRAINT "record_returns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_returns" ADD CONSTRAINT "record_returns_charge_transaction_id_transactions_id_fk" FOREIGN KEY ("charge_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_returns" ADD CONSTRAINT "record_returns_credit_transaction_id_transactions_id_fk" FOREIGN KEY ("credit_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_returns_account_time_idx" ON "record_returns" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "record_returns_pending_idx" ON "record_returns" USING btree ("created_at") WHERE "record_returns"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "record_returns_one_open_per_item" ON "record_returns" USING btree ("kind","record_id") WHERE "record_returns"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "record_returns_credit_unique" ON "record_returns" USING btree ("credit_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_credit_per_sale" ON "transactions" USING btree ("credit_of_transaction_id") WHERE "transactions"."credit_of_transaction_id" is not null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_credit_of_sale" CHECK (("transactions"."type" = 'credit') = ("transactions"."credit_of_transaction_id" is not null));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type" CHECK ("transactions"."type" in ('charge', 'cash_out', 'lead', 'call', 'refund', 'adjustment', 'credit'));