CREATE TABLE "activity_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"user_id" bigint,
	"support_user_id" bigint,
	"kind" text NOT NULL,
	"field" text NOT NULL,
	"subject" text,
	"before" text,
	"after" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_changes_account_idx" ON "activity_changes" USING btree ("account_id","id" DESC NULLS LAST);