CREATE TABLE "login_failures" (
	"login" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_failures_login_address_pk" PRIMARY KEY("login","address")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_time_idx" ON "login_failures" USING btree ("last_failed_at");