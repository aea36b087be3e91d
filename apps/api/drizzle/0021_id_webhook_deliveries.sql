CREATE TABLE "id_webhook_deliveries" (
	"correlation_id" text PRIMARY KEY NOT NULL,
	"applicant_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
