CREATE TABLE "newsletter_campaign_recipients" (
	"campaign_id" uuid NOT NULL,
	"email" text NOT NULL,
	"subscriber_id" uuid,
	"name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"mail_id" uuid,
	"queued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"audience" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_send_at" timestamp with time zone,
	"rendered_html" text,
	"rendered_text" text,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_segments_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "newsletter_campaign_recipients" ADD CONSTRAINT "newsletter_campaign_recipients_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_campaign_recipients_pk" ON "newsletter_campaign_recipients" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE INDEX "newsletter_campaign_recipients_pending_idx" ON "newsletter_campaign_recipients" USING btree ("campaign_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "newsletter_campaign_recipients_mail_idx" ON "newsletter_campaign_recipients" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_status_idx" ON "newsletter_campaigns" USING btree ("status","scheduled_at");