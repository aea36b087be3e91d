ALTER TABLE "delivery_destinations" DROP CONSTRAINT "delivery_destinations_kind";--> statement-breakpoint
ALTER TABLE "delivery_destinations" ADD COLUMN "phones" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_destinations" ADD CONSTRAINT "delivery_destinations_kind" CHECK ("delivery_destinations"."kind" in ('email', 'webhook', 'sms'));