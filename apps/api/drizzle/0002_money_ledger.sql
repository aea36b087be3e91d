CREATE TABLE "billing_profiles" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"gateway_customer_id" text NOT NULL,
	"parent_company" text DEFAULT 'all' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_profiles_gateway_customer_id_unique" UNIQUE("gateway_customer_id")
);
--> statement-breakpoint
ALTER TABLE "recharge_settings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_per_fingerprint" ON "payment_methods" USING btree ("account_id","fingerprint") WHERE "payment_methods"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_gateway_reference_unique" ON "transactions" USING btree ("gateway_reference") WHERE "transactions"."gateway_reference" is not null;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount_cents" <> 0);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_balance_after_nonneg" CHECK ("transactions"."balance_after_cents" >= 0);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_status" CHECK ("transactions"."status" in ('succeeded', 'failed', 'pending'));