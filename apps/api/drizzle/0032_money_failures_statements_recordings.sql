CREATE TABLE "statement_mailings" (
	"account_id" bigint NOT NULL,
	"month" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_mailings_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
ALTER TABLE "recharge_settings" ADD COLUMN "last_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recharge_settings" ADD COLUMN "last_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "recording_key" text;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "recording_seconds" integer;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "is_recording_disclosed" boolean;--> statement-breakpoint
ALTER TABLE "statement_mailings" ADD CONSTRAINT "statement_mailings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;