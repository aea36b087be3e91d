CREATE TABLE "campaign_spend_days" (
	"account_id" bigint NOT NULL,
	"day" date NOT NULL,
	"campaign_id" bigint NOT NULL,
	"purchases" bigint NOT NULL,
	"payout_cents" bigint NOT NULL,
	CONSTRAINT "campaign_spend_days_account_id_day_campaign_id_pk" PRIMARY KEY("account_id","day","campaign_id")
);
