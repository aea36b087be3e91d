CREATE TABLE "account_meta" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_file_id" bigint,
	"is_main_account" boolean DEFAULT true NOT NULL,
	"parent_account_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"business_address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"phone_number" text,
	"email_address" text,
	"us_dot_number" text,
	"local_state_license_number" text,
	"van_lines_affiliation" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_meta" (
	"user_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "contact_meta_user_id_account_id_pk" PRIMARY KEY("user_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"user_id" bigint,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"email" text NOT NULL,
	"contact_type" text NOT NULL,
	"other_contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"email" text NOT NULL,
	"contact_type" text NOT NULL,
	"invite_type" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"actor_user_id" bigint,
	"account_id" bigint,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"contact_type" text NOT NULL,
	"invite_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_user_id_account_id_pk" PRIMARY KEY("user_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_attempts_nonneg" CHECK ("password_reset_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"avatar_file_id" bigint,
	"is_support" boolean DEFAULT false NOT NULL,
	"home_account_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parent" text NOT NULL,
	"type" text NOT NULL,
	"lead_type" text NOT NULL,
	"company" text NOT NULL,
	"campaign_type_id" integer NOT NULL,
	"region" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"offer_id" bigint,
	"parent" text NOT NULL,
	"type" text NOT NULL,
	"lead_type" text NOT NULL,
	"company" text NOT NULL,
	"campaign_type_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"leads_limit_cents" bigint DEFAULT 20000 NOT NULL,
	"concurrent_calls" smallint DEFAULT 1 NOT NULL,
	"timeout_seconds" smallint DEFAULT 30 NOT NULL,
	"bid_percent" smallint DEFAULT 0 NOT NULL,
	"hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"geo_template_id" bigint,
	"last_buy_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_bid_percent_range" CHECK ("campaigns"."bid_percent" between 0 and 500),
	CONSTRAINT "campaigns_concurrent_calls_range" CHECK ("campaigns"."concurrent_calls" between 1 and 50),
	CONSTRAINT "campaigns_timeout_range" CHECK ("campaigns"."timeout_seconds" between 5 and 600),
	CONSTRAINT "campaigns_leads_limit_positive" CHECK ("campaigns"."leads_limit_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "geo_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint,
	"name" text NOT NULL,
	"zip_codes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "min_hourly_bids" (
	"campaign_type_id" integer NOT NULL,
	"distance" text NOT NULL,
	"hour" smallint NOT NULL,
	"min_value_cents" integer NOT NULL,
	"mon_cents" integer NOT NULL,
	"tue_cents" integer NOT NULL,
	"wed_cents" integer NOT NULL,
	"thu_cents" integer NOT NULL,
	"fri_cents" integer NOT NULL,
	"sat_cents" integer NOT NULL,
	"sun_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "min_hourly_bids_campaign_type_id_distance_hour_pk" PRIMARY KEY("campaign_type_id","distance","hour"),
	CONSTRAINT "min_hourly_bids_hour_range" CHECK ("min_hourly_bids"."hour" between 0 and 23),
	CONSTRAINT "min_hourly_bids_distance" CHECK ("min_hourly_bids"."distance" in ('local', 'long'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"account_id" bigint NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"ledger_account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"payment_method_id" text NOT NULL,
	"payment_method_type" text NOT NULL,
	"brand" text,
	"last4" text NOT NULL,
	"exp_month" smallint,
	"exp_year" smallint,
	"bank_name" text,
	"fingerprint" text NOT NULL,
	"billing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payment_methods_payment_method_id_unique" UNIQUE("payment_method_id"),
	CONSTRAINT "payment_methods_type" CHECK ("payment_methods"."payment_method_type" in ('CreditCard', 'DebitCard', 'BankAccount'))
);
--> statement-breakpoint
CREATE TABLE "recharge_settings" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"threshold_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"last_failure_at" timestamp with time zone,
	CONSTRAINT "recharge_amounts_positive" CHECK ("recharge_settings"."threshold_cents" >= 0 and "recharge_settings"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"payment_method_id" text,
	"campaign_id" bigint,
	"gateway_reference" text,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_amount_positive" CHECK ("transactions"."amount_cents" > 0),
	CONSTRAINT "transactions_type" CHECK ("transactions"."type" in ('charge', 'cash_out', 'lead', 'call', 'refund', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_nonneg" CHECK ("wallets"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint,
	"user_id" bigint,
	"actor_user_id" bigint,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"event" text NOT NULL,
	"importance" smallint DEFAULT 1 NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_delivery_settings" (
	"account_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "notification_delivery_settings_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"campaign_id" bigint,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patch_views" (
	"user_id" bigint NOT NULL,
	"patch_id" bigint NOT NULL,
	CONSTRAINT "patch_views_user_id_patch_id_pk" PRIMARY KEY("user_id","patch_id")
);
--> statement-breakpoint
CREATE TABLE "patches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutorials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"campaign_name" text NOT NULL,
	"is_branded" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone NOT NULL,
	"caller_phone" text NOT NULL,
	"caller_name" text,
	"from_zip" text,
	"to_zip" text,
	"distance" text NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"payout_cents" bigint,
	"charged" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"campaign_name" text NOT NULL,
	"time_created" timestamp with time zone NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"from_zip" text NOT NULL,
	"to_zip" text NOT NULL,
	"move_date" date,
	"move_size" text,
	"distance" text NOT NULL,
	"status" text DEFAULT 'delivered' NOT NULL,
	"payout_cents" bigint,
	"charged" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_meta" ADD CONSTRAINT "account_meta_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_meta" ADD CONSTRAINT "contact_meta_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_meta" ADD CONSTRAINT "contact_meta_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_home_account_id_accounts_id_fk" FOREIGN KEY ("home_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_offer_id_campaign_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."campaign_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_templates" ADD CONSTRAINT "geo_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_settings" ADD CONSTRAINT "recharge_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_delivery_settings" ADD CONSTRAINT "notification_delivery_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_delivery_settings" ADD CONSTRAINT "notification_delivery_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_views" ADD CONSTRAINT "patch_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_views" ADD CONSTRAINT "patch_views_patch_id_patches_id_fk" FOREIGN KEY ("patch_id") REFERENCES "public"."patches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_account_idx" ON "contacts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "invites_account_idx" ON "invites" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "memberships_account_idx" ON "memberships" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "campaigns_account_last_buy_idx" ON "campaigns" USING btree ("account_id","last_buy_at");--> statement-breakpoint
CREATE INDEX "geo_templates_account_idx" ON "geo_templates" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","ledger_account");--> statement-breakpoint
CREATE INDEX "ledger_entries_tx_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_methods_account_idx" ON "payment_methods" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_primary" ON "payment_methods" USING btree ("account_id") WHERE "payment_methods"."is_primary" and "payment_methods"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_gateway_kind_idx" ON "sandbox_gateway_objects" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "transactions_account_time_idx" ON "transactions" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_account_time_idx" ON "activity_log" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "files_account_idx" ON "files" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "notifications_account_time_idx" ON "notifications" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_records_account_time_idx" ON "call_records" USING btree ("account_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_records_campaign_time_idx" ON "call_records" USING btree ("campaign_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_records_account_time_idx" ON "lead_records" USING btree ("account_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_records_campaign_time_idx" ON "lead_records" USING btree ("campaign_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);