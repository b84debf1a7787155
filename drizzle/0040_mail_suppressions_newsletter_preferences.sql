CREATE TABLE "mail_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_key" text NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"bounce_type" text,
	"mail_id" uuid,
	"email_hash" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "topics_off" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_events_key_idx" ON "mail_events" USING btree ("provider","event_key");--> statement-breakpoint
CREATE INDEX "mail_events_mail_idx" ON "mail_events" USING btree ("mail_id");