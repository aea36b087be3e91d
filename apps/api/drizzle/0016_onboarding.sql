CREATE TABLE "account_documents" (
	"document_id" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"document_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_by_user_id" bigint,
	"signer_name" text,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"url" text NOT NULL,
	"release" text,
	"user_agent" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_checks" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"applicant_id" text NOT NULL,
	"front_key" text,
	"back_key" text,
	"selfie_key" text,
	"state" text DEFAULT 'awaiting_documents' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_checks_applicant_id_unique" UNIQUE("applicant_id")
);
--> statement-breakpoint
ALTER TABLE "account_documents" ADD CONSTRAINT "account_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_documents_account_idx" ON "account_documents" USING btree ("account_id","kind");