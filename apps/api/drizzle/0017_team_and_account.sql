CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint,
	"user_id" bigint NOT NULL,
	"actor_user_id" bigint,
	"message" text NOT NULL,
	"page_url" text,
	"file_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutorial_views" (
	"user_id" bigint NOT NULL,
	"tutorial_id" bigint NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutorial_views_user_id_tutorial_id_pk" PRIMARY KEY("user_id","tutorial_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone_preference" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutorials" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutorials" ADD COLUMN "duration_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutorial_views" ADD CONSTRAINT "tutorial_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutorial_views" ADD CONSTRAINT "tutorial_views_tutorial_id_tutorials_id_fk" FOREIGN KEY ("tutorial_id") REFERENCES "public"."tutorials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_time_idx" ON "feedback" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unmailed_idx" ON "notifications" USING btree ("id") WHERE mailed_at is null;--> statement-breakpoint
-- Notifications from before e-mails were sent by the mail job are not mailed now.
UPDATE "notifications" SET "mailed_at" = "created_at";
--> statement-breakpoint
-- The portal's own tutorials: each a short guide with the page where it is done.
INSERT INTO "tutorials" ("title", "description", "url", "duration_seconds", "position") VALUES
('Set up your account', 'Company, contact, ID check, insertion order and payment: the five setup steps and what each needs.
Have your US DOT number or state licence at hand.
Sign the insertion order and the payment authorization in the browser; the signed copies stay on Profile.', '/profile', 120, 1),
('Bid against the hourly minimums', 'How a bid is a percent above the minimum of each hour, and why the schedule moves with demand.
Open a campaign and choose View Schedule.
Raise the percent where you are outbid; the Estimate bid dialog shows what you would have won.', '/campaigns', 150, 2),
('Fund the wallet and stay funded', 'Add funds from a card or bank account, and turn on auto-recharge so campaigns never stop for funds.
Set a threshold and an amount.
Add a fallback payment option in case the first is declined.', '/wallet', 90, 3),
('Read the call and lead logs', 'Filter by campaign and period, see what was charged and why a record was not charged, and export a CSV.
Use the period selector at the top.
Charged shows the price; Not charged says which rule applied.', '/call-log', 120, 4),
('Invite your team', 'Invite a sales manager or an authorized contact, and what each role may do.
Open Settings, then Invite.
Each invitee gets an e-mailed link that works once, for 7 days.', '/settings', 60, 5);
--> statement-breakpoint
INSERT INTO "patches" ("title", "body", "released_at") VALUES
('Team, tutorials and feedback', 'Invite your team from Settings and choose what each person may do. Add your picture and your company logo on Profile. Tutorials walk you through the portal, and Send feedback reaches our support team directly.', now());
