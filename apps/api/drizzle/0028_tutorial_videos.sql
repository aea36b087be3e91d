ALTER TABLE "tutorials" ADD COLUMN "video" text;--> statement-breakpoint
-- Each tutorial shows its recorded video (apps/api/assets/tutorial-videos/VIDEO.webm, VIDEO.vtt).
UPDATE "tutorials" SET "video" = v."video", "duration_seconds" = v."seconds"
FROM (VALUES
  ('Set up your account', 'set-up-your-account', 15),
  ('Bid against the hourly minimums', 'bid-above-minimums', 17),
  ('Fund the wallet and stay funded', 'fund-the-wallet', 16),
  ('Read the call and lead logs', 'read-the-logs', 16),
  ('Invite your team', 'invite-your-team', 18)
) AS v("title", "video", "seconds")
WHERE "tutorials"."title" = v."title";
--> statement-breakpoint
UPDATE "tutorials" SET "description" = 'How a bid is a percent above the minimum of each hour, and why the schedule moves with demand.
Open Campaigns and choose Bid schedule on a campaign’s card: green hours cost less.
Raise the percent where you are outbid; the Estimate bid dialog shows what you would have won.'
WHERE "title" = 'Bid against the hourly minimums';
--> statement-breakpoint
INSERT INTO "tutorials" ("title", "description", "url", "video", "duration_seconds", "position") VALUES
('Pause a campaign', 'Switch a campaign off to stop buying for a while, and take it back with Undo.
Open Campaigns and use the switch on the campaign’s card.
A paused campaign buys nothing until you switch it on again.', '/campaigns/all', 'pause-a-campaign', 9, 6);
