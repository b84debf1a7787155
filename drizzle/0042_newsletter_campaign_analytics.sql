CREATE TABLE "mail_tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mail_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"proxy" boolean DEFAULT false NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_campaign_links" (
	"campaign_id" uuid NOT NULL,
	"url" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"unique_clicks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_campaign_recipients" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_recipients" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_recipients" ADD COLUMN "complained_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_recipients" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_recipients" ADD COLUMN "proxy_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_recipients" ADD COLUMN "clicked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "delivered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "bounced" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "complained" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "opened" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "proxy_opened" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "clicked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_links" ADD CONSTRAINT "newsletter_campaign_links_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_tracking_events_mail_idx" ON "mail_tracking_events" USING btree ("mail_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_campaign_links_pk" ON "newsletter_campaign_links" USING btree ("campaign_id","url");