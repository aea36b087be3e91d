DROP INDEX "call_records_account_time_idx";--> statement-breakpoint
DROP INDEX "lead_records_account_time_idx";--> statement-breakpoint
CREATE INDEX "call_records_account_time_idx" ON "call_records" USING btree ("account_id","is_branded","time_created" DESC NULLS LAST,"id" DESC NULLS LAST,"campaign_id","payout_cents");--> statement-breakpoint
CREATE INDEX "lead_records_account_time_idx" ON "lead_records" USING btree ("account_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST,"campaign_id","payout_cents");