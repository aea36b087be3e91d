CREATE TABLE "call_record_hours" (
	"account_id" bigint NOT NULL,
	"is_branded" boolean NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"campaign_id" bigint NOT NULL,
	"records" bigint NOT NULL,
	"payout_cents" bigint NOT NULL,
	CONSTRAINT "call_record_hours_account_id_is_branded_hour_campaign_id_pk" PRIMARY KEY("account_id","is_branded","hour","campaign_id")
);
