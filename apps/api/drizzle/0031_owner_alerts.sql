CREATE TABLE "owner_alert_episodes" (
	"account_id" bigint NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_alert_episodes_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
CREATE TABLE "owner_alert_settings" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"balance_below_cents" bigint,
	"spend_today_above_cents" bigint,
	"quiet_hours" smallint,
	"missed_call_percent" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_alert_settings_balance_check" CHECK ("owner_alert_settings"."balance_below_cents" > 0),
	CONSTRAINT "owner_alert_settings_spend_check" CHECK ("owner_alert_settings"."spend_today_above_cents" > 0),
	CONSTRAINT "owner_alert_settings_quiet_check" CHECK ("owner_alert_settings"."quiet_hours" between 1 and 168),
	CONSTRAINT "owner_alert_settings_missed_check" CHECK ("owner_alert_settings"."missed_call_percent" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "owner_alert_episodes" ADD CONSTRAINT "owner_alert_episodes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_alert_settings" ADD CONSTRAINT "owner_alert_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;